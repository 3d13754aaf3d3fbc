import type { ChangeDescription } from '../../configuration/describe-change';
import type { ChangeView } from './change-list';

/**
 * The kit's description of a change as the review lists it: grouped under
 * the item ("Contact Dubois"), then the field and the values ("phone: +33…
 * → +33…"). A whole item added or removed is listed under its own name.
 */
export function toChangeView(description: ChangeDescription, key: string): ChangeView {
  // A single entity (the network services) is no item of a list: the kit names it "(no name)", which says nothing.
  const single = description.link !== undefined && description.link.item === undefined;
  const item = description.item === undefined || single ? undefined : description.item;
  return { key, kind: description.kind, entity: description.entity, ...(item === undefined ? {} : { item }), field: description.field ?? '', before: description.before, after: description.after };
}
