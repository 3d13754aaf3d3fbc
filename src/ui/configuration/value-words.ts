import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PathStep } from '../../domain/configuration/model-path';
import { SECRET_MASK, yesNo } from './field-values';
import { genericName } from './model-locator';

const ITEMS = msg({ id: 'value.items', message: '{count, plural, one {# item} other {# items}}' });
const BYTES = msg({ id: 'value.bytes', message: '{count} bytes' });

/** A descriptor with its values, translated (passed by name: the extractor reads only literal descriptors). */
export function withValues(i18n: I18n, descriptor: MessageDescriptor): string {
  return i18n._(descriptor);
}

export function isCrypted(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'crypted' in value && 'value' in value;
}

function looksSecret(key: PathStep | undefined, value: unknown): boolean {
  if (typeof key === 'string' && /password|secret/i.test(key)) return true;
  return isCrypted(value);
}

/**
 * Any value in words when no descriptor knows it: secrets masked, booleans
 * as yes/no, lists of plain values joined, a named thing by its name, bytes
 * by their size, a list of things by their names or their count. Never the
 * model's own notation (JSON): the review opens lists and items into their
 * fields (`expandChange`, `heldValues`) before it gets here.
 */
export function fallbackText(i18n: I18n, key: PathStep | undefined, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (looksSecret(key, value)) return SECRET_MASK;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return yesNo(i18n, value);
  if (typeof value === 'number') return String(value);
  if (value instanceof Uint8Array) return withValues(i18n, { ...BYTES, values: { count: value.length } });
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '—' : new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    // A list of plain values (a device's display modes, an operation's operators) as a list.
    if (value.every((each) => typeof each === 'string' || typeof each === 'number')) return value.join(', ');
    const names = value.map(genericName);
    if (names.every((name) => name !== undefined && name !== '')) return names.join(', ');
    return withValues(i18n, { ...ITEMS, values: { count: value.length } });
  }
  // A thing of the model (the review opens them into their fields before here): by its name, else not said.
  const name = genericName(value);
  return name !== undefined && name !== '' ? name : '—';
}
