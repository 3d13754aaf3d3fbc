import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnyVideoModule } from '../../../domain/configuration/device/video-module';
import type { NestedLabel, NestedLabels } from '../entity-descriptor';
import { channelWords, streamWords } from './setting-words';
import { STREAM_FIELD_LABELS } from './stream-fields';

/**
 * The labels of the device editor's module controls (channels, inputs and
 * outputs, pan-tilt-zoom), one table for the editor's panels and for the
 * review, which names a change below a device with them:
 * "Video streams › Stream 1 › Quality".
 */
export const MODULE_LABELS = {
  name: msg`Name`,
  channel: msg`Channel`,
  stream: msg`Stream`,
  channelName: msg`Channel name`,
  useSecondStream: msg`Use the second stream`,
  rebuildSecondStream: msg`Rebuild the second stream from the first`,
  logic: msg`Logical (on/off) signal`,
  timeRelease: msg`Time release`,
  useRemotePreset: msg`Use the device's presets`,
  useRemoteGuardtour: msg`Use the device's guard tours`,
  recordingStore: msg`Recording store`,
  defaultProfile: msg`Default profile`,
  forceProfileS: msg`Force profile S`,
  onvifChannels: msg`ONVIF channels`,
} as const satisfies Record<string, MessageDescriptor>;

const L = MODULE_LABELS;

/** The Audio tab's labels of an audio module's settings and of the SIP audio module. */
export const AUDIO_LABELS = {
  codec: msg`Codec`,
  frequency: msg`Frequency (Hz)`,
  bitrate: msg`Bitrate`,
  channels: msg`Audio channels`,
} as const satisfies Record<string, MessageDescriptor>;

export const SIP_LABELS = {
  port: msg`SIP port`,
  audioIn: msg`SIP audio input`,
  audioOut: msg`SIP audio output`,
} as const satisfies Record<string, MessageDescriptor>;

/** The PTZ tab's words for the pan-tilt-zoom capabilities a channel's descriptor announces. */
export const PTZ_CAPABILITY_LABELS = {
  relative: msg`Relative moves`,
  continuous: msg`Continuous moves`,
  absolute: msg`Absolute positions`,
  preposition: msg`Presets`,
  center: msg`Centre on a point`,
  zone: msg`Zoom on a zone`,
} as const satisfies Record<string, MessageDescriptor>;

/** A module's store reference, chosen as one store or "Not recorded" (store-choice.tsx). */
const STORE: NestedLabel = { label: L.recordingStore, fields: { use: msg`Recorded`, id: msg`Store` } };

const IO: NestedLabels = { item: (_, io) => named(io), fields: { name: L.name, logic: L.logic } };

function named(item: unknown): readonly string[] | undefined {
  const name = (item as { readonly name?: unknown } | null)?.name;
  return typeof name === 'string' && name !== '' ? [name] : undefined;
}

/**
 * A stream as the Video tab heads it, "Stream 1", after its channel
 * ("Channel 2") when the device has more than one.
 */
function streamItem(i18n: Parameters<NonNullable<NestedLabels['item']>>[0], item: unknown, list: readonly unknown[]): readonly string[] | undefined {
  const module = item as AnyVideoModule | undefined;
  if (typeof module?.stream !== 'number') return undefined;
  const channels = new Set(list.map((each) => (each as AnyVideoModule).channel));
  const stream = i18n._(streamWords(module.stream));
  return channels.size > 1 ? [i18n._(channelWords(module.channel)), stream] : [stream];
}

/** The places below a device's fields, by the device descriptor's key. */
export const DEVICE_MODULE_LABELS = {
  videos: {
    item: (i18n, item, { list }) => streamItem(i18n, item, list),
    fields: { ...STREAM_FIELD_LABELS, name: L.channelName, channel: L.channel, stream: L.stream, useSecondStream: L.useSecondStream, rebuildSecondStream: L.rebuildSecondStream, store: STORE },
  },
  audio: { item: (_, item) => named(item), fields: { ...AUDIO_LABELS, name: L.name, channel: L.channel, store: STORE } },
  sip: { fields: { ...SIP_LABELS, name: L.name, store: STORE } },
  // The capabilities' pan-tilt-zoom, below a channel of the descriptor's video, in the PTZ tab's words.
  descriptor: { fields: { video: { fields: { channels: { fields: { ptz: { label: msg`Pan, tilt and zoom`, fields: PTZ_CAPABILITY_LABELS } } } } } } },
  ptz: { fields: { name: L.name, channel: L.channel, timeRelease: L.timeRelease, useRemotePreset: L.useRemotePreset, useRemoteGuardtour: L.useRemoteGuardtour, store: STORE } },
  io: { fields: { name: L.name, store: STORE, inputs: { label: msg`Inputs`, ...IO }, outputs: { label: msg`Outputs`, ...IO } } },
  connectionStateIO: { fields: { name: L.name, logic: L.logic } },
} as const satisfies Record<string, NestedLabels>;

/** An ONVIF device's own settings (the Connection tab), which other devices do not have. */
export const ONVIF_LABELS = { defaultProfile: L.defaultProfile, forceProfileS: L.forceProfileS, onvifChannels: L.onvifChannels } as const satisfies Record<string, NestedLabel>;
