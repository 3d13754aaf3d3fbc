import { useLocation, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { tabOfHash, type DeviceEditorTab } from './device-editor-tabs';

/** The search parameter naming the open tab: `/admin/devices/edit/3?tab=video`. */
const TAB_PARAMETER = 'tab';

/**
 * The open tab, kept in the URL (`?tab=`) so a reload or a link (the storage
 * page's "records here") comes back to it; without one, the tab holding the
 * field a `#cfg.…` hash names, else the first. Changing tabs replaces the
 * history entry: Back leaves the device rather than walking its tabs.
 */
export function useEditorTab(tabs: readonly DeviceEditorTab[]): [string, (tab: string) => void] {
  const router = useRouter();
  const location = useLocation();
  const raw = (location.search as Record<string, unknown>)[TAB_PARAMETER];
  const tab = typeof raw === 'string' && tabs.some((each) => each.value === raw) ? raw : tabOfHash(tabs, location.hash);
  const select = useCallback(
    (next: string) => {
      const { pathname, search } = router.state.location;
      void router.navigate({ to: pathname, search: { ...(search as Record<string, unknown>), [TAB_PARAMETER]: next } as never, replace: true });
    },
    [router],
  );
  return [tab, select];
}
