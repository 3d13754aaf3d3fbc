import { FleetConsole } from '../application/fleet-console/fleet-console';
import { createFleetHttp, HttpFleetConsoleAdapter } from '../infrastructure/http/fleet-console.adapter';
import type { ApplianceAdapters } from './appliance-adapters';
import { CONSOLE, FLEET_CONSOLE } from './tokens';
import { construct, provide, type Wiring } from './typed-container';

/** The page's fetch at the time of the call (tests and msw may replace it after the console is built). */
const lateFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

/**
 * The fleet's pages' service over HTTP: the fleet's API is the console
 * server's own (`/fleet/api`), so it is called where an HTTP appliance set
 * is (its origin, '' = the page's); with the other sets it has no server
 * and every call fails as a network error.
 */
export function bindFleetConsole(wiring: Wiring, appliance: ApplianceAdapters): void {
  const baseUrl = appliance.kind === 'http' ? appliance.origin : 'http://no-fleet.invalid';
  wiring
    .bind(FLEET_CONSOLE.http, provide([], () => createFleetHttp({ baseUrl, fetch: lateFetch })))
    .bind(FLEET_CONSOLE.port, construct([FLEET_CONSOLE.http], HttpFleetConsoleAdapter))
    .bind(CONSOLE.fleet, construct([FLEET_CONSOLE.port], FleetConsole));
}
