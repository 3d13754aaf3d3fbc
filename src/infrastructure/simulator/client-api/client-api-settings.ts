import type { Schema } from '../state/control-rules';

/*
 * The tunables of the simulated client interface: time steps, page sizes and
 * what `/api/application` says, per instance (docs/client.md). Its faults are
 * in the simulator's one registry (state/fault-registry.ts, area `clientApi`).
 */

/** Tunables of the simulated interface (time steps, page sizes), per instance. */
export interface ClientApiSettings {
  /** Inputs toggle on their own this often (since their last write). */
  inputToggleMs: number;
  /** Recorded time: one log entry per this many milliseconds. */
  logStepMs: number;
  logsPerAnswer: number;
  /** One graph sample per this many milliseconds. */
  graphStepMs: number;
  recordsPerAnswer: number;
  /** Application type answered by /api/application (1 server, 22 cloud, 23 basic). */
  applicationType: number;
  productCode: string;
}

export const DEFAULT_SETTINGS: ClientApiSettings = {
  inputToggleMs: 2000,
  logStepMs: 10_000,
  logsPerAnswer: 100,
  graphStepMs: 10_000,
  recordsPerAnswer: 500,
  applicationType: 1,
  productCode: 'VGL1-2345-6789-ABCD-EFGH-IJKL-MNOP',
};

/** What `POST /__simulator/client-api/settings` accepts (checked before anything changes). */
export const CLIENT_API_SETTINGS_SCHEMA = {
  inputToggleMs: 'duration',
  logStepMs: 'duration',
  logsPerAnswer: 'count',
  graphStepMs: 'duration',
  recordsPerAnswer: 'count',
  applicationType: 'count',
  productCode: 'string',
} as const satisfies Record<keyof ClientApiSettings, Schema[string]>;
