import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createConfiguration, type Configuration } from '../../../domain/configuration/configuration';
import type { ModelChange } from '../../../domain/configuration/model-change';
import type { VersionComparison } from '../../../application/ports/version-comparer.port';
import { describeChange } from '../../configuration/describe-change';
import type { PageEntry } from '../../configuration/page-entry';
import { itemTitle, type ChangeView } from '../../configuration/change-list';
import { toChangeView } from '../../configuration/change-view';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `sparse` over `skeleton`: objects merged key by key, anything else (lists, values) taken from `sparse` where it has it. */
function overlay(skeleton: unknown, sparse: unknown): unknown {
  if (!isObject(skeleton) || !isObject(sparse)) return sparse === undefined ? skeleton : sparse;
  const merged: Record<string, unknown> = { ...skeleton };
  for (const [key, value] of Object.entries(sparse)) merged[key] = overlay(skeleton[key], value);
  return merged;
}

/** A version's sparse model as a whole configuration (empty lists where it holds nothing), so the review's words read it as they read a draft. */
export function wholeModel(sparse: unknown): Configuration {
  return overlay(createConfiguration({}, () => ''), sparse) as Configuration;
}

/**
 * Changes between two versions in the review's words (describeChange, the
 * pages' table): `after` names what the later version holds, `before` what
 * the earlier one held (sparse models from the server: the items along the
 * changes and those they refer to). The view's key is the change's index.
 * Returns the views of the changes from `start` to `end` (all by default):
 * a long comparison is put into words a part at a time.
 */
export function versionWords(i18n: I18n, pages: readonly PageEntry[], comparison: Pick<VersionComparison, 'changes' | 'before' | 'after'>): (start?: number, end?: number) => ChangeView[] {
  const after = wholeModel(comparison.after);
  const before = wholeModel(comparison.before);
  return (start = 0, end = comparison.changes.length) =>
    comparison.changes.slice(start, end).map((change: ModelChange, offset) => toChangeView(describeChange(i18n, change, pages, after, before), String(start + offset)));
}

/** Every change between two versions in the review's words (versionWords). */
export function versionChangeViews(i18n: I18n, pages: readonly PageEntry[], comparison: Pick<VersionComparison, 'changes' | 'before' | 'after'>): ChangeView[] {
  return versionWords(i18n, pages, comparison)();
}

/** One change as a line of the timeline: "Contact Martin: Phone +33… → +33…", "Contact Okafor added". */
export function changeSentence(i18n: I18n, view: ChangeView): string {
  const title = view.field && view.kind !== 'changed' ? `${itemTitle(view)} · ${view.field}` : itemTitle(view);
  if (view.kind === 'added') return i18n._(msg`${title} added`);
  if (view.kind === 'removed') return i18n._(msg`${title} removed`);
  const empty = i18n._(msg`empty`);
  return `${itemTitle(view)}: ${view.field} ${view.before === '' || view.before === undefined ? empty : view.before} → ${view.after === '' || view.after === undefined ? empty : view.after}`;
}
