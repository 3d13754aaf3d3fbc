import { CheckInitialisationUseCase } from '../application/shell/check-initialisation.use-case';
import { LoadApplicationUseCase } from '../application/shell/load-application.use-case';
import { ResolveLanguageUseCase } from '../application/preferences/resolve-language.use-case';
import type { Language, PreferencesPort } from '../application/ports/preferences.port';
import { ToggleExpertModeUseCase } from '../application/preferences/toggle-expert-mode.use-case';
import { createApplianceHttp } from '../infrastructure/http/appliance-http-client';
import { HttpApplicationInfoAdapter } from '../infrastructure/http/application-info.adapter';
import { HttpAuthenticationAdapter } from '../infrastructure/http/authentication.adapter';
import { ConsoleLoggerAdapter } from '../infrastructure/memory/console-logger.adapter';
import { StoragePreferencesAdapter } from '../infrastructure/memory/storage-preferences.adapter';
import { TimerClockAdapter } from '../infrastructure/memory/timer-clock.adapter';
import type { FirstLoadServices, FullConsole } from '../ui/first-load/first-load-services';
import type { SiteConsoleAddress } from '../domain/fleet/site-console-address';

/** Lets the page handle what is queued (a keystroke, a paint) before going on. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The console's code, run in steps of its own so that no single task holds
 * the page while the user types (docs/performance.md, "First load"): the
 * design system (Chakra's theme, built when its module runs), then the
 * composition root (the container, the use cases), then the shell and the
 * router; its services are built in a last step.
 */
async function loadConsole(site: SiteConsoleAddress | undefined): Promise<FullConsole> {
  await import('../ui/theme/system');
  await nextTask();
  await import('../composition-root');
  await nextTask();
  const { startConsole } = await import('../console');
  await nextTask();
  return startConsole(site);
}

/** The language of the first screen: the one chosen before, else the browser's first supported language. */
export function resolveFirstLanguage(preferences: PreferencesPort, browserLanguages: readonly string[]): Language {
  return new ResolveLanguageUseCase(preferences).execute(browserLanguages);
}

/**
 * The first load's own small composition root (plain constructors, no
 * inversify: the container and its metadata would double the first load;
 * docs/adr/0002-composition-root.md): the adapters the sign-in and
 * first-run screens need before the console is loaded (the application info,
 * the default-credentials check, the preferences), with no container. The
 * console itself (src/console.tsx, with the composition root) is imported
 * on first call of `console()`.
 */
export function createFirstLoadServices(options: { readonly storage: Storage; readonly handOver: (console: FullConsole) => void; readonly site?: SiteConsoleAddress }): FirstLoadServices {
  // No credentials: these two calls are made before anyone signs in.
  const http = createApplianceHttp({ credentials: { credentials: () => undefined } });
  const logger = new ConsoleLoggerAdapter();
  const preferences = new StoragePreferencesAdapter(options.storage);
  let loading: Promise<FullConsole> | undefined;
  return {
    preferences,
    logger,
    loadApplication: new LoadApplicationUseCase(new HttpApplicationInfoAdapter(http), new TimerClockAdapter(), logger),
    checkInitialisation: new CheckInitialisationUseCase(new HttpAuthenticationAdapter(http), logger),
    toggleExpertMode: new ToggleExpertModeUseCase(preferences),
    console: () => {
      loading ??= loadConsole(options.site);
      // A failed load (network) may be tried again by the next keystroke or submission.
      loading.catch(() => (loading = undefined));
      return loading;
    },
    handOver: options.handOver,
  };
}
