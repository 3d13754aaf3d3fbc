import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { PageEntry } from './page-entry';

/**
 * The page table as the router holds it (each admin route carries its entry
 * as static data): read through the router, not imported, so that the
 * pages the table loads can use the kit without an import cycle.
 */
export function usePages(): readonly PageEntry[] {
  const router = useRouter();
  return useMemo(
    () => Object.values(router.routesById as Record<string, { options: { staticData?: { page?: PageEntry } } }>).flatMap((route) => (route.options.staticData?.page ? [route.options.staticData.page] : [])),
    [router],
  );
}
