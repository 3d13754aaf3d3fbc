import type { MessageDescriptor } from '@lingui/core';
import { lazyRouteComponent } from '@tanstack/react-router';
import type { Configuration } from '../../domain/configuration/configuration';
import type { ModelPath } from '../../domain/configuration/model-path';
import { locationPath, type AnyEntityDescriptor, type AnyValueDescriptor } from './entity-descriptor';

/** The menu's groups: the site, its configuration, the server itself. */
export type MenuGroup = 'site' | 'configuration' | 'system';

/** What a configuration page edits: entity descriptors and single values. */
export type PageEdits = readonly (AnyEntityDescriptor | AnyValueDescriptor)[];

/**
 * One page of the admin shell, as the page table (pages.ts) declares it: the
 * route, the menu and, for a configuration page, what it edits, so that the
 * problems list and the review can name and link every field across pages.
 */
export interface PageEntry {
  /** Below /admin: '' for the dashboard, 'storage', 'devices/edit/$index'. */
  readonly path: string;
  readonly icon: string;
  /** The menu's label, also the page's title unless `title` is given. */
  readonly label: MessageDescriptor;
  readonly title?: MessageDescriptor;
  /** Loaded on first visit only. */
  readonly component: ReturnType<typeof lazyRouteComponent>;
  /** False for pages reached from another page (a new device), not from the menu. */
  readonly menu: boolean;
  /** The menu group, when the page table says it (admin-navigation.ts decides otherwise). */
  readonly group?: MenuGroup;
  readonly edits: PageEdits;
  /** Shows the save bar though the page edits nothing of its own (History, whose reverts are edits of the draft). */
  readonly saves?: boolean;
  /**
   * Where one of the page's items is edited when that is not the page itself
   * with `?item=<id>` (a device opens in its editor, by its place in the
   * list): links to an item's field (problems) go there. Undefined when the
   * item is no longer in `draft`.
   */
  readonly itemUrl?: (itemId: string, draft: Configuration) => string | undefined;
}

export interface PageOptions {
  readonly menu?: boolean;
  readonly group?: MenuGroup;
  readonly title?: MessageDescriptor;
  readonly edits?: PageEdits;
  readonly saves?: boolean;
  readonly itemUrl?: PageEntry['itemUrl'];
}

/** How a line of the page table loads its page: the lazy module, the name of the page's export in it, and the line's options. */
type PageLoad<M, K> = [load: () => Promise<M>, exportName: K, options?: PageOptions];

/** One line of the page table: `page('storage', 'storage', msg\`Storage\`, () => import('…/storage-page'), 'StoragePage', { edits })`. */
export function page<M extends Record<string, unknown>, K extends keyof M & string>(path: string, icon: string, label: MessageDescriptor, ...[load, exportName, options = {}]: PageLoad<M, K>): PageEntry {
  return {
    path,
    icon,
    label,
    title: options.title,
    component: lazyRouteComponent(load, exportName),
    menu: options.menu ?? true,
    ...(options.group ? { group: options.group } : {}),
    edits: options.edits ?? [],
    ...(options.saves ? { saves: true } : {}),
    ...(options.itemUrl ? { itemUrl: options.itemUrl } : {}),
  };
}

/**
 * The page of one entity kind's list: its menu label is the kind's plural
 * (`contactDescriptor.plural`, "Contacts"), and it edits the kind (and
 * `options.edits`). A new kind is its descriptor and this one line.
 */
export function listPage<M extends Record<string, unknown>, K extends keyof M & string>(path: string, icon: string, descriptor: AnyEntityDescriptor, ...[load, exportName, options = {}]: PageLoad<M, K>): PageEntry {
  return page(path, icon, descriptor.plural, load, exportName, { ...options, edits: [descriptor, ...(options.edits ?? [])] });
}

/** The URL of a page: `/admin/storage`. */
export function pageUrl(entry: Pick<PageEntry, 'path'>): string {
  return entry.path === '' ? '/admin' : `/admin/${entry.path}`;
}

/** The model path an edit covers: an entity's list or single place, or a value's path. */
export function editPath(edit: AnyEntityDescriptor | AnyValueDescriptor): ModelPath {
  return 'location' in edit ? locationPath(edit.location) : edit.path;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page table's entry of an admin child route (admin-routes.ts). */
    readonly page?: PageEntry;
  }
}
