import type { Hono } from 'hono';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { SimulatorState } from '../simulator-state';
import type { ConfigurationReader } from '../state/configuration-reader';
import type { FaultRegistry } from '../state/fault-registry';

/**
 * Any Hono app: the simulator's (whose context carries the signed-in account)
 * or a bare one that serves only this interface (tests, benchmarks).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ClientApiApp = Hono<any, any, any>;

/** What the client interface needs from the appliance it belongs to. */
export interface ClientApiHost {
  /** The configuration in force: the same object while the document is unchanged; null when none can be read. */
  configuration(): Configuration | null;
  /** Basic credentials of a caller. */
  checkCredentials(username: string, password: string): boolean;
  /** A line of the appliance's system log (what the logic did: alerts sent, commands, alarms); ignored when absent. */
  systemEvent?(level: 'INFO' | 'WARNING', source: string, text: string, time: number): void;
  /** The appliance's fault registry (area `clientApi`); without one, the interface keeps its own and answers `/__simulator/faults` itself. */
  readonly faults?: FaultRegistry;
}

/** The simulated appliance: its configuration in force and its accounts. */
export function simulatorClientHost(state: SimulatorState): ClientApiHost {
  return {
    configuration: () => state.configuration()?.configuration ?? null,
    checkCredentials: (username, password) => state.checkCredentials(username, password),
    systemEvent: (level, source, text, time) => state.health.systemEvent(level, source, text, time),
    faults: state.faults,
  };
}

/**
 * A fixed configuration document (read through the configuration codec, its
 * signature unchecked) and a credentials check: the interface on its own.
 */
export function documentClientHost(reader: ConfigurationReader, document: string, checkCredentials: (username: string, password: string) => boolean): ClientApiHost {
  return { configuration: () => reader.readable(document)?.configuration ?? null, checkCredentials };
}
