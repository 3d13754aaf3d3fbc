import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApplicationInfo } from '../../application/ports/application-info.port';
import { useExpertModeHotkey } from '../shell/expert-mode-hotkey';
import { firstLoadLocation, type FirstLoadServices } from './first-load-services';
import { LightIcon } from './light-controls';
import { LightInit } from './light-init';
import { LightSignIn, signInTarget } from './light-sign-in';
import './first-load.css';
import { pushEntry, replaceEntry } from './first-load-history';

/** The built-in server name (preferences-context.ts), used when the server gives none. */
const DEFAULT_SERVER_NAME = 'Vigil Server';

export interface FirstLoadAppProps {
  readonly services: FirstLoadServices;
  readonly i18n: I18n;
}

/**
 * The first load of the console, in React and a little CSS: the loading
 * overlay until the application info answers (as the shell does), then the
 * first-run or the sign-in screen, with the expert-mode strip and hotkey.
 * Any other path loads the console at once. The console's code is fetched
 * when the user starts typing, and takes the page over after the sign-in.
 */
export function FirstLoadApp({ services, i18n }: FirstLoadAppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <FirstLoadScreens services={services} />
    </I18nProvider>
  );
}

function currentLocation() {
  return firstLoadLocation(window.location.pathname, window.location.search);
}

function FirstLoadScreens({ services }: { readonly services: FirstLoadServices }) {
  const [location, setLocation] = useState(currentLocation);
  const [info, setInfo] = useState<ApplicationInfo>();
  const [expertMode, setExpertMode] = useState(() => services.preferences.expertMode());
  const handingOver = useRef(false);

  useExpertModeHotkey(() => setExpertMode(services.toggleExpertMode.execute()));

  /** The console's code starts loading at the first keystroke (later calls reuse it), then the code of the page the sign-in leads to. */
  const prefetch = useCallback(() => {
    void services
      .console()
      .then((full) => full.warm?.(signInTarget()))
      .catch((error: unknown) => services.logger.error('failed to load the console', error));
  }, [services]);

  const handOver = useCallback(() => {
    if (handingOver.current) return;
    handingOver.current = true;
    void services
      .console()
      .then((full) => services.handOver(full))
      .catch((error: unknown) => services.logger.error('failed to load the console', error));
  }, [services]);

  // The address the router would show: /admin and / go to /auth with the page asked for; other paths are the console's.
  useEffect(() => {
    if (!location) handOver();
    else if (location.path !== window.location.pathname + window.location.search) replaceEntry(location.path);
  }, [location, handOver]);

  useEffect(() => {
    const onPopState = () => setLocation(currentLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // The application info, retried every second until it answers; then the first run when the appliance needs it.
  useEffect(() => {
    // A path the console serves itself (the fleet's pages, /fleet: no appliance to wait for) is handed over as it is.
    if (!currentLocation()) return;
    const controller = new AbortController();
    void (async () => {
      const loaded = await services.loadApplication.execute(controller.signal);
      const needsInit = await services.checkInitialisation.execute(loaded, window.location.pathname);
      if (controller.signal.aborted) return;
      if (needsInit) {
        pushEntry('/init');
        setLocation(currentLocation());
      }
      setInfo(loaded);
    })().catch((error: unknown) => {
      if (!controller.signal.aborted) services.logger.error('shell failed', error);
    });
    return () => controller.abort(new Error('first load unmounted'));
  }, [services]);

  const goTo = (path: string) => {
    pushEntry(path);
    setLocation(currentLocation());
  };

  const title = info?.name || DEFAULT_SERVER_NAME;
  return (
    <div className="vfl">
      {expertMode ? (
        <div className="vfl-expert" data-testid="expert-mode-indicator" role="status">
          <LightIcon name="science" />
          <Trans>Expert mode</Trans>
        </div>
      ) : null}
      {!info || !location ? (
        <LoadingOverlay />
      ) : location.screen === 'init' ? (
        <LightInit services={services} info={info} title={title} prefetch={prefetch} goTo={goTo} />
      ) : (
        <LightSignIn services={services} title={title} prefetch={prefetch} />
      )}
    </div>
  );
}

/** Full-screen, blocking, as shell/loading-overlay.tsx: nothing underneath can be reached until the application info has loaded. */
function LoadingOverlay() {
  const { t } = useLingui();
  return (
    <div className="vfl-overlay" role="status" aria-label={t`Loading the application…`} aria-busy="true" aria-live="polite" data-testid="loading-overlay">
      <div className="vfl-spinner" />
      <span className="vfl-hidden">
        <Trans>Loading the application…</Trans>
      </span>
    </div>
  );
}
