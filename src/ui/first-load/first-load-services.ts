import type { ReactElement } from 'react';
import type { ConsoleServices } from '../../application/console-services';
import type { LoggerPort } from '../../application/ports/logger.port';
import type { Language, PreferencesPort } from '../../application/ports/preferences.port';
import type { ToggleExpertModeUseCase } from '../../application/preferences/toggle-expert-mode.use-case';
import type { CheckInitialisationUseCase } from '../../application/shell/check-initialisation.use-case';
import type { LoadApplicationUseCase } from '../../application/shell/load-application.use-case';

/** The whole console once loaded: its services and the element that shows it at the address bar's location. */
export interface FullConsole {
  readonly services: ConsoleServices;
  element(language: Language): ReactElement;
  /** Gets the console ready to draw the current location before `element` is rendered (the real console loads its router). */
  prepare?(): Promise<void>;
  /** Fetches the code of the page at `path` ahead of the navigation there (the real console loads its routes' chunks). */
  warm?(path: string): void;
}

/**
 * What the first-load screens (sign-in, first run) need before the console
 * itself is loaded: the application info, the first-run check and the
 * preferences, with light adapters; the console arrives through `console()`.
 */
export interface FirstLoadServices {
  readonly preferences: PreferencesPort;
  readonly loadApplication: LoadApplicationUseCase;
  readonly checkInitialisation: CheckInitialisationUseCase;
  readonly toggleExpertMode: ToggleExpertModeUseCase;
  readonly logger: LoggerPort;
  /** Loads the console's code (once; later calls share the same promise) and builds its services. */
  console(): Promise<FullConsole>;
  /** Replaces the first-load screens by the whole console at the current location. */
  handOver(console: FullConsole): void;
}

/** The paths the first-load screens draw; any other path is the console's own (not-found page, …). */
export type FirstLoadScreen = 'sign-in' | 'init';

/**
 * Where a first visit of `path` (pathname and query) goes, as the console's
 * router would send it: /admin paths (and /) to /auth with the path asked for
 * in `redirect` (no session is loaded at first load), /auth and /init as they
 * are, anything else to the console itself.
 */
export function firstLoadLocation(pathname: string, search: string): { readonly screen: FirstLoadScreen; readonly path: string } | undefined {
  if (pathname === '/auth') return { screen: 'sign-in', path: pathname + search };
  if (pathname === '/init') return { screen: 'init', path: pathname + search };
  const asked = pathname === '/' ? '/admin' : pathname.includes('/admin') ? pathname + search : undefined;
  if (asked === undefined) return undefined;
  return { screen: 'sign-in', path: `/auth?${new URLSearchParams({ redirect: asked }).toString()}` };
}
