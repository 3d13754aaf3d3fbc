import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pageUrl, type MenuGroup, type PageEntry } from '../../configuration/page-entry';
import { PAGES } from '../../configuration/pages';

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

/** Which group each menu page belongs to, by its path below /admin, unless its line in the page table says; a page named nowhere goes to System. */
const SITE_PATHS = new Set(['', 'devices', 'logic']);
const CONFIGURATION_PATHS = new Set(['users', 'storage', 'network', 'smtp-servers', 'sms-servers', 'contacts', 'ftp-clients', 'monitors', 'calendars']);

function groupOf(entry: PageEntry): MenuGroup {
  if (entry.group) return entry.group;
  if (SITE_PATHS.has(entry.path)) return 'site';
  return CONFIGURATION_PATHS.has(entry.path) ? 'configuration' : 'system';
}

const MENU_PAGES = PAGES.filter((entry) => entry.menu);
const toEntry = (entry: (typeof PAGES)[number]): NavigationEntry => ({ to: pageUrl(entry), icon: entry.icon, label: entry.label });
const inGroup = (group: MenuGroup) => MENU_PAGES.filter((entry) => groupOf(entry) === group).map(toEntry);

/**
 * The admin shell's menu in three groups: the site (what it watches and
 * drives), its configuration, and the server itself; within a group, the page
 * table's order.
 */
export const ADMIN_NAVIGATION_GROUPS: readonly NavigationGroup[] = [
  { id: 'site', label: msg`Site`, entries: inGroup('site') },
  { id: 'configuration', label: msg`Configuration`, entries: inGroup('configuration') },
  { id: 'system', label: msg`System`, entries: inGroup('system') },
];
