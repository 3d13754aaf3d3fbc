import type { I18n } from '@lingui/core';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { ModelChange } from '../../../domain/configuration/model-change';
import { formatModelPath, startsWith, valueAt, type ModelPath } from '../../../domain/configuration/model-path';
import { isHiddenField, type AnyEntityDescriptor, type AnyFieldDescriptor, type AnyValueDescriptor } from '../../configuration/entity-descriptor';
import { describeFieldValue, SECRET_MASK } from '../../configuration/field-values';
import { editPath, type PageEntry } from '../../configuration/page-entry';
import type { ChangeView } from './change-list';

/** `limitSize` → `limit size`: a key for people when no descriptor names it. */
function words(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase();
}

function isSecret(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'crypted' in value && 'value' in value && Object.keys(value).length === 2;
}

/** A value without a descriptor: secrets masked, items by name, the rest as short text. */
function plainValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (isSecret(value)) return SECRET_MASK;
  if (value instanceof Uint8Array) return `${value.length} B`;
  if (typeof value === 'object') {
    const name = (value as { name?: unknown }).name;
    return typeof name === 'string' ? name : '…';
  }
  return String(value);
}

interface Found {
  readonly edit: AnyEntityDescriptor | AnyValueDescriptor;
  readonly prefix: ModelPath;
}

function findEdit(path: ModelPath, pages: readonly PageEntry[]): Found | undefined {
  let best: Found | undefined;
  for (const page of pages) {
    for (const edit of page.edits) {
      const prefix = editPath(edit);
      if (startsWith(path, prefix) && (!best || prefix.length > best.prefix.length)) best = { edit, prefix };
    }
  }
  return best;
}

/**
 * One change in a person's words, from the page table's descriptors: the
 * entity's kind and name ("Store Main storage"), the field's label, and the
 * values as the form shows them (secrets masked, booleans as yes/no). Parts
 * of the model no page edits yet are named from their keys.
 */
export function describeChangeView(i18n: I18n, change: ModelChange, pages: readonly PageEntry[], ...configurations: readonly (Configuration | undefined)[]): ChangeView {
  const key = `${change.kind}:${formatModelPath(change.path)}`;
  const found = findEdit(change.path, pages);
  const where = configurations.find((configuration) => configuration !== undefined);
  let entity: string;
  let field: AnyFieldDescriptor | undefined;
  let rest: ModelPath;
  if (found && 'path' in found.edit) {
    entity = i18n._(found.edit.field.label);
    field = found.edit.field;
    rest = change.path.slice(found.prefix.length);
  } else if (found && 'location' in found.edit) {
    const descriptor = found.edit;
    const isList = 'list' in descriptor.location;
    const itemLength = found.prefix.length + (isList ? 1 : 0);
    const itemPath = change.path.slice(0, itemLength);
    const item = configurations.map((configuration) => valueAt(configuration, itemPath)).find((value) => value !== undefined) ?? change.before ?? change.after;
    const name = item === undefined ? '' : descriptor.nameOf(item);
    entity = name === '' ? i18n._(descriptor.singular) : `${i18n._(descriptor.singular)} ${name}`;
    const fieldKey = change.path[itemLength];
    const candidate = typeof fieldKey === 'string' ? descriptor.fields[fieldKey] : undefined;
    field = candidate && !isHiddenField(candidate) ? candidate : undefined;
    rest = change.path.slice(itemLength + (field ? 1 : 0));
  } else {
    entity = change.path.filter((step): step is string => typeof step === 'string').slice(0, 2).map(words).join(' — ');
    rest = change.path.slice(2);
  }
  const restWords = rest.map((step) => (typeof step === 'string' ? words(step) : typeof step === 'number' ? `#${step + 1}` : '')).filter(Boolean).join(' ');
  const fieldText = [field ? i18n._(field.label) : '', restWords].filter(Boolean).join(' — ');
  const show = (value: unknown) => (value === undefined ? undefined : field && rest.length === 0 && where ? describeFieldValue(i18n, field, value, where) : plainValue(value));
  return { key, kind: change.kind, entity, field: fieldText, before: show(change.before), after: show(change.after) };
}
