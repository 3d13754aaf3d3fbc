import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { startTransition, useEffect, useState } from 'react';
import type { ApplicationInfo } from '../../application/ports/application-info.port';
import { ApplicationInfoContext } from '../preferences-context';
import { useServices } from '../services-context';
import { ExpertModeIndicator } from './expert-mode-indicator';
import { LoadingOverlay } from './loading-overlay';
import { errorCodeOf } from '../../domain/shared/domain-error';
import { SiteFailurePage } from '../features/site-console/site-opening-page';

/** The Vigil server's own refusal for a fleet site (FLEET.SITE_UNREACHABLE, FLEET.SITE_NOT_FOUND…). */
function isFleetRefusal(error: unknown): boolean {
  return errorCodeOf(error).startsWith('FLEET.');
}

/**
 * The shell of section 4: loading overlay until the application info answers
 * (retried every second by the use case), then /init when the appliance needs
 * it, then the page.
 */
export function ApplicationShell() {
  // The fleet's pages (/fleet, docs/fleet.md) are the Vigil server's own: they wait for no appliance and never go to /init.
  const fleet = useRouterState({ select: (state) => /^\/fleet(\/|$)/.test(state.location.pathname) });
  return fleet ? <Outlet /> : <ApplianceShell />;
}

function ApplianceShell() {
  const services = useServices();
  const router = useRouter();
  const [info, setInfo] = useState<ApplicationInfo>();
  // A fleet site's console whose site the Vigil server cannot reach, or will not open: said at once, not behind the overlay.
  const [siteFailure, setSiteFailure] = useState<unknown>();

  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      // Signed in in this page: the sign-in read the application info a moment before the console was drawn (and the
      // first-load screens asked for it before that); asked again here, the answer would wait behind the configuration
      // the appliance is sending meanwhile, and the first page with it (docs/performance.md, issue 31's
      // "Fourth pass"). A reload asks, as does a fleet site's console, which has no sign-in.
      const loaded = services.session.serverInfo() ?? (await services.loadApplication.execute(controller.signal, services.siteConsole.active ? isFleetRefusal : undefined));
      const needsInit = await services.checkInitialisation.execute(loaded, router.state.location.pathname);
      if (controller.signal.aborted) return;
      if (needsInit) await router.navigate({ to: '/init' });
      // The page's first render (the dashboard's at sign-in: hundreds of components) in a transition, in slices with the
      // overlay shown meanwhile; a plain update here is rendered in one task (docs/performance.md, "Sign-in without a long task").
      startTransition(() => setInfo(loaded));
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      if (isFleetRefusal(error)) setSiteFailure(error);
      else services.logger.error('shell failed', error);
    });
    return () => controller.abort(new Error('shell unmounted'));
  }, [services, router]);

  return (
    <>
      <ExpertModeIndicator />
      {siteFailure !== undefined && !info ? (
        <SiteFailurePage failure={siteFailure} onRetry={() => window.location.reload()} />
      ) : info ? (
        <ApplicationInfoContext value={info}>
          <Outlet />
        </ApplicationInfoContext>
      ) : (
        <LoadingOverlay />
      )}
    </>
  );
}
