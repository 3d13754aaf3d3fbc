import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Configuration } from '../../../domain/configuration/configuration';
import { allowedStreamSettings, type AllowedStreamSettings } from '../../../domain/configuration/device/allowed-settings';
import type { Device } from '../../../domain/configuration/device/device';
import type { AnyVideoModule } from '../../../domain/configuration/device/video-module';
import { valueAt, type ModelPath } from '../../../domain/configuration/model-path';
import { FIELD_UNITS } from '../field-units';
import { channelWords, DEVICE_KIND_WORDS, displayModeWords, PROTOCOL_WORDS, qualityWords, rotationWords, RTSP_MODE_WORDS, streamWords } from './setting-words';

/** What the device's descriptor allows for a stream with its codec; undefined when the descriptor does not say. */
function streamSettings(device: Device, module: AnyVideoModule): AllowedStreamSettings | undefined {
  if (!device.descriptor) return undefined;
  try {
    return allowedStreamSettings(device.descriptor, module.channel, module.stream, module.codec);
  } catch {
    // A channel the descriptor does not have: no levels to rank by.
    return undefined;
  }
}

/**
 * A device setting's value in the device editor's words, for the review of
 * the changes: the device's kind, display modes, rotations, qualities
 * (ranked among the levels the device's descriptor offers for the stream's
 * codec, as the editor ranks them), RTSP modes and protocols, bitrates and
 * a PTZ module's time release with their unit, and channels and streams
 * counted from 1. Undefined for any
 * other field (or a value that is no number), which keeps its own text.
 */
export function deviceSettingText(i18n: I18n, path: ModelPath, value: unknown, configuration: Configuration): string | undefined {
  if (path[0] !== 'devices' || typeof value !== 'number') return undefined;
  const key = path.at(-1);
  const words = (descriptor: MessageDescriptor) => i18n._(descriptor);
  if (path.length === 3 && key === 'displayMode') return words(displayModeWords(value));
  if (path.length === 3 && key === 'type') {
    const kind = DEVICE_KIND_WORDS[value];
    return kind ? words(kind) : undefined;
  }
  if (key === 'channel') return words(channelWords(value));
  // The editor's units: a PTZ module's time release, an audio module's bitrate.
  if (path.length === 4 && path[2] === 'ptz' && key === 'timeRelease') return `${value} ${words(FIELD_UNITS.s)}`;
  if (path.length === 5 && (path[2] === 'audioInputs' || path[2] === 'audioOutputs') && key === 'bitrate') return `${value} ${words(FIELD_UNITS['kbit/s'])}`;
  if (path.length !== 5 || path[2] !== 'videos') return undefined;
  if (key === 'stream') return words(streamWords(value));
  if (key === 'rotation') return words(rotationWords(value));
  if (key === 'rtspMode' || key === 'protocol') {
    const mode = (key === 'rtspMode' ? RTSP_MODE_WORDS : PROTOCOL_WORDS)[value];
    return mode ? words(mode) : undefined;
  }
  // The editor's unit after the bitrates.
  if (key === 'maxBitrate' || key === 'cbrBitrate') return `${value} ${words(FIELD_UNITS['kbit/s'])}`;
  if (key !== 'quality' && key !== 'vbrQuality') return undefined;
  const device = valueAt(configuration, path.slice(0, 2)) as Device | undefined;
  const module = valueAt(configuration, path.slice(0, 4)) as AnyVideoModule | undefined;
  const codec = device && module ? streamSettings(device, module)?.codec : undefined;
  return words(qualityWords(value, (key === 'quality' ? codec?.qualities : codec?.vbrQualities) ?? []));
}
