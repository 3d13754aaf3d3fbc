import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { startTransition, useEffect, useState } from 'react';
import type { ApplicationInfo } from '../../application/ports/application-info.port';
import { ApplicationInfoContext } from '../preferences-context';
import { useServices } from '../services-context';
import { ExpertModeIndicator } from './expert-mode-indicator';
import { LoadingOverlay } from './loading-overlay';

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

  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      const loaded = await services.loadApplication.execute(controller.signal);
      const needsInit = await services.checkInitialisation.execute(loaded, router.state.location.pathname);
      if (controller.signal.aborted) return;
      if (needsInit) await router.navigate({ to: '/init' });
      // The page's first render (the dashboard's at sign-in: hundreds of components) in a transition, in slices with the
      // overlay shown meanwhile; a plain update here is rendered in one task (docs/performance.md, "Sign-in without a long task").
      startTransition(() => setInfo(loaded));
    })().catch((error: unknown) => {
      if (!controller.signal.aborted) services.logger.error('shell failed', error);
    });
    return () => controller.abort(new Error('shell unmounted'));
  }, [services, router]);

  return (
    <>
      <ExpertModeIndicator />
      {info ? (
        <ApplicationInfoContext value={info}>
          <Outlet />
        </ApplicationInfoContext>
      ) : (
        <LoadingOverlay />
      )}
    </>
  );
}
