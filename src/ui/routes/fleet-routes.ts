import { createRoute, Outlet } from '@tanstack/react-router';
import { rootRoute } from './root-route';

/** Fleet mode's pages under /fleet (docs/fleet.md). */
export const fleetRoute = createRoute({ getParentRoute: () => rootRoute, path: 'fleet', component: Outlet });
