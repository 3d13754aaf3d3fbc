import { startsWith, valueAt, type ModelPath } from '../../domain/configuration/model-path';
import { isHiddenField, type AnyEntityDescriptor, type AnyFieldDescriptor, type AnyValueDescriptor, type HiddenField } from './entity-descriptor';
import { editPath, type PageEntry } from './page-entry';

/** What a model path means for people: the page, the entity's descriptor, the item and the field. */
export interface ModelLocation {
  readonly page?: PageEntry;
  readonly entity?: AnyEntityDescriptor;
  readonly value?: AnyValueDescriptor;
  /** The item's id, for an entity of a list. */
  readonly itemId?: string;
  /** The path of the entity (list path and `{ id }`, or the single entity's path). */
  readonly itemPath?: ModelPath;
  /** The field's key in the entity, and its descriptor when the table has it. */
  readonly fieldKey?: string;
  readonly field?: AnyFieldDescriptor | HiddenField;
  /** Steps below the field (a nested list's item): described by keys. */
  readonly rest: ModelPath;
}

/**
 * Finds which page and descriptor edit the place `path` names (identified
 * paths, `{ id }` steps). The longest matching edit path wins, so a page of a
 * nested entity can take over part of another's.
 */
export function locate(path: ModelPath, pages: readonly PageEntry[]): ModelLocation {
  let best: { page: PageEntry; edit: AnyEntityDescriptor | AnyValueDescriptor; length: number } | undefined;
  for (const page of pages) {
    for (const edit of page.edits) {
      const prefix = editPath(edit);
      if (startsWith(path, prefix) && (!best || prefix.length > best.length)) best = { page, edit, length: prefix.length };
    }
  }
  if (!best) return { rest: path };
  const { page, edit, length } = best;
  if ('path' in edit) return { page, value: edit, field: edit.field, rest: path.slice(length) };
  const isList = 'list' in edit.location;
  const step = path[length];
  if (isList && (step === undefined || typeof step !== 'object')) return { page, entity: edit, rest: path.slice(length) };
  const itemId = isList ? (step as { id: string }).id : undefined;
  const itemLength = isList ? length + 1 : length;
  const key = path[itemLength];
  const fieldKey = typeof key === 'string' ? key : undefined;
  return {
    page,
    entity: edit,
    itemId,
    itemPath: path.slice(0, itemLength),
    fieldKey,
    field: fieldKey === undefined ? undefined : edit.fields[fieldKey],
    rest: path.slice(itemLength + (fieldKey === undefined ? 0 : 1)),
  };
}

/** The name of the item at `itemPath` in the first configuration that holds it (a deleted item is named from the base); none for a single entity. */
export function itemName(location: ModelLocation, ...configurations: readonly unknown[]): string | undefined {
  // A single entity (the network services, the general settings) is its page's: no item to name.
  if (!location.itemPath || (location.entity && 'single' in location.entity.location)) return undefined;
  for (const configuration of configurations) {
    const item = valueAt(configuration, location.itemPath);
    if (item !== undefined) return location.entity ? location.entity.nameOf(item) : genericName(item);
  }
  return undefined;
}

/** An item's `name` when it has one: how unknown entities are named. */
export function genericName(item: unknown): string | undefined {
  const name = typeof item === 'object' && item !== null ? (item as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? name : undefined;
}

/** `limitSize` → `limit size`: a model key for people when no descriptor names it. */
export function humaniseKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
}

export function fieldOf(location: ModelLocation): AnyFieldDescriptor | undefined {
  return location.field && !isHiddenField(location.field) ? location.field : undefined;
}
