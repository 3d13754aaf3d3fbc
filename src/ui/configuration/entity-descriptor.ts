import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Configuration } from '../../domain/configuration/configuration';
import type { IoPlace } from '../../domain/configuration/device/io-place';
import type { FieldProblem } from '../../domain/configuration/field-validators';
import type { ModelPath } from '../../domain/configuration/model-path';
import type { FieldGroup } from './field-groups';
import type { FieldUnit } from './field-units';

/** One choice of a select field; `label` is translated, `text` is shown as is (a store's name). */
export interface SelectOption<V> {
  readonly value: V;
  readonly label?: MessageDescriptor;
  readonly text?: string;
}

/** How a field is edited. Each kind goes with one value type (see field-kinds.ts), so a mismatch fails to compile. */
export type FieldInput =
  | { readonly kind: 'text' | 'email' | 'phone' | 'host' | 'path' | 'multiline'; readonly maxLength?: number }
  | { readonly kind: 'sensitive' }
  /** `port`: a TCP/UDP port, whose one message is 'please provide a port between 1 and 65535'. */
  | { readonly kind: 'integer'; readonly min?: number; readonly max?: number; readonly port?: boolean }
  | { readonly kind: 'decimal'; readonly min?: number; readonly max?: number; readonly places?: number }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'select'; options(configuration: Configuration): readonly SelectOption<unknown>[] }
  | { readonly kind: 'binary'; readonly accept?: string }
  | { readonly kind: 'read-only'; format?(value: unknown): string };

export type FieldKind = FieldInput['kind'];

/** Where the field's edit applies: the draft, the entity as it is in it, and the entity's path. */
export interface FieldContext<E> {
  readonly configuration: Configuration;
  readonly entity: E;
  readonly path: ModelPath;
}

/**
 * One field of an entity's form: how it is edited and shown, where it sits,
 * and its rules. Methods (not function properties) so that a descriptor of a
 * precise entity still fits the erased `AnyFieldDescriptor`.
 */
export interface FieldDescriptor<V, E = unknown> {
  readonly input: FieldInput;
  readonly label: MessageDescriptor;
  readonly help?: MessageDescriptor;
  readonly unit?: FieldUnit;
  /** Shown in expert mode only (Alt+Shift+E). */
  readonly expert?: boolean;
  readonly group?: FieldGroup;
  /** Position within its group (lower first); the table's order otherwise. */
  readonly order?: number;
  /** The field's own rule, from the domain's validators (field-validators.ts); run on what was typed. */
  validate?(value: V, entity: E): FieldProblem | null;
  /** True when the field does not apply to this entity (a default SMTP server has no address). */
  hidden?(entity: E, configuration: Configuration): boolean;
  /** Why the field cannot be changed for this entity, or null when it can. */
  readOnly?(entity: E, configuration: Configuration): MessageDescriptor | null;
  /** The edit, when setting the value is more than `setAt` (a default store clears the others). */
  set?(value: V, context: FieldContext<E>): Configuration;
  /** Words for the value, for the review (`describeChange`); the kit formats by kind otherwise. */
  describe?(value: V, configuration: Configuration): string;
  /** A phantom of the value type: keeps `FieldDescriptor<string>` out of a number's slot. */
  readonly valueType?: V;
}

/** A field the form does not show (identifiers, nested lists edited elsewhere); `label` names it in the review, `nested` the places below it. */
export interface HiddenField {
  readonly omitted: true;
  readonly label?: MessageDescriptor;
  readonly nested?: NestedLabels;
}

/**
 * The words of the places below a field that a page edits with its own
 * panels (a device's streams, a group's rights, a calendar's ranges), for
 * the review: "Video streams › Stream 1 › Quality" rather than model keys.
 * The labels are the ones the page's controls show.
 */
export interface NestedLabels {
  /** An item of the nested list as the page names it ("Stream 1", "Input 2"); no words: the step is not named. */
  readonly item?: (i18n: I18n, item: unknown, place: { readonly index: number; readonly list: readonly unknown[]; readonly configuration: Configuration }) => readonly string[] | undefined;
  /** The labels of the keys of each item (or of the value itself), with their own places below them. */
  readonly fields?: Readonly<Record<string, NestedLabel>>;
  /** Words for keys `fields` does not list (a range's `weekday1` is "Monday"). */
  readonly key?: (i18n: I18n, key: string) => string | undefined;
}

/** A key's label, alone or with the words of the places below it; `unnamed`: the key is not named (the item's own words say it). */
export type NestedLabel = MessageDescriptor | (NestedLabels & { readonly label?: MessageDescriptor; readonly unnamed?: boolean });

export type AnyFieldDescriptor = FieldDescriptor<unknown, unknown>;

export function isHiddenField(field: AnyFieldDescriptor | HiddenField): field is HiddenField {
  return 'omitted' in field;
}

/** Where an entity lives: the model path of its list (items by `{ id }`) or of the single entity. */
export type EntityLocation = { readonly list: ModelPath } | { readonly single: ModelPath };

/**
 * How one kind of configuration entity is listed and edited. `fields` is typed
 * against the entity, like the codec tables: a field missing from the table,
 * or a descriptor of the wrong value type, fails to compile.
 */
export interface EntityDescriptor<T> {
  /** Stable key (`store`, `contact`): tests, edits' kinds. */
  readonly kind: string;
  readonly singular: MessageDescriptor;
  readonly plural: MessageDescriptor;
  readonly location: EntityLocation;
  readonly fields: { readonly [K in keyof T]-?: FieldDescriptor<T[K], T> | HiddenField };
  /** The name a person knows the item by (shown as text, never HTML). */
  nameOf(entity: T): string;
  /** A new item with the specification's defaults and a fresh identifier. */
  create?(configuration: Configuration): T;
  /** Adds a created item; appended to the list otherwise. */
  add?(configuration: Configuration, entity: T): Configuration;
  /** Removes an item through the domain's own edit; filtered out of the list by id otherwise. */
  remove?(configuration: Configuration, entity: T): Configuration;
  /** Markers shown beside the name in the list (default, rescue…). */
  markers?(entity: T, configuration: Configuration): readonly MessageDescriptor[];
  /** Labels of keys that only some items have (a gate's own fields, by its type), for the review. */
  readonly otherFields?: Readonly<Record<string, NestedLabel>>;
  /** What an item holds that the search finds too (a device's streams and ios); its named items are found anyway. */
  readonly search?: HeldSearch<T>;
}

/** A named thing an item holds, as the search lists it: it opens the item. */
export interface HeldThing {
  /** One of the kinds of `HeldSearch.kinds`. */
  readonly kind: string;
  readonly name: string;
  readonly id: string;
  /** The name it is listed under (undefined: none); the item's name when left out. */
  readonly context?: string | undefined;
  /** A stream's place in its device, shown beside its name. */
  readonly place?: { readonly channel: number; readonly stream: number };
  /** An io's place on its device, shown beside its name. */
  readonly ioPlace?: IoPlace;
}

/**
 * The named things an item of a kind holds, for the search: a device's
 * streams and ios, a group's users, the gates a template holds.
 */
export interface HeldSearch<T> {
  /** Each held kind's words, which the search lists its results by. */
  readonly kinds: Readonly<Record<string, MessageDescriptor>>;
  /** What one item holds, in order. */
  within(item: T): readonly HeldThing[];
  /** What tells an item apart from another of the same name, shown beside its name (a device's model and address). */
  detail?(item: T): string | undefined;
}

/** A descriptor with its entity type erased, for tables of descriptors (pages, review). */
export interface AnyEntityDescriptor {
  readonly kind: string;
  readonly singular: MessageDescriptor;
  readonly plural: MessageDescriptor;
  readonly location: EntityLocation;
  readonly fields: Readonly<Record<string, AnyFieldDescriptor | HiddenField>>;
  nameOf(entity: unknown): string;
  create?(configuration: Configuration): unknown;
  add?(configuration: Configuration, entity: unknown): Configuration;
  remove?(configuration: Configuration, entity: unknown): Configuration;
  markers?(entity: unknown, configuration: Configuration): readonly MessageDescriptor[];
  readonly otherFields?: Readonly<Record<string, NestedLabel>>;
  readonly search?: HeldSearch<unknown>;
}

/** A value of the configuration that is no entity (the exportation store): one field at one path. */
export interface ValueDescriptor<V> {
  readonly kind: string;
  readonly path: ModelPath;
  readonly field: FieldDescriptor<V, Configuration>;
}

export type AnyValueDescriptor = ValueDescriptor<unknown>;

/** The path of the list or single entity a descriptor edits. */
export function locationPath(location: EntityLocation): ModelPath {
  return 'list' in location ? location.list : location.single;
}

/** The model path of one item: its list's path and `{ id }`, or the single entity's path. */
export function itemPath(location: EntityLocation, id?: string): ModelPath {
  if ('single' in location) return location.single;
  if (id === undefined) throw new Error('an item of a list needs its id');
  return [...location.list, { id }];
}

/** Erases an entity descriptor's type for tables. */
export function anyDescriptor<T>(descriptor: EntityDescriptor<T>): AnyEntityDescriptor {
  return descriptor;
}
