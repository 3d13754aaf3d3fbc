import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import '../features/fleet/fleet-nav';
import { rootRoute } from './root-route';

export interface FleetSignInSearch {
  /** Where to go back to once signed in (the page the session ended on). */
  readonly redirect?: string;
  /** The session ended on the server: the sign-in says so. */
  readonly expired?: boolean;
}

export interface FleetOverviewSearch {
  /** The site drift is measured from (`/fleet/?baseline=ID`). */
  readonly baseline?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined);

/**
 * The fleet's pages (docs/fleet.md, "Pages"), each loaded on first visit.
 * A child of `fleetRoute` joins the fleet's menu with
 * `staticData: { fleetNav: { label, order } }` (features/fleet/fleet-nav.ts);
 * other files add their children in router.ts.
 */
export const fleetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'fleet',
  component: lazyRouteComponent(() => import('../features/fleet/fleet-layout'), 'FleetLayout'),
});

export const fleetOverviewRoute = createRoute({
  getParentRoute: () => fleetRoute,
  path: '/',
  validateSearch: (search: Record<string, unknown>): FleetOverviewSearch => {
    const baseline = text(search['baseline']);
    return baseline ? { baseline } : {};
  },
  component: lazyRouteComponent(() => import('../features/fleet/overview/fleet-overview-page'), 'FleetOverviewPage'),
  staticData: { fleetNav: { label: msg`Overview`, order: 10 } },
});

export const fleetSitesRoute = createRoute({
  getParentRoute: () => fleetRoute,
  path: 'sites',
  component: lazyRouteComponent(() => import('../features/fleet/sites/fleet-sites-page'), 'FleetSitesPage'),
  staticData: { fleetNav: { label: msg`Sites`, order: 20 } },
});

export const fleetOperatorsRoute = createRoute({
  getParentRoute: () => fleetRoute,
  path: 'operators',
  component: lazyRouteComponent(() => import('../features/fleet/operators/fleet-operators-page'), 'FleetOperatorsPage'),
  staticData: { fleetNav: { label: msg`Operators`, order: 80 } },
});

export const fleetAuditRoute = createRoute({
  getParentRoute: () => fleetRoute,
  path: 'audit',
  component: lazyRouteComponent(() => import('../features/fleet/fleet-audit-page'), 'FleetAuditPage'),
  staticData: { fleetNav: { label: msg`Audit`, order: 90 } },
});

export const fleetSignInRoute = createRoute({
  getParentRoute: () => fleetRoute,
  path: 'sign-in',
  validateSearch: (search: Record<string, unknown>): FleetSignInSearch => {
    const redirect = text(search['redirect']);
    const expired = search['expired'] === true || search['expired'] === 'true';
    return { ...(redirect ? { redirect } : {}), ...(expired ? { expired } : {}) };
  },
  component: lazyRouteComponent(() => import('../features/fleet/fleet-sign-in-page'), 'FleetSignInPage'),
});

export const fleetSetupRoute = createRoute({
  getParentRoute: () => fleetRoute,
  path: 'setup',
  component: lazyRouteComponent(() => import('../features/fleet/fleet-setup-page'), 'FleetSetupPage'),
});

/** The fleet's own pages; Compare, Copy to many and the rollouts are added beside them (fleet-copy-routes.ts). */
export const fleetChildren = [fleetOverviewRoute, fleetSitesRoute, fleetOperatorsRoute, fleetAuditRoute, fleetSignInRoute, fleetSetupRoute] as const;
