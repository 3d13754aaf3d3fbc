import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Configuration } from '../../domain/configuration/configuration';
import type { CryptedString } from '../../domain/configuration/crypted-string';
import { FIELD_PROBLEMS, numberRangeProblem, validateNameLength, type FieldProblem, type FieldProblemCode } from '../../domain/configuration/field-validators';
import type { AnyFieldDescriptor, FieldInput } from './entity-descriptor';
import { FIELD_UNITS } from './field-units';

/** What a text-like control shows for a value. */
export function fieldText(input: FieldInput, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (input.kind === 'sensitive') {
    const secret = value as CryptedString;
    return secret.crypted ? '' : secret.value;
  }
  if (input.kind === 'decimal' && typeof value === 'number' && input.places !== undefined) return value.toFixed(input.places);
  return String(value);
}

export type Parsed = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly problem: FieldProblem };

function refused(code: FieldProblemCode): Parsed {
  return { ok: false, problem: { code, message: FIELD_PROBLEMS[code] } };
}

/**
 * The one message of each kind of number: a port's, a bounded number's
 * ('between {min} and {max}'), else 'please provide a positive integer'.
 */
function outOfRange(input: { readonly min?: number; readonly max?: number; readonly port?: boolean }): Parsed {
  if (input.port === true) return refused('FIELD.INVALID_PORT');
  if (input.min !== undefined && input.max !== undefined) return { ok: false, problem: numberRangeProblem(input.min, input.max) };
  return refused('FIELD.POSITIVE_INTEGER');
}

/** What a typed text means for the field's value type; a number that is not one is a problem, not a value. */
export function parseFieldText(input: FieldInput, text: string): Parsed {
  const trimmed = text.trim();
  if (input.kind === 'integer' || input.kind === 'decimal') {
    if (trimmed === '') return refused('FIELD.REQUIRED');
    const value = input.kind === 'integer' ? (/^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN) : Number(trimmed.replace(',', '.'));
    const outside = (input.min !== undefined && value < input.min) || (input.max !== undefined && value > input.max);
    if (!Number.isFinite(value) || !Number.isSafeInteger(Math.trunc(value)) || outside) return input.kind === 'integer' ? outOfRange(input) : refused('FIELD.POSITIVE_INTEGER');
    return { ok: true, value };
  }
  // A name longer than the forms accept is shown with its problem and never committed (nothing typed is lost or cut).
  // `maxLength` is set by `nameField` only: its limit is NAME_MAX_LENGTH, which the message names.
  if ('maxLength' in input && input.maxLength !== undefined && validateNameLength(text) !== null) return refused('FIELD.NAME_TOO_LONG');
  return { ok: true, value: text };
}

/**
 * What a text typed into a configuration form's field means for the draft:
 * a value whenever the model can hold it (a number outside the field's
 * bounds, a name too long, an address that is none: the draft keeps it and
 * its problem is the domain's rule, listed and blocking the save), refused
 * only when it can be no value at all (no number in a number field, nothing
 * in it). The form's refusal is held by the workspace as a problem too.
 */
export function readFieldText(input: FieldInput, text: string): Parsed {
  if (input.kind !== 'integer' && input.kind !== 'decimal') return { ok: true, value: text };
  const trimmed = text.trim();
  if (trimmed === '') return refused('FIELD.REQUIRED');
  const value = input.kind === 'integer' ? (/^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN) : Number(trimmed.replace(',', '.'));
  if (!Number.isFinite(value) || !Number.isSafeInteger(Math.trunc(value))) return input.kind === 'integer' ? outOfRange(input) : refused('FIELD.POSITIVE_INTEGER');
  return { ok: true, value };
}

// A descriptor with values, passed by name (the extractor reads only literal descriptors).
const translated = (i18n: I18n, descriptor: MessageDescriptor): string => i18n._(descriptor);

/** Secrets are never shown, in the review either. */
export const SECRET_MASK = '••••';

const YES = msg({ id: 'value.yes', message: 'yes' });
const NO = msg({ id: 'value.no', message: 'no' });
const BYTES = msg({ id: 'value.bytes', message: '{count} bytes' });

/** A boolean in words: "yes" or "no". */
export function yesNo(i18n: I18n, value: boolean): string {
  return i18n._(value ? YES : NO);
}

/**
 * A value in words for the review: booleans as yes/no, secrets masked, units
 * after numbers, select options by their label, binary data by its size.
 */
export function describeFieldValue(i18n: I18n, field: AnyFieldDescriptor, value: unknown, configuration: Configuration): string {
  if (value === undefined || value === null) return '—';
  if (field.describe) return field.describe(value, configuration);
  const { input } = field;
  switch (input.kind) {
    case 'sensitive':
      return SECRET_MASK;
    case 'boolean':
      return yesNo(i18n, Boolean(value));
    case 'select': {
      const option = input.options(configuration).find((each) => Object.is(each.value, value));
      return option ? (option.label ? i18n._(option.label) : (option.text ?? String(value))) : String(value);
    }
    case 'binary':
      return value instanceof Uint8Array ? translated(i18n, { ...BYTES, values: { count: value.length } }) : '—';
    case 'read-only':
      return input.format ? input.format(value) : String(value);
    default: {
      const text = fieldText(input, value);
      return field.unit ? `${text} ${i18n._(FIELD_UNITS[field.unit])}` : text;
    }
  }
}
