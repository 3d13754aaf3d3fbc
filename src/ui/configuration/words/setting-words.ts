import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NATIVE_DEVICE_TYPE, ONVIF_DEVICE_TYPE } from '../../../domain/configuration/device/device';
import type { SelectOption } from '../entity-descriptor';

/**
 * Words for the device settings the document stores as codes. The
 * specification gives the values only (display modes, rotations, qualities,
 * RTSP modes 0 to 4); the words are ours, written down in docs/devices.md,
 * "Words, not codes".
 */

const withValues = (descriptor: MessageDescriptor, values: Record<string, string | number>): MessageDescriptor => ({ ...descriptor, values });

const STANDARD_DISPLAY = msg`Standard`;
const ALTERNATIVE_DISPLAY = msg`Alternative {number}`;

/** Display mode 0 is what every driver gives a new device: "Standard"; the others are the device's alternatives, as it numbers them. */
export function displayModeWords(mode: number): MessageDescriptor {
  return mode === 0 ? STANDARD_DISPLAY : withValues(ALTERNATIVE_DISPLAY, { number: mode });
}

const ROTATIONS: Readonly<Record<number, MessageDescriptor>> = {
  0: msg`No rotation (0°)`,
  90: msg`Quarter turn (90°)`,
  180: msg`Upside down (180°)`,
  270: msg`Three-quarter turn (270°)`,
};
const OTHER_ROTATION = msg`{degrees}°`;

/** A rotation in degrees, in words. */
export function rotationWords(degrees: number): MessageDescriptor {
  return ROTATIONS[degrees] ?? withValues(OTHER_ROTATION, { degrees });
}

const LOWEST = msg`Lowest ({value})`;
const LOW = msg`Low ({value})`;
const MEDIUM = msg`Medium ({value})`;
const HIGH = msg`High ({value})`;
const HIGHEST = msg`Highest ({value})`;
const ONLY = msg`Only level ({value})`;
const LEVEL = msg`Level {rank} of {count} ({value})`;

/** The words of each rank, by the number of levels the device offers; past five, "Level 3 of 8". */
const SCALES: Readonly<Record<number, readonly MessageDescriptor[]>> = {
  1: [ONLY],
  2: [LOW, HIGH],
  3: [LOW, MEDIUM, HIGH],
  4: [LOWEST, LOW, HIGH, HIGHEST],
  5: [LOWEST, LOW, MEDIUM, HIGH, HIGHEST],
};

/**
 * A quality among the levels a codec offers, named by its rank (a larger
 * number is a better picture, as the field's name says), the device's own
 * number kept in brackets so that it can be matched with the camera's page.
 * A value the device does not offer is shown by its number.
 */
export function qualityWords(value: number, levels: readonly number[]): MessageDescriptor {
  const sorted = [...new Set(levels)].sort((a, b) => a - b);
  const rank = sorted.indexOf(value);
  if (rank < 0) return withValues(LEVEL_UNKNOWN, { value });
  const scale = SCALES[sorted.length];
  return withValues(scale ? scale[rank]! : LEVEL, { value, rank: rank + 1, count: sorted.length });
}
const LEVEL_UNKNOWN = msg`Level {value}`;

/** Section 9's RTSP modes of a video stream, 0 to 4. */
/** A device's kind (its `type`), as the devices list's filter says it. */
export const DEVICE_KIND_WORDS: Readonly<Record<number, MessageDescriptor>> = {
  [NATIVE_DEVICE_TYPE]: msg`Native`,
  [ONVIF_DEVICE_TYPE]: msg`ONVIF`,
};

/** A network stream's protocol (section 3: 1 or 2). */
export const PROTOCOL_WORDS: Readonly<Record<number, MessageDescriptor>> = {
  1: msg`RTSP`,
  2: msg`HTTP`,
};

export const RTSP_MODE_WORDS: Readonly<Record<number, MessageDescriptor>> = {
  0: msg`Automatic (the device chooses)`,
  1: msg`UDP`,
  2: msg`TCP (interleaved in RTSP)`,
  3: msg`HTTP tunnel`,
  4: msg`Multicast`,
};

const CHANNEL = msg`Channel {number}`;
const STREAM = msg`Stream {number}`;
const NOT_ON_DEVICE = msg`Channel {number} (not on this device)`;

/** A channel as a person counts it: the document's channel 0 is "Channel 1". */
export function channelWords(channel: number): MessageDescriptor {
  return withValues(CHANNEL, { number: channel + 1 });
}

/** A stream as a person counts it: the document's stream 0 is "Stream 1". */
export function streamWords(stream: number): MessageDescriptor {
  return withValues(STREAM, { number: stream + 1 });
}

/**
 * The channels `0 … count - 1` as choices named "Channel 1 … Channel n"
 * (the document keeps 0-based numbers); a current value outside them is
 * kept as a choice that says so, so the select never shows a bare code.
 */
export function channelOptions(count: number, current?: number): SelectOption<number>[] {
  const options: SelectOption<number>[] = Array.from({ length: Math.max(0, count) }, (_, channel) => ({ value: channel, label: channelWords(channel) }));
  if (current !== undefined && (current < 0 || current >= count || !Number.isInteger(current))) {
    options.push({ value: current, label: withValues(NOT_ON_DEVICE, { number: current + 1 }) });
  }
  return options;
}

/** Options with words for each value, a value outside them kept (shown in words too). */
export function wordOptions(values: readonly number[], words: (value: number) => MessageDescriptor, current?: number): SelectOption<number>[] {
  const all = current === undefined || values.includes(current) ? values : [...values, current];
  return all.map((value) => ({ value, label: words(value) }));
}
