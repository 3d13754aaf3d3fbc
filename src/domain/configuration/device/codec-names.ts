/** Video codecs a descriptor offers and a video module uses (section 9). */
export const VIDEO_CODECS = ['mjpeg', 'mxpeg', 'mpeg4', 'h263', 'h264', 'h265'] as const;
export type VideoCodec = (typeof VIDEO_CODECS)[number];

/** Audio codec names as device descriptors spell them. */
export const DESCRIPTOR_AUDIO_CODECS = ['pcm', 'g711m', 'g711a', 'g726', 'aac'] as const;
export type DescriptorAudioCodec = (typeof DESCRIPTOR_AUDIO_CODECS)[number];

/** Audio codec names as audio modules spell them: the same codecs, another spelling. */
export const MODULE_AUDIO_CODECS = ['PCM', 'G.711mu', 'G.711a', 'G.726', 'AAC'] as const;
export type ModuleAudioCodec = (typeof MODULE_AUDIO_CODECS)[number];

/** RTSP modes a network video module accepts. */
export const VIDEO_RTSP_MODES = [0, 1, 2, 3, 4] as const;

/** Network video transport protocol. */
export const NETWORK_VIDEO_PROTOCOLS = [1, 2] as const;

export function isModuleAudioCodec(name: string): name is ModuleAudioCodec {
  return (MODULE_AUDIO_CODECS as readonly string[]).includes(name);
}

/** The module spelling of a descriptor's audio codec (`g711m` → `G.711mu`), position for position. */
export function moduleAudioCodecOf(name: DescriptorAudioCodec): ModuleAudioCodec {
  return MODULE_AUDIO_CODECS[DESCRIPTOR_AUDIO_CODECS.indexOf(name)]!;
}
