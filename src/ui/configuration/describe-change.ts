import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Configuration } from '../../domain/configuration/configuration';
import type { ModelChange } from '../../domain/configuration/model-change';
import { valueAt, type ModelPath, type PathStep } from '../../domain/configuration/model-path';
import type { AnyFieldDescriptor, HiddenField, NestedLabel, NestedLabels } from './entity-descriptor';
import { describeFieldValue, SECRET_MASK, yesNo } from './field-values';
import { fieldOf, genericName, humaniseKey, itemName, locate, type ModelLocation } from './model-locator';
import { pageUrl, type PageEntry } from './page-entry';
import { fieldId } from './field-id';
import { modelKeyLabel } from './model-key-labels';
import { referenceText } from './reference-words';
import { momentText } from './words/moment-words';
import { deviceSettingText } from './words/setting-values';
import { ioSettingText } from './words/io-words';

/** One pending change named as a person names it: "Store · Main storage · Path: /a → /b". */
export interface ChangeDescription {
  readonly kind: ModelChange['kind'];
  /** The kind of entity, translated ("Store"); the humanised list key when no descriptor knows it. */
  readonly entity: string;
  /** The item's name (text from the configuration, never HTML), when the change is within an item. */
  readonly item?: string;
  /** The field, translated ("Path"); nested steps humanised after it. Absent for a whole item added or removed. */
  readonly field?: string;
  readonly before: string;
  readonly after: string;
  /** Where to edit it: the page's URL, the item and the field's control id. */
  readonly link?: { readonly to: string; readonly item?: string; readonly hash?: string };
}

const UNNAMED = msg`(no name)`;
const CONFIGURATION = msg`Configuration`;

function looksSecret(key: PathStep | undefined, value: unknown): boolean {
  if (typeof key === 'string' && /password|secret/i.test(key)) return true;
  return typeof value === 'object' && value !== null && 'crypted' in value && 'value' in value;
}

/** Any value in words when no descriptor knows it: secrets masked, booleans as yes/no, short JSON otherwise. */
function fallbackText(i18n: I18n, key: PathStep | undefined, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (looksSecret(key, value)) return SECRET_MASK;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return yesNo(i18n, value);
  if (typeof value === 'number') return String(value);
  // A list of plain values (a device's display modes, an operation's operators) as a list.
  if (Array.isArray(value) && value.every((each) => typeof each === 'string' || typeof each === 'number')) return value.length === 0 ? '—' : value.join(', ');
  const name = genericName(value);
  if (name !== undefined) return name;
  const json = JSON.stringify(value, (_, each: unknown) => (each instanceof Uint8Array ? `${each.length} bytes` : each));
  return json.length > 80 ? `${json.slice(0, 79)}…` : json;
}

function entityLabel(i18n: I18n, location: ModelLocation, change: ModelChange, pages: readonly PageEntry[]): string {
  if (location.entity) return i18n._(location.entity.singular);
  if (location.value) return i18n._(location.value.field.label);
  const first = change.path[0];
  return typeof first === 'string' ? keyText(i18n, first, pages) : i18n._(CONFIGURATION);
}

/** A key no descriptor names, in the model's table of labels (humanised only for a key the model does not have). */
function keyText(i18n: I18n, key: string, pages: readonly PageEntry[]): string {
  return modelKeyLabel(i18n, key, pages) ?? humaniseKey(key);
}

/** A key's label and the words below it, whatever form the table gives them in. */
function labelNode(label: NestedLabel | AnyFieldDescriptor | HiddenField | undefined): (NestedLabels & { readonly label?: MessageDescriptor; readonly unnamed?: boolean }) | undefined {
  if (label === undefined) return undefined;
  if ('omitted' in label) return { label: label.label, ...label.nested };
  if ('input' in label) return { label: label.label };
  return 'item' in label || 'fields' in label || 'label' in label || 'unnamed' in label ? (label as NestedLabels & { readonly label?: MessageDescriptor; readonly unnamed?: boolean }) : { label: label as MessageDescriptor };
}

function isCrypted(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'crypted' in value && 'value' in value;
}

/**
 * The field's label, then the places below it in the page's words
 * ("Video streams › Stream 1 › Quality"), from the table's nested labels;
 * a key no table names is humanised, an encrypted value's parts are not
 * named. Unknown places by their keys after the first.
 */
function fieldLabel(i18n: I18n, location: ModelLocation, path: ModelPath, configurations: readonly (Configuration | undefined)[], pages: readonly PageEntry[]): string | undefined {
  if (location.value) return undefined;
  const entity = location.entity;
  let node = labelNode(location.field ?? (location.fieldKey === undefined ? undefined : entity?.otherFields?.[location.fieldKey]));
  const label = node?.label ? i18n._(node.label) : location.fieldKey === undefined ? undefined : keyText(i18n, location.fieldKey, pages);
  const rest = location.page ? location.rest : location.rest.slice(1);
  const start = path.length - rest.length;
  const parts = label === undefined ? [] : [label];
  rest.forEach((step, offset) => {
    const at = path.slice(0, start + offset);
    const found = configurations.find((configuration) => configuration !== undefined && valueAt(configuration, [...at, step]) !== undefined);
    const parent = found ? valueAt(found, at) : undefined;
    if (typeof step === 'string') {
      if (isCrypted(parent)) return;
      const below = labelNode(node?.fields?.[step]);
      if (!below?.unnamed) parts.push(below?.label ? i18n._(below.label) : (node?.key?.(i18n, step) ?? keyText(i18n, step, pages)));
      node = below;
      return;
    }
    if (!node?.item || !found || !Array.isArray(parent)) return;
    const index = typeof step === 'number' ? step : parent.findIndex((each: unknown) => (each as { readonly id?: unknown } | null)?.id === step.id);
    if (index < 0) return;
    parts.push(...(node.item(i18n, parent[index], { index, list: parent, configuration: found }) ?? []));
  });
  return parts.length > 0 ? parts.join(' › ') : undefined;
}

/**
 * A change of the review in words, from the page table's descriptors: the
 * entity's kind, the item's name, the field's label, before and after.
 * Unknown places fall back to humanised keys; secrets are never shown.
 * `configuration` is the draft; `base` names items the draft no longer holds.
 */
export function describeChange(i18n: I18n, change: ModelChange, pages: readonly PageEntry[], configuration: Configuration | undefined, base?: Configuration): ChangeDescription {
  const location = locate(change.path, pages);
  const entity = entityLabel(i18n, location, change, pages);
  const named = (name: string | undefined) => (name === undefined ? undefined : name === '' ? i18n._(UNNAMED) : name);
  const link = location.page ? { to: pageUrl(location.page), item: location.itemId, hash: location.itemPath ? fieldId(change.path) : undefined } : undefined;
  const added = change.kind === 'added';

  // A whole item added or removed: named by itself.
  if (change.kind !== 'changed' && location.entity && location.fieldKey === undefined) {
    const item = named(location.entity.nameOf(added ? change.after : change.before)) ?? '';
    return { kind: change.kind, entity, item, before: added ? '' : item, after: added ? item : '', link };
  }
  const item = named(location.entity ? itemName(location, configuration, base) : genericItemName(change, configuration, base));
  const field = fieldLabel(i18n, location, change.path, [configuration, base], pages);
  const lastKey = change.path.at(-1);
  const known = location.rest.length === 0 ? (fieldOf(location) ?? location.value?.field) : undefined;
  const context = configuration ?? base;
  // The device editor's settings stored as codes (qualities, rotations, display and RTSP modes, channels) in its words,
  // and an io's flags and direction (the io taken from the draft, else the base).
  const holder = valueAt(configuration, change.path.slice(0, -1)) ?? valueAt(base, change.path.slice(0, -1));
  // An identifier a field holds (a store reference's `id` too), by the name of what it points at; never an item's own `id`.
  const ownId = lastKey === 'id' && typeof change.path.at(-2) !== 'string';
  const reference = (value: unknown) => (context && typeof value === 'string' && !ownId ? referenceText(i18n, context, value) : undefined);
  const words = (value: unknown) => (context ? deviceSettingText(i18n, change.path, value, context) : undefined) ?? ioSettingText(i18n, lastKey, value, holder) ?? momentText(i18n, change.path, value) ?? reference(value);
  const text = (value: unknown) => words(value) ?? (known && context ? describeFieldValue(i18n, known, value, context) : fallbackText(i18n, lastKey, value));
  if (change.kind !== 'changed') {
    const raw = added ? change.after : change.before;
    const value = words(raw) ?? fallbackText(i18n, lastKey, raw);
    return { kind: change.kind, entity, item, field, before: added ? '' : value, after: added ? value : '', link };
  }
  return { kind: change.kind, entity, item, field, before: text(change.before), after: text(change.after), link };
}

/** The name of the first named item along an unknown path (a device, for a change deep in its modules). */
function genericItemName(change: ModelChange, ...configurations: readonly (Configuration | undefined)[]): string | undefined {
  for (let length = 1; length < change.path.length; length += 1) {
    if (typeof change.path[length - 1] !== 'object') continue;
    for (const configuration of configurations) {
      const name = genericName(valueAt(configuration, change.path.slice(0, length)));
      if (name !== undefined) return name;
    }
  }
  return undefined;
}
