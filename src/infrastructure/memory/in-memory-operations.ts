import type { Tunnel } from '../../application/ports/tunnels.port';
import type { UpdateEvent } from '../../application/ports/update.port';

/**
 * The server operations of an InMemoryAppliance: refusals to set, pings the
 * reloaded server misses, the update on offer and the open tunnels. Tests
 * and demonstrations change these fields directly.
 */
export class InMemoryOperations {
  /** A start / stop / reload / activation is refused with this detail ('' = no detail). */
  startFails: string | undefined;
  stopFails: string | undefined;
  reloadFails: string | undefined;
  activationFails: string | undefined;
  /** Pings that go unanswered after the next reload. */
  pingsMissedAfterReload = 0;
  missedPings = 0;
  /** Every call made, in order ('stop', 'reload', 'ping', 'start', …), for tests to read. */
  readonly calls: string[] = [];
  currentVersion = '2.1.10';
  availableVersion: string | undefined = '2.2.0';
  /** The progress the install reports before completing (or failing, when `installFails`). */
  installSteps: readonly number[] = [0, 25, 50, 75, 100];
  installFails = false;
  tunnels: Tunnel[] = [];

  installEvents(): UpdateEvent[] {
    return this.installSteps.map((percent) => ({ kind: 'progress', percent }));
  }
}
