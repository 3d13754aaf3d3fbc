import { removesUnreadable, unreadableKeys } from '../../application/configuration-workspace/unreadable-entities';
import type { CorruptedEntity } from '../../application/configuration/configuration-codec.port';
import type { ModelChange } from '../../domain/configuration/model-change';
import { isIdStep, valueAt, type ModelPath } from '../../domain/configuration/model-path';
import type { ChangeDescription } from './describe-change';
import type { ChangeView } from './change-list';
import { expandChanges } from './expand-change';

/**
 * The kit's description of a change as the review lists it: grouped under
 * the item ("Contact Dubois"), then the field and the values ("phone: +33…
 * → +33…"). A whole item added or removed is listed under its own name.
 */
export function toChangeView(description: ChangeDescription, key: string): ChangeView {
  // A single entity (the network services) is no item of a list: the kit names it "(no name)", which says nothing.
  const single = description.link !== undefined && description.link.item === undefined;
  const item = description.item === undefined || single ? undefined : description.item;
  const { page, position, itemKey, held, heldMore } = description;
  return {
    key,
    kind: description.kind,
    entity: description.entity,
    ...(page === undefined ? {} : { page }),
    ...(item === undefined ? {} : { item }),
    ...(item === undefined || position === undefined ? {} : { position }),
    ...(itemKey === undefined || item === undefined ? {} : { itemKey }),
    field: description.field ?? '',
    before: description.before,
    after: description.after,
    ...(held === undefined ? {} : { held }),
    ...(heldMore === undefined ? {} : { heldMore }),
  };
}

/** The changes as the review lists them, a list without identifiers opened into its items (`expandChange`). */
export function expandedViews(changes: readonly ModelChange[], describe: (change: ModelChange) => ChangeView): ChangeView[] {
  return expandChanges(changes).map(describe);
}

/** The path with each `{ id }` step replaced by the item's index in `model` (undefined when an item is not there). */
function indexedPath(model: unknown, path: ModelPath): string | undefined {
  const steps: (string | number)[] = [];
  let current = model;
  for (const step of path) {
    if (isIdStep(step)) {
      const index = Array.isArray(current) ? current.findIndex((item: unknown) => (item as { readonly id?: unknown } | null)?.id === step.id) : -1;
      if (index < 0) return undefined;
      steps.push(index);
      current = (current as unknown[])[index];
    } else {
      steps.push(step);
      current = valueAt(current, [step]);
    }
  }
  return JSON.stringify(steps);
}

/**
 * The changes as the review and the upload dialog list them. An item
 * "removed" from the model because the document's copy of it cannot be read
 * (`corrupted`: the entities the document keeps as written) is not removed
 * from the document: it is listed as kept, unreadable. It is known by its
 * identifier, else its name, else its place in its list (`base`: the model
 * the change removes it from; a corrupted device without identifier is
 * still the one at its place).
 */
export function changeViews(changes: readonly ModelChange[], describe: (change: ModelChange) => ChangeView, corrupted: readonly CorruptedEntity[], base?: unknown): ChangeView[] {
  const unreadable = unreadableKeys(corrupted);
  const places = new Set(corrupted.map((entity) => JSON.stringify(entity.at)));
  return expandChanges(changes).map((change) => {
    const view = describe(change);
    if (change.kind !== 'removed') return view;
    const kept = removesUnreadable(change, unreadable) || (base !== undefined && places.has(indexedPath(base, change.path) ?? ''));
    return kept ? { ...view, kind: 'unreadable' } : view;
  });
}
