import { DomainError } from '../../domain/shared/domain-error';
import type { Codec } from './codec';
import { leaf } from './leaf';

/** Text, XML-escaped; `<name/>` and `<name></name>` read as ''. */
export function text(): Codec<string> {
  return leaf<string>({ label: 'text', parse: (value) => value, format: (value) => checkString(value) });
}

function checkString(value: unknown): string {
  if (typeof value !== 'string') throw new Error(`expected a string, got ${typeof value}`);
  return value;
}

/** A whole number in decimal digits. */
export function integer(): Codec<number> {
  return leaf<number>({
    label: 'integer',
    parse(value) {
      const trimmed = value.trim();
      if (!/^[-+]?\d+$/.test(trimmed)) throw new Error(`not an integer: '${value}'`);
      const number = Number(trimmed);
      if (!Number.isSafeInteger(number)) throw new Error(`integer out of range: '${value}'`);
      return number;
    },
    format(value) {
      if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${String(value)}`);
      return String(value);
    },
    fromJson: (json) => (typeof json === 'number' && Number.isSafeInteger(json) ? json : integerFromText(json)),
  });
}

function integerFromText(json: unknown): number {
  if (typeof json !== 'string' || !/^[-+]?\d+$/.test(json.trim())) throw new Error('expected an integer');
  return Number(json.trim());
}

/** A number written with a fixed count of decimals (`0.300` with 3 places). */
export function decimal(places: number): Codec<number> {
  const parse = (value: string): number => {
    const trimmed = value.trim();
    if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) throw new Error(`not a number: '${value}'`);
    return Number(trimmed);
  };
  return leaf<number>({
    label: `decimal(${places})`,
    parse,
    format(value) {
      if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`not a finite number: ${String(value)}`);
      return value.toFixed(places);
    },
    fromJson: (json) => (typeof json === 'number' && Number.isFinite(json) ? json : parse(checkString(json))),
  });
}

/** A boolean written 1 or 0. */
export function boolean(): Codec<boolean> {
  return leaf<boolean>({
    label: 'boolean',
    parse(value) {
      const trimmed = value.trim();
      if (trimmed === '1') return true;
      if (trimmed === '0') return false;
      throw new Error(`not a boolean (1 or 0): '${value}'`);
    },
    format(value) {
      if (typeof value !== 'boolean') throw new Error(`not a boolean: ${String(value)}`);
      return value ? '1' : '0';
    },
    fromJson(json) {
      if (typeof json === 'boolean') return json;
      if (json === '1' || json === '0') return json === '1';
      throw new Error('expected a boolean');
    },
  });
}

const LIST_TYPE_ERROR = 'prop type must be number[] or string[]';

function formatList(value: readonly unknown[], kind: 'number' | 'string'): string {
  if (!Array.isArray(value) || !value.every((item) => typeof item === kind && (kind === 'string' || Number.isFinite(item)))) {
    throw new DomainError('CONFIG.LIST_TYPE', LIST_TYPE_ERROR);
  }
  return value.join(',');
}

/** Numbers separated by commas, no spaces (`0,90,180,270`); '' is the empty list. */
export function numberList(): Codec<readonly number[]> {
  const parse = (value: string): readonly number[] => {
    if (value.trim() === '') return [];
    return value.split(',').map((item) => {
      const number = Number(item.trim());
      if (item.trim() === '' || !Number.isFinite(number)) throw new Error(`not a number in the list: '${item}'`);
      return number;
    });
  };
  return leaf<readonly number[]>({
    label: 'number[]',
    parse,
    format: (value) => formatList(value, 'number'),
    fromJson: (json) => (typeof json === 'string' ? parse(json) : checkedList<number>(json, 'number')),
  });
}

/** Strings separated by commas; items cannot contain a comma. */
export function stringList(): Codec<readonly string[]> {
  return leaf<readonly string[]>({
    label: 'string[]',
    parse: (value) => (value === '' ? [] : value.split(',')),
    format(value) {
      const written = formatList(value, 'string');
      if (value.some((item) => item.includes(',') || item === '') && value.length > 1) throw new Error('a list item cannot be empty or contain a comma');
      return written;
    },
    fromJson: (json) => (typeof json === 'string' ? (json === '' ? [] : json.split(',')) : checkedList<string>(json, 'string')),
  });
}

function checkedList<T>(json: unknown, kind: 'number' | 'string'): readonly T[] {
  formatList(json as readonly unknown[], kind);
  return json as readonly T[];
}

/** The fixed `<type>` of a polymorphic subtype (`0` for a daily range, `'and'` for an and gate). */
export function typeTag<V extends number | string>(value: V): Codec<V> {
  return leaf<V>({
    label: `type ${String(value)}`,
    parse(raw) {
      if (raw.trim() !== String(value)) throw new Error(`expected type ${String(value)}, got '${raw}'`);
      return value;
    },
    format(written) {
      if (written !== value) throw new Error(`expected type ${String(value)}, got ${String(written)}`);
      return String(value);
    },
    fromJson(json) {
      if (json !== value && json !== String(value)) throw new Error(`expected type ${String(value)}`);
      return value;
    },
  });
}

/** A whole number restricted to a few values (`nb-streams` is 1 or 2). */
export function enumerated<V extends number>(values: readonly V[]): Codec<V> {
  const check = (number: number): V => {
    if (!(values as readonly number[]).includes(number)) throw new Error(`expected one of ${values.join(', ')}, got ${String(number)}`);
    return number as V;
  };
  return leaf<V>({
    label: `one of ${values.join('|')}`,
    parse(value) {
      const trimmed = value.trim();
      if (!/^[-+]?\d+$/.test(trimmed)) throw new Error(`not an integer: '${value}'`);
      return check(Number(trimmed));
    },
    format: (value) => String(check(value)),
    fromJson: (json) => check(typeof json === 'number' ? json : integerFromText(json)),
  });
}

/**
 * A value that is a number when it reads as one and text otherwise (a
 * template parameter's `value`). Text that looks like a number comes back as
 * that number: the document cannot tell them apart.
 */
export function textOrNumber(): Codec<string | number> {
  const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;
  return leaf<string | number>({
    label: 'text or number',
    parse: (value) => (NUMBER.test(value) && Number.isFinite(Number(value)) ? Number(value) : value),
    format(value) {
      if (typeof value === 'number') {
        if (!Number.isFinite(value)) throw new Error(`not a finite number: ${String(value)}`);
        return String(value);
      }
      return checkString(value);
    },
    fromJson(json) {
      if (typeof json === 'number' || typeof json === 'string') return json;
      throw new Error('expected text or a number');
    },
  });
}
