import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StreamSettingsAnswer } from '../../../application/configuration/allowed-stream-settings.use-case';
import { NETWORK_VIDEO_PROTOCOLS, VIDEO_CODECS, VIDEO_RTSP_MODES } from '../../../domain/configuration/device/codec-names';
import type { Device } from '../../../domain/configuration/device/device';
import { setStreamCodec } from '../../../domain/configuration/device/stream-edits';
import type { AnyVideoModule, NetworkVideoModule } from '../../../domain/configuration/device/video-module';
import { updateAt } from '../../../domain/configuration/model-path';
import type { FieldDescriptor, SelectOption } from '../entity-descriptor';
import { booleanField, integerField, portField, selectField, textField } from '../field-kinds';
import { PROTOCOL_WORDS, qualityWords, rotationWords, RTSP_MODE_WORDS, wordOptions } from './setting-words';

/** Why a stream's settings cannot be chosen: its channel is not in the descriptor. */
const NO_CHANNEL = msg`the device's descriptor has no such channel.`;

type StreamKey = keyof AnyVideoModule | keyof NetworkVideoModule;

export type StreamField = FieldDescriptor<never, Device> & { readonly key: StreamKey };

/** The label of each stream setting, as its control shows it (and the review names it). */
export const STREAM_FIELD_LABELS = {
  codec: msg`Codec`,
  resolution: msg`Resolution`,
  rotation: msg`Rotation`,
  quality: msg`Quality`,
  fps: msg`Frames per second`,
  gov: msg`GOV (frames between key frames)`,
  vbr: msg`Variable bitrate (VBR)`,
  maxBitrate: msg`Maximum bitrate`,
  vbrQuality: msg`VBR quality`,
  cbrBitrate: msg`Constant bitrate`,
  cbrFrameratePriority: msg`Favour the frame rate`,
  protocol: msg`Network protocol`,
  request: msg`Stream request`,
  rtspMode: msg`RTSP mode`,
  rtspWebsocket: msg`RTSP over WebSocket`,
  rtspKeepalive: msg`RTSP keep-alive`,
  port: msg`Port`,
} as const satisfies Partial<Record<StreamKey, MessageDescriptor>>;
const L = STREAM_FIELD_LABELS;

const texts = <V extends string | number>(values: readonly V[]): SelectOption<V>[] => values.map((value) => ({ value, text: String(value) }));

/**
 * The fields of one stream, their choices taken from what the descriptor
 * allows for its channel, stream and codec (GetAllowedStreamSettings): a
 * list the device announces is a choice among its values, a setting it does
 * not restrict is typed, and a value the document holds outside the list is
 * shown as it is (with its problem) until the installer picks another.
 * Picking a codec fits the other settings to it (setStreamCodec), so an
 * invalid combination cannot be entered.
 */
export function streamFields(module: AnyVideoModule, answer: StreamSettingsAnswer): StreamField[] {
  const refused = answer.kind === 'refused';
  const readOnly = refused ? () => NO_CHANNEL : undefined;
  const settings = answer.kind === 'allowed' ? answer.settings : undefined;
  const codec = settings?.codec;
  const fields: StreamField[] = [];
  const add = <V>(key: StreamKey, field: FieldDescriptor<V, Device>) => fields.push({ ...(field as unknown as FieldDescriptor<never, Device>), key });
  const numberChoice = (key: StreamKey, label: MessageDescriptor, values: readonly number[] | undefined, unit?: 'kbit/s', words?: (value: number) => MessageDescriptor) =>
    add(
      key,
      values && values.length > 0
        ? selectField<number, Device>({ label, options: words ? wordOptions(values, words, module[key as keyof AnyVideoModule] as number) : texts(values), readOnly, unit })
        : integerField<Device>({ label, min: 0, readOnly, unit }),
    );

  add('codec', {
    ...selectField<string, Device>({ label: L.codec, options: texts(settings && settings.codecs.length > 0 ? settings.codecs : VIDEO_CODECS), readOnly }),
    set: (value, { configuration, path }) => updateAt(configuration, path, (device) => setStreamCodec(device as Device, module.id, value)),
  });
  add('resolution', codec && codec.resolutions.length > 0 ? selectField<string, Device>({ label: L.resolution, options: texts(codec.resolutions), readOnly }) : textField<Device>({ label: L.resolution, help: msg`Width x height: 1920x1080.`, readOnly }));
  numberChoice('rotation', L.rotation, settings?.rotations, undefined, rotationWords);
  numberChoice('quality', L.quality, codec?.qualities, undefined, (value) => qualityWords(value, codec?.qualities ?? []));
  numberChoice('fps', L.fps, codec?.fps);
  numberChoice('gov', L.gov, codec?.gov);
  add('vbr', booleanField<Device>({
    label: L.vbr,
    readOnly: () => (refused ? NO_CHANNEL : codec && !codec.vbrCbr ? msg`the device fixes the bitrate mode.` : null),
  }));
  const range = (key: 'maxBitrate' | 'cbrBitrate', label: MessageDescriptor, bounds: { min: number; max: number } | undefined) =>
    add(key, integerField<Device>({ label, unit: 'kbit/s', min: 0, readOnly, ...(bounds && bounds.max > 0 ? { min: bounds.min, max: bounds.max, help: rangeHelp(bounds) } : {}) }));
  range('maxBitrate', L.maxBitrate, codec?.maxBitrate);
  if (module.vbr) numberChoice('vbrQuality', L.vbrQuality, codec?.vbrQualities, undefined, (value) => qualityWords(value, codec?.vbrQualities ?? []));
  else {
    range('cbrBitrate', L.cbrBitrate, codec?.cbrBitrate);
    if (!codec || codec.cbrPriority) add('cbrFrameratePriority', booleanField<Device>({ label: L.cbrFrameratePriority, readOnly }));
  }
  if (module.type === 'network-video') {
    add('protocol', selectField<number, Device>({ label: L.protocol, options: NETWORK_VIDEO_PROTOCOLS.map((value) => ({ value, label: PROTOCOL_WORDS[value] })) }));
    add('request', textField<Device>({ label: L.request, help: msg`The path the device serves the stream at: /stream1.` }));
    add('rtspMode', selectField<number, Device>({ label: L.rtspMode, options: VIDEO_RTSP_MODES.map((value) => ({ value, label: RTSP_MODE_WORDS[value] })) }));
    add('rtspWebsocket', booleanField<Device>({ label: L.rtspWebsocket, expert: true }));
    add('rtspKeepalive', booleanField<Device>({ label: L.rtspKeepalive }));
  }
  add('port', portField<Device>({ label: L.port, expert: true }));
  return fields;
}

const RANGE = msg`Between {min} and {max} kbit/s.`;

function rangeHelp(bounds: { min: number; max: number }): MessageDescriptor {
  return { ...RANGE, values: { min: bounds.min, max: bounds.max } };
}
