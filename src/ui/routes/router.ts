import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { ConsoleServices } from '../../application/console-services';
import { adminChildren, adminRoute } from './admin-routes';
import { fleetCopyChildren } from './fleet-copy-routes';
import { fleetChildren, fleetRoute } from './fleet-routes';
import { authRoute, indexRoute, initRoute } from './public-routes';
import { rootRoute } from './root-route';

const routeTree = rootRoute.addChildren([indexRoute, authRoute, initRoute, adminRoute.addChildren([...adminChildren]), fleetRoute.addChildren([...fleetChildren, ...fleetCopyChildren])]);

/** A fresh router: the app root creates one per language so the page is re-created on change. */
export function createAppRouter(services: ConsoleServices, history?: RouterHistory) {
  return createRouter({ routeTree, context: { services }, ...(history ? { history } : {}), defaultPreload: false });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
