import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Configuration } from '../../domain/configuration/configuration';
import type { ModelChange } from '../../domain/configuration/model-change';
import { formatModelPath, type ModelPath } from '../../domain/configuration/model-path';
import { fieldLabel, holderOf, keyText, readAt, type ChangeContext } from './change-context';
import { describeFieldValue } from './field-values';
import { fieldId } from './field-id';
import { HELD_SHOWN, heldPlaces, type HeldValue } from './held-values';
import { itemPosition } from './item-position';
import { fieldOf, genericName, itemName, locate, type ModelLocation } from './model-locator';
import { pageUrl, type PageEntry } from './page-entry';
import { referenceText } from './reference-words';
import { fallbackText } from './value-words';
import { momentText } from './words/moment-words';
import { rangeTypeText } from './words/range-type-words';
import { deviceSettingText } from './words/setting-values';
import { ioSettingText } from './words/io-words';

export type { HeldValue } from './held-values';

/** One pending change named as a person names it: "SMTP servers › Relay › Port: 25 → 587". */
export interface ChangeDescription {
  readonly kind: ModelChange['kind'];
  /** The kind of entity, translated ("Store"); the model's label of the list when no descriptor knows it. */
  readonly entity: string;
  /** The page that edits it, by its title ("SMTP servers"): where the change is, before the item. */
  readonly page?: string;
  /** The item's name (text from the configuration, never HTML), when the change is within an item. */
  readonly item?: string;
  /** The item's place in its list (from 1) when another item of that list has the same name: how the two are told apart. */
  readonly position?: number;
  /** Which item the change is in (its identified model path): changes of two items of one name are never one group. */
  readonly itemKey?: string;
  /** The field, translated ("Path"); the places below it in the page's words. Absent for a whole item added or removed. */
  readonly field?: string;
  readonly before: string;
  readonly after: string;
  /** What an added or removed item holds, in words (at most HELD_SHOWN). */
  readonly held?: readonly HeldValue[];
  /** How many values it holds beyond `held`. */
  readonly heldMore?: number;
  /** Where to edit it: the page's URL, the item and the field's control id. */
  readonly link?: { readonly to: string; readonly item?: string; readonly hash?: string };
}

const UNNAMED = msg`(no name)`;
const CONFIGURATION = msg`Configuration`;

function entityLabel(i18n: I18n, location: ModelLocation, change: ModelChange, pages: readonly PageEntry[]): string {
  if (location.entity) return i18n._(location.entity.singular);
  if (location.value) return i18n._(location.value.field.label);
  const first = change.path[0];
  return typeof first === 'string' ? keyText(i18n, first, pages) : i18n._(CONFIGURATION);
}

/**
 * A value in words: the device editor's words for settings stored as codes,
 * an io's flags and direction, a calendar moment's weekday or month, an
 * identifier by the name of what it points at (never an item's own id), the
 * descriptor's formatting (units, options, secrets), else the fallback.
 */
function valueText(context: ChangeContext, location: ModelLocation, path: ModelPath, value: unknown): string {
  const { i18n } = context;
  const lastKey = path.at(-1);
  const holder = holderOf(context, path.slice(0, -1));
  const known = location.rest.length === 0 ? (fieldOf(location) ?? location.value?.field) : undefined;
  const ownId = lastKey === 'id' && typeof path.at(-2) !== 'string';
  const reference = holder && typeof value === 'string' && !ownId ? referenceText(i18n, holder, value) : undefined;
  const words = (holder ? deviceSettingText(i18n, path, value, holder) : undefined) ?? ioSettingText(i18n, lastKey, value, readAt(context, path.slice(0, -1))) ?? momentText(i18n, path, value) ?? rangeTypeText(i18n, path, value) ?? reference;
  if (words !== undefined) return words;
  return known && holder ? describeFieldValue(i18n, known, value, holder) : fallbackText(i18n, lastKey, value);
}

/** What an added or removed item at `path` holds, each value labelled below the item's own label. */
function held(context: ChangeContext, path: ModelPath, value: unknown, ownLabel: string | undefined): { held: HeldValue[]; heldMore?: number } {
  const places = heldPlaces(path, value);
  const prefix = ownLabel === undefined ? undefined : `${ownLabel} › `;
  const values = places.slice(0, HELD_SHOWN).map((place) => {
    const location = locate(place.path, context.pages);
    const label = fieldLabel(context, location, place.path) ?? '';
    return { field: prefix && label.startsWith(prefix) ? label.slice(prefix.length) : label, value: valueText(context, location, place.path, place.value) };
  });
  return places.length > HELD_SHOWN ? { held: values, heldMore: places.length - HELD_SHOWN } : { held: values };
}

/** The first identified item along an unknown path (a filter, for a change deep in it): its path and name. */
function genericItem(path: ModelPath, context: ChangeContext): { readonly path: ModelPath; readonly name?: string } | undefined {
  for (let length = 1; length <= path.length; length += 1) {
    if (typeof path[length - 1] !== 'object') continue;
    const at = path.slice(0, length);
    return { path: at, name: genericName(readAt(context, at)) };
  }
  return undefined;
}

/**
 * A change of the review in words, from the page table's descriptors: the
 * page and the entity's kind, the item's name (and its place when another
 * item has the same name), the field's label and the places below it,
 * before and after; an added or removed item with what it holds. Secrets
 * are never shown, nor the model's keys or notation. `configuration` is the
 * draft; `base` names items the draft no longer holds.
 */
export function describeChange(i18n: I18n, change: ModelChange, pages: readonly PageEntry[], configuration: Configuration | undefined, base?: Configuration): ChangeDescription {
  const location = locate(change.path, pages);
  const added = change.kind === 'added';
  const whole = change.kind === 'changed' ? undefined : added ? change.after : change.before;
  const context: ChangeContext = { i18n, pages, configuration, base, ...(change.kind === 'changed' ? {} : { own: { path: change.path, value: whole } }) };
  const entity = entityLabel(i18n, location, change, pages);
  const page = location.page ? i18n._(location.page.title ?? location.page.label) : undefined;
  const named = (name: string | undefined) => (name === undefined ? undefined : name === '' ? i18n._(UNNAMED) : name);
  const link = location.page ? { to: pageUrl(location.page), item: location.itemId, hash: location.itemPath ? fieldId(change.path) : undefined } : undefined;
  const generic = location.entity ? undefined : genericItem(change.path, context);
  const itemPath = location.itemPath ?? generic?.path;
  const place = {
    ...(page === undefined ? {} : { page }),
    ...(itemPath === undefined ? {} : { itemKey: formatModelPath(itemPath) }),
    ...(location.entity && location.itemPath ? withPosition(itemPosition(location.entity, location.itemPath, location.fieldKey === undefined ? whole : undefined, configuration, base)) : {}),
  };

  // A whole item added or removed: named by itself, with what it holds.
  if (change.kind !== 'changed' && location.entity && location.fieldKey === undefined) {
    const item = named(location.entity.nameOf(whole)) ?? '';
    return { kind: change.kind, entity, item, ...place, before: added ? '' : item, after: added ? item : '', ...held(context, change.path, whole, undefined), link };
  }
  const item = named(location.entity ? itemName(location, configuration, base) : generic?.name);
  const field = fieldLabel(context, location, change.path);
  if (change.kind !== 'changed') {
    // An item of a nested list (a calendar's range, a filter's zone): its name, and what it holds.
    const value = genericName(whole) ?? '';
    return { kind: change.kind, entity, item, ...place, field, before: added ? '' : value, after: added ? value : '', ...held(context, change.path, whole, field), link };
  }
  // A single value (the exportation store) is its own field: named by its label on its page.
  const label = field ?? (location.value ? entity : undefined);
  return { kind: change.kind, entity, item, ...place, field: label, before: valueText(context, location, change.path, change.before), after: valueText(context, location, change.path, change.after), link };
}

function withPosition(position: number | undefined): { position?: number } {
  return position === undefined ? {} : { position };
}
