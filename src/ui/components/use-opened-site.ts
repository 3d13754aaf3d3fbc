import { useContext, useEffect, useSyncExternalStore } from 'react';
import type { OpenedSite } from '../../application/ports/fleet-site.port';
import { ServicesContext } from '../services-context';

const NOTHING = () => () => undefined;

/**
 * The fleet site this console is (its name, tags, the operator's role):
 * undefined on one appliance, before the site is opened, and outside the
 * console's services (a piece drawn alone).
 */
export function useOpenedSite(): OpenedSite | undefined {
  const siteConsole = useContext(ServicesContext)?.siteConsole;
  return useSyncExternalStore(
    siteConsole ? (listener) => siteConsole.subscribe(listener) : NOTHING,
    () => siteConsole?.opened(),
  );
}

/** In a fleet site's console, the document's title starts with the site's name (the browser's tab and history say which building). */
export function useSiteDocumentTitle(site: OpenedSite | undefined): void {
  useEffect(() => {
    if (!site) return;
    const before = document.title;
    document.title = `${site.name} · Vigil`;
    return () => {
      document.title = before;
    };
  }, [site]);
}
