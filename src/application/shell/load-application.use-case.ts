import type { ApplicationInfo, ApplicationInfoPort } from '../ports/application-info.port';
import type { ClockPort } from '../ports/clock.port';
import type { LoggerPort } from '../ports/logger.port';

/** The shell's retry delay (specification section 9). */
const SHELL_RETRY_DELAY_MS = 1000;

/**
 * Reads the application info for the shell, retrying every second without
 * limit: the appliance may still be booting, and the loading overlay stays
 * until it answers. Failures are logged, never shown. Aborting the signal
 * (the shell unmounting) ends the loop with the signal's reason.
 */
export class LoadApplicationUseCase {
  constructor(
    private readonly applicationInfo: ApplicationInfoPort,
    private readonly clock: ClockPort,
    private readonly logger: LoggerPort,
  ) {}

  /** `stopOn`: a failure that retrying cannot mend, rethrown at once (a fleet site's console: the Vigil server said why). */
  async execute(signal?: AbortSignal, stopOn?: (error: unknown) => boolean): Promise<ApplicationInfo> {
    for (;;) {
      signal?.throwIfAborted();
      try {
        return await this.applicationInfo.getApplicationInfo();
      } catch (error) {
        signal?.throwIfAborted();
        if (stopOn?.(error)) throw error;
        this.logger.error('failed to load app', error);
      }
      await this.clock.sleep(SHELL_RETRY_DELAY_MS, signal);
    }
  }
}
