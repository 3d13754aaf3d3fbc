import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Configuration } from '../../domain/configuration/configuration';
import type { EntityDescriptor } from './entity-descriptor';

/** What a cell holds: text, a number, a yes/no, a translated word, or nothing (shown as a dash). */
export type CellValue = string | number | boolean | MessageDescriptor | undefined;

/**
 * One column of a list page's table, after the name column (which every page
 * has, from the descriptor's `nameOf` and `markers`). Declared next to the
 * page's descriptor with `columnsOf<Entity>()`, so that a column naming a key
 * the entity lacks, or a key whose value is no plain value, fails to compile.
 */
export interface ListColumn<T> {
  /** Stable key: the sort's, the cells' test ids. */
  readonly id: string;
  readonly header: MessageDescriptor;
  /** Numbers are right-aligned and sorted as numbers. */
  readonly numeric?: boolean;
  /** The cell's value; also what the column sorts on, unless `sort` says otherwise. */
  value(item: T, configuration: Configuration): CellValue;
  /** What the column sorts on when the words shown would sort wrongly ("30 days" after "100 days"). */
  sort?(item: T, configuration: Configuration): string | number | boolean | undefined;
  /** The list's key column: shown beside the name on a phone, where the others are left to the item's form. */
  readonly key?: boolean;
}

/** The keys of T whose values a cell can show as they are. */
type PlainKeys<T> = { [K in keyof T]-?: T[K] extends string | number | boolean | undefined ? K : never }[keyof T] & string;

interface ColumnOptions<V> {
  /** The column's title; the field's label in the descriptor otherwise. */
  readonly header?: MessageDescriptor;
  /** Whether the column holds numbers; by default, whether the field is edited as a number. */
  readonly numeric?: boolean;
  /** Words for the value (a code named, a unit added); the value as it is otherwise. */
  readonly format?: (value: V, configuration: Configuration) => CellValue;
}

export type ColumnBuilders<T> = ReturnType<typeof columnsOf<T>>;

/** Column builders typed against the descriptor's entity: `const column = columnsOf(smtpServerDescriptor)`. */
function columnsOf<T>(descriptor: EntityDescriptor<T>) {
  return {
    /** A field of the entity, titled with its label, shown as it is or through `format`. */
    field<K extends PlainKeys<T>>(key: K, options: ColumnOptions<T[K]> = {}): ListColumn<T> {
      const format = options.format;
      const field = descriptor.fields[key];
      const header = options.header ?? field.label;
      if (!header) throw new Error(`the column ${key} needs a header`);
      const raw = (item: T) => item[key] as string | number | boolean | undefined;
      const numeric = options.numeric ?? ('input' in field && (field.input.kind === 'integer' || field.input.kind === 'decimal'));
      return {
        id: key,
        header,
        numeric,
        value: format ? (item, configuration) => format(item[key], configuration) : raw,
        sort: raw,
      };
    },
    /** A value computed from the item and the configuration (a count, who uses it). */
    computed(id: string, header: MessageDescriptor, value: (item: T, configuration: Configuration) => CellValue, options: { readonly numeric?: boolean } = {}): ListColumn<T> {
      return { id, header, numeric: options.numeric, value };
    },
  };
}

function isMessage(value: CellValue): value is MessageDescriptor {
  return typeof value === 'object';
}

/** A cell's value as text in the user's language ('' for nothing). */
export function cellText(i18n: I18n, value: CellValue): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? i18n._(YES) : i18n._(NO);
  if (typeof value === 'number') return i18n.number(value);
  if (isMessage(value)) return i18n._(value);
  return value;
}

/** What a column sorts on: numbers (and yes/no) as numbers, the rest as the text shown; nothing sorts first. */
export function sortKey(i18n: I18n, value: CellValue): string | number {
  if (value === undefined) return -Infinity;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return cellText(i18n, value);
}

const YES = msg`Yes`;
const NO = msg`No`;

/** A coded value in words, from a select field's options; another value shown as it is. */
export function optionWords<V>(options: readonly { readonly value: V; readonly label?: MessageDescriptor; readonly text?: string }[]) {
  return (value: V | undefined): CellValue => {
    const option = options.find((each) => each.value === value);
    return option?.label ?? option?.text ?? (value === undefined ? undefined : String(value));
  };
}

/**
 * What a list page shows, declared next to its descriptor (`store.list.ts`):
 * the entity, the table's columns after the name, the create button's words
 * and the empty detail's hint. The page hands it to ListDetailLayout.
 */
export interface ListPage<T> {
  readonly descriptor: EntityDescriptor<T>;
  readonly columns: readonly ListColumn<T>[];
  /** The create button's words, also the history's ("New contact"). */
  readonly newLabel: MessageDescriptor;
  /** What the detail says while no item is open ("Select a contact to edit it, or add one."). */
  readonly hint: MessageDescriptor;
}

/** A list page, its columns declared with the descriptor's builders: `listPage(contactDescriptor, { columns: (column) => [column.field('mail')], … })`. */
export function listPage<T>(
  descriptor: EntityDescriptor<T>,
  page: Omit<ListPage<T>, 'descriptor' | 'columns'> & {
    columns(column: ColumnBuilders<T>): readonly ListColumn<T>[];
    /** The id of the column kept beside the name on a phone (the store's retention, a contact's mail): what a person looks for in the list. */
    readonly key: string;
  },
): ListPage<T> {
  const columns = page.columns(columnsOf(descriptor));
  if (!columns.some((column) => column.id === page.key)) throw new Error(`the key column ${page.key} is not a column of the list`);
  return { descriptor, newLabel: page.newLabel, hint: page.hint, columns: columns.map((column) => (column.id === page.key ? { ...column, key: true } : column)) };
}
