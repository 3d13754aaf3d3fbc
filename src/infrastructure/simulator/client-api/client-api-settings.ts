/*
 * The tunables of the simulated client interface: faults a test switches on
 * and time steps or page sizes, per instance (docs/client.md).
 */

/** Faults a test switches on through `POST /__simulator/client-api/faults`. */
export interface ClientApiFaults {
  /** Delay before every answer of this interface. */
  latencyMs: number;
  /** Every answer is 503. */
  status5xx: boolean;
  /** The next N answers are 503, then the appliance recovers (for opt-in retry). */
  failNextRequests: number;
  /** The next live connection stops sending (but stays open) after this many frames. */
  silenceAfterFrames: number | null;
  /** The next live connection is dropped after this many frames. */
  dropAfterFrames: number | null;
  /** Logs and graphs always answer 202 (to reach the 1000-iteration limit). */
  alwaysPartial: boolean;
  /** Logs and graphs answer this status instead of 200/202 (e.g. 204). */
  longQueryStatus: number | null;
  /** `/api/rights` answers a JSON array. */
  invalidRights: boolean;
  /** `/api/stream` answers `image/jpeg` instead of multipart. */
  notMultipart: boolean;
}

export const NO_CLIENT_API_FAULTS: ClientApiFaults = {
  latencyMs: 0,
  status5xx: false,
  failNextRequests: 0,
  silenceAfterFrames: null,
  dropAfterFrames: null,
  alwaysPartial: false,
  longQueryStatus: null,
  invalidRights: false,
  notMultipart: false,
};

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
