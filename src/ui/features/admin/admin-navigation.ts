import type { MessageDescriptor } from '@lingui/core';
import { pageUrl } from '../../configuration/page-entry';
import { PAGES } from '../../configuration/pages';

export interface NavigationEntry {
  readonly to: string;
  readonly icon: string;
  readonly label: MessageDescriptor;
}

/** The admin shell's menu: the page table's menu pages, in its order. */
export const ADMIN_NAVIGATION: readonly NavigationEntry[] = PAGES.filter((entry) => entry.menu).map((entry) => ({ to: pageUrl(entry), icon: entry.icon, label: entry.label }));
