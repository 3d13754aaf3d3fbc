import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Units shown after a number field, translated ('days' is 'jours'). */
export const FIELD_UNITS = {
  ms: msg({ id: 'unit.ms', message: 'ms' }),
  s: msg({ id: 'unit.s', message: 's' }),
  min: msg({ id: 'unit.min', message: 'min' }),
  h: msg({ id: 'unit.h', message: 'h' }),
  days: msg({ id: 'unit.days', message: 'days' }),
  kB: msg({ id: 'unit.kB', message: 'kB' }),
  MB: msg({ id: 'unit.MB', message: 'MB' }),
  GB: msg({ id: 'unit.GB', message: 'GB' }),
  'kbit/s': msg({ id: 'unit.kbps', message: 'kbit/s' }),
  '%': msg({ id: 'unit.percent', message: '%' }),
} as const satisfies Record<string, MessageDescriptor>;

export type FieldUnit = keyof typeof FIELD_UNITS;
