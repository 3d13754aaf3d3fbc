import { generateGuid, type GuidGenerator } from '../guid';
import { createModuleBase, type ModuleBase } from './module-base';

/** Fields shared by local and network video modules: one stream of one channel. */
export interface VideoFields {
  readonly channel: number;
  readonly stream: number;
  readonly port: number;
  /** One of VIDEO_CODECS for a known device; kept as read otherwise. */
  readonly codec: string;
  readonly resolution: string;
  readonly rotation: number;
  readonly quality: number;
  readonly fps: number;
  readonly gov: number;
  readonly maxBitrate: number;
  readonly vbr: boolean;
  readonly vbrQuality: number;
  readonly cbrBitrate: number;
  readonly cbrFrameratePriority: boolean;
  /** A still image the analysis compares against; absent when none was taken. */
  readonly referenceImage?: Uint8Array;
  /** Meaningful on a channel's first stream only (see video-channel.ts). */
  readonly useSecondStream: boolean;
  /** Meaningful on a channel's first stream only (see video-channel.ts). */
  readonly rebuildSecondStream: boolean;
}

export interface VideoModule extends ModuleBase, VideoFields {
  readonly type: 'video';
}

export interface NetworkVideoModule extends ModuleBase, VideoFields {
  readonly type: 'network-video';
  /** 1 or 2 (NETWORK_VIDEO_PROTOCOLS). */
  readonly protocol: number;
  readonly request: string;
  /** 0 to 4 (VIDEO_RTSP_MODES). */
  readonly rtspMode: number;
  readonly rtspWebsocket: boolean;
  readonly rtspKeepalive: boolean;
}

/** Any module a device lists under `videos`. */
export type AnyVideoModule = VideoModule | NetworkVideoModule;

const VIDEO_DEFAULTS: VideoFields = {
  channel: 0,
  stream: 0,
  port: 554,
  codec: 'h264',
  resolution: '',
  rotation: 0,
  quality: 0,
  fps: 0,
  gov: 0,
  maxBitrate: 0,
  vbr: false,
  vbrQuality: 0,
  cbrBitrate: 0,
  cbrFrameratePriority: false,
  useSecondStream: false,
  rebuildSecondStream: false,
};

export function createVideoModule(fields: Partial<Omit<VideoModule, 'type'>> = {}, newGuid: GuidGenerator = generateGuid): VideoModule {
  return { ...createModuleBase(fields, newGuid), ...VIDEO_DEFAULTS, ...fields, type: 'video' };
}

export function createNetworkVideoModule(
  fields: Partial<Omit<NetworkVideoModule, 'type'>> = {},
  newGuid: GuidGenerator = generateGuid,
): NetworkVideoModule {
  return {
    ...createModuleBase(fields, newGuid),
    ...VIDEO_DEFAULTS,
    protocol: 1,
    request: '',
    rtspMode: 0,
    rtspWebsocket: false,
    rtspKeepalive: true,
    ...fields,
    type: 'network-video',
  };
}
