import { useContext, useSyncExternalStore } from 'react';
import { ServicesContext } from '../services-context';

const NOTHING = () => () => undefined;

/**
 * Whether this console may only read: a fleet site's console opened by a
 * viewer (docs/fleet.md, "A viewer reads"). The site console decides
 * (`SiteConsole.readOnly`); the configuration kit and every page that
 * changes the appliance honour it. False on one appliance and outside the
 * console's services.
 */
export function useReadOnly(): boolean {
  const siteConsole = useContext(ServicesContext)?.siteConsole;
  return useSyncExternalStore(
    siteConsole ? (listener) => siteConsole.subscribe(listener) : NOTHING,
    () => siteConsole?.readOnly() ?? false,
  );
}
