import { i18n } from '@lingui/core';
import { StrictMode, type ReactElement } from 'react';
import type { Language } from './application/ports/preferences.port';
import type { ConsoleServices } from './application/console-services';
import { createServices } from './composition-root';
import { App } from './ui/app';
import { createAppRouter, type AppRouter } from './ui/routes/router';
import { AlertNotifier } from './ui/i18n/alert-notifier';
import type { SiteConsoleAddress } from './domain/fleet/site-console-address';
import { siteBrowserHistory } from './ui/routes/site-history';
import { INDEX_TARGET } from './ui/routes/public-routes';

/** The whole console, built once: its services and the element that shows it at the address bar's path. */
export interface ConsoleStart {
  readonly services: ConsoleServices;
  /** The console (router, Chakra, every page) at the current location, in `language`. */
  element(language: Language): ReactElement;
  /**
   * Loads the router at the current location (guard, matches, the page's
   * code) before the console is drawn: its first render, in a transition, is
   * then its only one. A router that loads after it mounts updates its stores,
   * which React re-renders synchronously, the whole page in one long task
   * (docs/performance.md, "Sign-in without a long task").
   */
  prepare(): Promise<void>;
  /**
   * Fetches the code of the page at `path` (its routes' chunks), nothing
   * else: called while the sign-in form is typed in, so that the page the
   * sign-in leads to is drawn without waiting on the network, which is then
   * busy bringing the configuration (docs/performance.md, issue 31's
   * "Fourth pass").
   */
  warm(path: string): void;
}

let started: ConsoleStart | undefined;

/**
 * Builds the console's services the first time it is called (this module is
 * loaded lazily by main.tsx: prefetched while the sign-in form is typed in,
 * needed at its submission or on any page the first-load screens do not draw).
 */
export function startConsole(site?: SiteConsoleAddress): ConsoleStart {
  if (started) return started;
  // The configuration document is decoded in a Web Worker, so a large one does not freeze the page.
  // Each tab keeps its own draft: its id lives in sessionStorage (kept across reloads), and the tabs hear each other over a BroadcastChannel.
  const services = createServices({
    notifier: new AlertNotifier(i18n),
    storage: window.localStorage,
    configurationDecoder: 'worker',
    logicIndex: 'worker',
    tabStorage: window.sessionStorage,
    tabChannel: 'broadcast',
    // A fleet site's console: its calls under the site's prefix on the Vigil server (docs/fleet.md, "Open a site").
    ...(site ? { site } : {}),
  });
  // Unsaved changes are stored a moment after each edit; a closing page stores them at once and tells the other tabs it is gone.
  window.addEventListener('pagehide', () => {
    services.drafts.flush();
    services.tabs.stop();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) services.tabs.start();
  });
  let router: AppRouter | undefined;
  const appRouter = (): AppRouter => (router ??= createAppRouter(services, site ? siteBrowserHistory(site.prefix) : undefined));
  started = {
    services,
    prepare: () => appRouter().load(),
    warm: (path) => {
      const loaded = appRouter();
      try {
        const asked = new URL(path, window.location.origin);
        // The root address leads on to the dashboard (a redirect, which only the navigation runs).
        const url = asked.pathname === '/' ? new URL(INDEX_TARGET, window.location.origin) : asked;
        for (const match of loaded.matchRoutes(url.pathname, Object.fromEntries(url.searchParams))) {
          const route = (loaded.routesById as Record<string, Parameters<typeof loaded.loadRouteChunk>[0] | undefined>)[match.routeId];
          if (route) void loaded.loadRouteChunk(route)?.catch(() => undefined);
        }
      } catch {
        // Only a head start: the navigation loads what it needs.
      }
    },
    element: (language) => (
      <StrictMode>
        <App services={services} i18n={i18n} initialLanguage={language} router={router} />
      </StrictMode>
    ),
  };
  return started;
}
