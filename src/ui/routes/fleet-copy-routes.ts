import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { createElement, lazy } from 'react';
import { fleetRoute } from './fleet-routes';

const CompareSitesPage = lazy(() => import('../features/fleet-copy/compare-sites-page').then((module) => ({ default: module.CompareSitesPage })));
const CopyToManyPage = lazy(() => import('../features/fleet-copy/copy-to-many-page').then((module) => ({ default: module.CopyToManyPage })));
const RolloutsPage = lazy(() => import('../features/fleet-copy/rollouts-page').then((module) => ({ default: module.RolloutsPage })));
const RolloutPage = lazy(() => import('../features/fleet-copy/rollout-page').then((module) => ({ default: module.RolloutPage })));

/** Compare two sites, copy to many, the rollouts and one rollout followed (docs/fleet.md): children of /fleet, each page loaded on first visit. */
export const fleetCompareRoute = createRoute({ getParentRoute: () => fleetRoute, path: 'compare', component: CompareSitesPage, staticData: { fleetNav: { label: msg`Compare`, order: 30 } } });
export const fleetCopyRoute = createRoute({ getParentRoute: () => fleetRoute, path: 'copy', component: CopyToManyPage, staticData: { fleetNav: { label: msg`Copy to many`, order: 40 } } });
export const fleetRolloutsRoute = createRoute({ getParentRoute: () => fleetRoute, path: 'rollouts', component: RolloutsPage, staticData: { fleetNav: { label: msg`Rollouts`, order: 50 } } });
export const fleetRolloutRoute = createRoute({
  getParentRoute: () => fleetRoute,
  path: 'rollouts/$rolloutId',
  component: function FleetRollout() {
    const { rolloutId } = fleetRolloutRoute.useParams();
    return createElement(RolloutPage, { rolloutId });
  },
});

export const fleetCopyChildren = [fleetCompareRoute, fleetCopyRoute, fleetRolloutsRoute, fleetRolloutRoute] as const;
