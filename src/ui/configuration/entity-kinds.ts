import type { MessageDescriptor } from '@lingui/core';
import type { AnyEntityDescriptor } from './entity-descriptor';
import type { PageEntry } from './page-entry';

/** One kind of entity the console edits: its descriptor and the page that edits it (the first of the page table that does). */
export interface EntityKind {
  readonly descriptor: AnyEntityDescriptor;
  readonly page: PageEntry;
}

const KINDS = new WeakMap<readonly PageEntry[], readonly EntityKind[]>();

/**
 * Every kind of entity of the page table, once each, in the table's order:
 * the one place a kind is declared is its descriptor, listed in its page's
 * `edits`. The search's targets and their words, the names of the
 * configuration's lists and the menu's groups derive from it.
 */
export function entityKinds(pages: readonly PageEntry[]): readonly EntityKind[] {
  let kinds = KINDS.get(pages);
  if (!kinds) {
    const seen = new Set<AnyEntityDescriptor>();
    kinds = pages.flatMap((page) =>
      page.edits.flatMap((edit) => {
        if (!('location' in edit) || seen.has(edit)) return [];
        seen.add(edit);
        return [{ descriptor: edit, page }];
      }),
    );
    KINDS.set(pages, kinds);
  }
  return kinds;
}

/** The name of one of the configuration's lists by its model key (`ftpClients` → "FTP clients"): its kind's plural. */
export function listName(pages: readonly PageEntry[], key: string): MessageDescriptor | undefined {
  for (const { descriptor } of entityKinds(pages)) {
    const { location } = descriptor;
    if ('list' in location && location.list.at(-1) === key) return descriptor.plural;
  }
  return undefined;
}
