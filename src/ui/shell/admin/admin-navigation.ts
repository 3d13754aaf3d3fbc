import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pageUrl, type MenuGroup, type PageEntry } from '../../configuration/page-entry';
import { PAGES } from '../../routes/pages';

export interface NavigationEntry {
  readonly to: string;
  readonly icon: string;
  readonly label: MessageDescriptor;
}

export interface NavigationGroup {
  readonly id: MenuGroup;
  readonly label: MessageDescriptor;
  readonly entries: readonly NavigationEntry[];
}

/**
 * The group a menu page belongs to: the one its line in the page table
 * says, else Configuration for a page that edits the configuration (a new
 * entity kind's page lands there by itself), else System.
 */
function groupOf(entry: PageEntry): MenuGroup {
  return entry.group ?? (entry.edits.length > 0 ? 'configuration' : 'system');
}

/**
 * The admin shell's menu in three groups: the site (what it watches and
 * drives), its configuration, and the server itself; within a group, the page
 * table's order.
 */
export function navigationGroups(pages: readonly PageEntry[]): readonly NavigationGroup[] {
  const menu = pages.filter((entry) => entry.menu);
  const inGroup = (group: MenuGroup) => menu.filter((entry) => groupOf(entry) === group).map((entry): NavigationEntry => ({ to: pageUrl(entry), icon: entry.icon, label: entry.label }));
  return [
    { id: 'site', label: msg`Site`, entries: inGroup('site') },
    { id: 'configuration', label: msg`Configuration`, entries: inGroup('configuration') },
    { id: 'system', label: msg`System`, entries: inGroup('system') },
  ];
}

export const ADMIN_NAVIGATION_GROUPS: readonly NavigationGroup[] = navigationGroups(PAGES);
