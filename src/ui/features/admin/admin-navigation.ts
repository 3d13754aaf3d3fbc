import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pageUrl } from '../../configuration/page-entry';
import { PAGES } from '../../configuration/pages';

export interface NavigationEntry {
  readonly to: string;
  readonly icon: string;
  readonly label: MessageDescriptor;
}

export interface NavigationGroup {
  readonly id: 'site' | 'configuration' | 'system';
  readonly label: MessageDescriptor;
  readonly entries: readonly NavigationEntry[];
}

/** Which group each menu page belongs to, by its path below /admin; a page not named here goes to System. */
const SITE_PATHS = new Set(['', 'devices', 'logic']);
const CONFIGURATION_PATHS = new Set(['users', 'storage', 'network', 'smtp-servers', 'sms-servers', 'contacts', 'ftp-clients', 'monitors', 'calendars']);

const MENU_PAGES = PAGES.filter((entry) => entry.menu);
const toEntry = (entry: (typeof PAGES)[number]): NavigationEntry => ({ to: pageUrl(entry), icon: entry.icon, label: entry.label });

/**
 * The admin shell's menu in three groups: the site (what it watches and
 * drives), its configuration, and the server itself; within a group, the page
 * table's order.
 */
export const ADMIN_NAVIGATION_GROUPS: readonly NavigationGroup[] = [
  { id: 'site', label: msg`Site`, entries: MENU_PAGES.filter((entry) => SITE_PATHS.has(entry.path)).map(toEntry) },
  { id: 'configuration', label: msg`Configuration`, entries: MENU_PAGES.filter((entry) => CONFIGURATION_PATHS.has(entry.path)).map(toEntry) },
  { id: 'system', label: msg`System`, entries: MENU_PAGES.filter((entry) => !SITE_PATHS.has(entry.path) && !CONFIGURATION_PATHS.has(entry.path)).map(toEntry) },
];

/** Every menu page, in the menu's order (the groups one after the other). */
export const ADMIN_NAVIGATION: readonly NavigationEntry[] = ADMIN_NAVIGATION_GROUPS.flatMap((group) => group.entries);
