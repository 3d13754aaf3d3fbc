import { CheckInitialisationUseCase } from './application/shell/check-initialisation.use-case';
import { LoadApplicationUseCase } from './application/shell/load-application.use-case';
import { ToggleExpertModeUseCase } from './application/preferences/toggle-expert-mode.use-case';
import { createApplianceHttp } from './infrastructure/http/appliance-http-client';
import { HttpApplicationInfoAdapter } from './infrastructure/http/application-info.adapter';
import { HttpAuthenticationAdapter } from './infrastructure/http/authentication.adapter';
import { ConsoleLoggerAdapter } from './infrastructure/memory/console-logger.adapter';
import { StoragePreferencesAdapter } from './infrastructure/memory/storage-preferences.adapter';
import { TimerClockAdapter } from './infrastructure/memory/timer-clock.adapter';
import type { FirstLoadServices, FullConsole } from './ui/first-load/first-load-services';

/**
 * The first load's own small composition root: the adapters the sign-in and
 * first-run screens need before the console is loaded (the application info,
 * the default-credentials check, the preferences), with no container. The
 * console itself (src/console.tsx, with the composition root) is imported
 * on first call of `console()`.
 */
export function createFirstLoadServices(options: { readonly storage: Storage; readonly handOver: (console: FullConsole) => void }): FirstLoadServices {
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
      loading ??= import('./console').then(({ startConsole }) => startConsole());
      // A failed load (network) may be tried again by the next keystroke or submission.
      loading.catch(() => (loading = undefined));
      return loading;
    },
    handOver: options.handOver,
  };
}
