import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Configuration } from '../../domain/configuration/configuration';
import { isIdStep, startsWith, valueAt, type ModelPath, type PathStep } from '../../domain/configuration/model-path';
import type { AnyFieldDescriptor, HiddenField, NestedLabel, NestedLabels } from './entity-descriptor';
import { genericName, humaniseKey, type ModelLocation } from './model-locator';
import { modelKeyLabel } from './model-key-labels';
import type { PageEntry } from './page-entry';
import { isCrypted, withValues } from './value-words';

/**
 * What a change is described against: the page table, the language, the
 * draft and the base (an item the draft no longer holds is named from the
 * base), and the item an added or removed change holds, read from the change
 * itself (at its place a configuration may hold another item, or none).
 */
export interface ChangeContext {
  readonly i18n: I18n;
  readonly pages: readonly PageEntry[];
  readonly configuration: Configuration | undefined;
  readonly base: Configuration | undefined;
  readonly own?: { readonly path: ModelPath; readonly value: unknown };
}

const ITEM = msg`Item {number}`;
const NUMBERED = msg`{words} (no. {number})`;

const samePath = (a: ModelPath, b: ModelPath) => a.length === b.length && startsWith(a, b);

/** The value at `path`: in the change's own item when it is below it, else in the draft, else in the base. */
export function readAt(context: ChangeContext, path: ModelPath): unknown {
  const { own } = context;
  if (own && startsWith(path, own.path)) return valueAt(own.value, path.slice(own.path.length));
  const inDraft = valueAt(context.configuration, path);
  return inDraft !== undefined ? inDraft : valueAt(context.base, path);
}

/** The configuration that holds `path` (the draft first), for words that look things up (a stream's codec, a reference's name). */
export function holderOf(context: ChangeContext, path: ModelPath): Configuration | undefined {
  if (context.configuration && valueAt(context.configuration, path) !== undefined) return context.configuration;
  if (context.base && valueAt(context.base, path) !== undefined) return context.base;
  return context.configuration ?? context.base;
}

/** A key no descriptor names, in the model's table of labels (humanised only for a key the model does not have). */
export function keyText(i18n: I18n, key: string, pages: readonly PageEntry[]): string {
  return modelKeyLabel(i18n, key, pages) ?? humaniseKey(key);
}

type LabelNode = NestedLabels & { readonly label?: MessageDescriptor; readonly unnamed?: boolean };

/** A key's label and the words below it, whatever form the table gives them in. */
function labelNode(label: NestedLabel | AnyFieldDescriptor | HiddenField | undefined): LabelNode | undefined {
  if (label === undefined) return undefined;
  if ('omitted' in label) return { label: label.label, ...label.nested };
  if ('input' in label) return { label: label.label };
  return 'item' in label || 'fields' in label || 'label' in label || 'unnamed' in label ? (label as LabelNode) : { label: label as MessageDescriptor };
}

/** The list an item step stands in, and the item: the change's own item at its own place, else the draft's or the base's. */
function itemAt(context: ChangeContext, at: ModelPath, step: PathStep): { list: readonly unknown[]; item: unknown; index: number } | undefined {
  const own = context.own && samePath([...at, step], context.own.path) ? context.own.value : undefined;
  // The list that holds the item (a removed item's is the base's), else the draft's.
  const holder = [context.configuration, context.base].find((configuration) => valueAt(configuration, [...at, step]) !== undefined);
  const list = holder ? valueAt(holder, at) : readAt(context, at);
  if (!Array.isArray(list)) return undefined;
  const found = typeof step === 'number' ? step : isIdStep(step) ? list.findIndex((each: unknown) => (each as { readonly id?: unknown } | null)?.id === step.id) : -1;
  const item = own ?? (found >= 0 ? list[found] : undefined);
  if (item === undefined) return undefined;
  return { list, item, index: found >= 0 ? found : list.length };
}

type FoundItem = { readonly list: readonly unknown[]; readonly item: unknown; readonly index: number };

/** An item's words with the page's nested labels, else its name, else its place in its list. */
function wordsOf(context: ChangeContext, node: LabelNode | undefined, at: ModelPath, found: FoundItem): readonly string[] {
  const { i18n } = context;
  if (node?.item) return node.item(i18n, found.item, { index: found.index, list: found.list, configuration: holderOf(context, at)! }) ?? [];
  const name = genericName(found.item);
  if (name !== undefined && name !== '') return [name];
  // The only item of its list needs no words; one among several is told by its place.
  return found.list.length > 1 ? [withValues(i18n, { ...ITEM, values: { number: found.index + 1 } })] : [];
}

/** Lists longer than this are not searched for a second item of the same words. */
const SAME_WORDS_LIMIT = 500;

/**
 * An item of a nested list in words ("Opening hours" for a range), with its
 * place in the list when another item of the list has the same words (two
 * ranges both named "New daily range"): two items are never one in the review.
 */
function itemWords(context: ChangeContext, node: LabelNode | undefined, at: ModelPath, found: FoundItem): readonly string[] {
  const words = wordsOf(context, node, at, found);
  if (words.length === 0 || found.list.length > SAME_WORDS_LIMIT) return words;
  const text = words.join(' › ');
  const shared = found.list.some((other, index) => index !== found.index && other !== found.item && wordsOf(context, node, at, { list: found.list, item: other, index }).join(' › ') === text);
  return shared ? [...words.slice(0, -1), withValues(context.i18n, { ...NUMBERED, values: { words: words.at(-1)!, number: found.index + 1 } })] : words;
}

/**
 * The field's label, then the places below it in the page's words
 * ("Video streams › Stream 1 › Quality"), from the table's nested labels;
 * a key no table names is from the model's labels, an encrypted value's
 * parts are not named. Undefined for a single value's own place.
 */
export function fieldLabel(context: ChangeContext, location: ModelLocation, path: ModelPath): string | undefined {
  if (location.value) return undefined;
  const { i18n } = context;
  const entity = location.entity;
  let node = labelNode(location.field ?? (location.fieldKey === undefined ? undefined : entity?.otherFields?.[location.fieldKey]));
  const label = node?.label ? i18n._(node.label) : location.fieldKey === undefined ? undefined : keyText(i18n, location.fieldKey, context.pages);
  const rest = location.page ? location.rest : location.rest.slice(1);
  const start = path.length - rest.length;
  const parts = label === undefined ? [] : [label];
  // Where no page edits the place, its first item is the item the review names already (a filter): not named again.
  let named = location.page !== undefined;
  rest.forEach((step, offset) => {
    const at = path.slice(0, start + offset);
    if (typeof step === 'string') {
      if (isCrypted(readAt(context, at))) return;
      const below = labelNode(node?.fields?.[step]);
      if (!below?.unnamed) parts.push(below?.label ? i18n._(below.label) : (node?.key?.(i18n, step) ?? keyText(i18n, step, context.pages)));
      node = below;
      return;
    }
    const found = itemAt(context, at, step);
    if (!found) return;
    if (!named) {
      named = true;
      return;
    }
    parts.push(...itemWords(context, node, at, found));
  });
  return parts.length > 0 ? parts.join(' › ') : undefined;
}
