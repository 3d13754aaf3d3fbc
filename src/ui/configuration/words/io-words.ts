import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IoDirection, IoFlag, ioFlagNames, type IoFlagName } from '../../../domain/configuration/io';
import { IO_BEHAVIOUR_CHOICES } from '../../configuration/io-behaviour-fields';

/** The Inputs and outputs tab's two-way choices of an io's contact and behaviour: the words of the bit cleared, then set. */
const IO_FLAG_CHOICES = IO_BEHAVIOUR_CHOICES;

/** The bits the appliance sets and the console only reads (section 3), when set. */
const FIXED_FLAG_WORDS = {
  virtual: msg`Virtual`,
  optional: msg`Optional`,
  logicConfigurable: msg`Logic configurable`,
  directionConfigurable: msg`Direction configurable`,
} as const satisfies Partial<Record<IoFlagName, MessageDescriptor>>;

const OTHER_BITS = msg`Other bits ({bits})`;
const DIRECTION_WORDS: Readonly<Record<number, MessageDescriptor>> = { [IoDirection.input]: msg`Input`, [IoDirection.output]: msg`Output` };

const KNOWN_BITS = Object.values(IoFlag).reduce((bits, bit) => bits | bit, 0);

/**
 * An io's `flags` in words, for the review: the fixed bits that are set,
 * then the contact and the behaviour as the Inputs and outputs tab's choices
 * say them ("Logic configurable, Normally closed (NC), Bistable"), then any
 * bit the specification does not name, as a number.
 */
function ioFlagsText(i18n: I18n, flags: number): string {
  const set = new Set(ioFlagNames(flags));
  const words = (Object.keys(FIXED_FLAG_WORDS) as (keyof typeof FIXED_FLAG_WORDS)[]).filter((name) => set.has(name)).map((name) => i18n._(FIXED_FLAG_WORDS[name]));
  for (const [name, { choices }] of Object.entries(IO_FLAG_CHOICES) as [keyof typeof IO_FLAG_CHOICES, (typeof IO_FLAG_CHOICES)[keyof typeof IO_FLAG_CHOICES]][]) {
    words.push(i18n._(choices[set.has(name) ? 1 : 0]));
  }
  const other = flags & ~KNOWN_BITS;
  // A descriptor with values, passed by name (the extractor reads only literal descriptors).
  const others: MessageDescriptor = { ...OTHER_BITS, values: { bits: other } };
  if (other !== 0) words.push(i18n._(others));
  return words.join(', ');
}

function isIo(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { flags?: unknown }).flags === 'number' && typeof (value as { direction?: unknown }).direction === 'number';
}

/**
 * The value of an io's `flags` or `direction` in words (`io` is the io that
 * holds it, from the draft or the base); undefined for any other field.
 */
export function ioSettingText(i18n: I18n, key: unknown, value: unknown, io: unknown): string | undefined {
  if (typeof value !== 'number' || !isIo(io)) return undefined;
  if (key === 'flags') return ioFlagsText(i18n, value);
  if (key === 'direction') {
    const words = DIRECTION_WORDS[value];
    return words ? i18n._(words) : undefined;
  }
  return undefined;
}
