import { useLocation, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** The search parameter naming the open item of a configuration page: `/admin/storage?item=<id>`. */
export const ITEM_PARAMETER = 'item';

/**
 * The open item of the page, kept in the URL so a reload or a link comes
 * back to it; `select(undefined)` closes it. Selecting pushes a history
 * entry, so Back returns to the previous item.
 */
export function useSelectedItem(): [string | undefined, (id: string | undefined, options?: { readonly hash?: string; readonly replace?: boolean }) => void] {
  const router = useRouter();
  const location = useLocation();
  const raw = (location.search as Record<string, unknown>)[ITEM_PARAMETER];
  const selected = raw === undefined || raw === null || raw === '' ? undefined : String(raw);
  const select = useCallback(
    (id: string | undefined, options: { readonly hash?: string; readonly replace?: boolean } = {}) => {
      const { pathname, search } = router.state.location;
      const next = { ...(search as Record<string, unknown>) };
      if (id === undefined) delete next[ITEM_PARAMETER];
      else next[ITEM_PARAMETER] = id;
      void router.navigate({ to: pathname, search: next as never, hash: options.hash, replace: options.replace });
    },
    [router],
  );
  return [selected, select];
}
