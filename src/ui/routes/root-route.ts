import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import type { ConsoleServices } from '../../application/console-services';
import { guardRedirect } from '../../application/session/navigation-guard';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { ApplicationShell } from '../shell/application-shell';

export interface RouterContext {
  readonly services: ConsoleServices;
}

/** The navigation guard runs before every route: /admin paths need a loaded session. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => {
    const target = guardRedirect(location.pathname + location.searchStr, context.services.session.isLoaded());
    if (target) throw redirect({ to: target.to, search: { redirect: target.redirect } });
  },
  component: ApplicationShell,
  // Any other unknown path: a translated page with a way back, never a bare "Not Found".
  notFoundComponent: NotFoundPage,
});
