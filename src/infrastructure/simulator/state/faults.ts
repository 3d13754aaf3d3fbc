/** Faults switched on through `POST /__simulator/faults`; they act on `/api/*` only. */
export interface Faults {
  /**
   * The appliance does not answer: every call hangs for `unavailableDelayMs`
   * (or until the caller gives up) and then gets 503, as a front proxy
   * answers for a backend that is down.
   */
  readonly unavailable: boolean;
  readonly unavailableDelayMs: number;
  /** Added before every answer. */
  readonly latencyMs: number;
  /** Every call answers this 5xx status (true means 500); false for none. */
  readonly status5xx: boolean | number;
  /**
   * `POST /api/configuration` answers 500 and stores nothing: true with a
   * realistic detail, a string with that detail; false for none. Every other
   * call works, so the console can read the document back and retry.
   */
  readonly configurationSaveFails: boolean | string;
}

export const NO_FAULTS: Faults = { unavailable: false, unavailableDelayMs: 3000, latencyMs: 0, status5xx: false, configurationSaveFails: false };

/** The detail of `configurationSaveFails: true`: what a full disk makes the appliance say. */
export const CONFIGURATION_SAVE_FAILURE = 'unable to write the configuration file: no space left on device';

function nonNegative(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** Faults updated from a request body; unknown keys and wrong types are ignored, so one call can change one fault. */
export function mergeFaults(current: Faults, body: unknown): Faults {
  const patch = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const status = patch.status5xx;
  return {
    unavailable: typeof patch.unavailable === 'boolean' ? patch.unavailable : current.unavailable,
    unavailableDelayMs: nonNegative(patch.unavailableDelayMs, current.unavailableDelayMs),
    latencyMs: nonNegative(patch.latencyMs, current.latencyMs),
    status5xx: typeof status === 'boolean' || (typeof status === 'number' && status >= 500 && status <= 599) ? status : current.status5xx,
    configurationSaveFails:
      typeof patch.configurationSaveFails === 'boolean' || (typeof patch.configurationSaveFails === 'string' && patch.configurationSaveFails !== '')
        ? patch.configurationSaveFails
        : current.configurationSaveFails,
  };
}

/** The status the 5xx fault answers, or null when off. */
export function faultStatus(faults: Faults): number | null {
  return faults.status5xx === false ? null : faults.status5xx === true ? 500 : faults.status5xx;
}

/** The detail `POST /api/configuration` fails with, or null when it works. */
export function configurationSaveFailure(faults: Faults): string | null {
  const fails = faults.configurationSaveFails;
  return fails === false ? null : fails === true ? CONFIGURATION_SAVE_FAILURE : fails;
}
