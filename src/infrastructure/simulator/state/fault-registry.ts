import { schemaProblem, type Schema } from './control-rules';

/*
 * The one registry of the simulated appliance's faults and timings
 * (docs/simulator.md, "Faults"): every key typed and checked, grouped by the
 * area it acts on, switched through `POST /__simulator/faults` (or the
 * `faults` option of createSimulatorApp), shown by `GET /__simulator/faults`,
 * and back to its initial value on `/__simulator/reset`. Memory only.
 */

type FaultRule = 'boolean' | 'duration' | 'count' | 'count-or-null' | 'failure' | 'status5xx' | 'status-or-null';

type ValueOf<R extends FaultRule> = R extends 'boolean'
  ? boolean
  : R extends 'duration' | 'count'
    ? number
    : R extends 'count-or-null' | 'status-or-null'
      ? number | null
      : R extends 'failure'
        ? boolean | string
        : boolean | number;

interface FaultKey<R extends FaultRule = FaultRule> {
  readonly rule: R;
  readonly initial: ValueOf<R>;
  /** What the key does, as docs/simulator.md says it. */
  readonly effect: string;
  /** Used up by the call it acts on: a count goes down by one, anything else goes back off. */
  readonly once: boolean;
}

const key = <R extends FaultRule>(rule: R, initial: ValueOf<R>, effect: string, once = false): FaultKey<R> => ({ rule, initial, effect, once });

export const FAULT_KEYS = {
  api: {
    latencyMs: key('duration', 0, 'every `/api/*` answer waits this long'),
    unavailable: key('boolean', false, 'every `/api/*` call hangs `api.unavailableDelayMs` (or until the caller gives up), then gets 503 with `Retry-After: 1`'),
    unavailableDelayMs: key('duration', 3000, 'how long `api.unavailable` holds a call'),
    status5xx: key('status5xx', false, 'every `/api/*` call answers this status (true is 500) with `simulated server error`'),
  },
  configuration: {
    saveFails: key('failure', false, '`POST /api/configuration` answers 500 and stores nothing (true: `unable to write the configuration file: no space left on device`)'),
  },
  operations: {
    transitionMs: key('duration', 1500, 'how long a start or a stop takes (`starting` / `stopping` meanwhile)'),
    reloadMs: key('duration', 1500, 'how long `GET /api/ping` answers 503 after a reload'),
    stopFails: key('failure', false, 'a stop is refused with 500 (true: `a recording could not be closed`)'),
    startFails: key('failure', false, 'a start is refused with 500 (true: `no storage available`)'),
    activationFails: key('boolean', false, 'the licence server refuses activation (502)'),
    tunnelListFailures: key('count', 0, 'the next n `GET /api/tunnels` answer 503', true),
    updateFails: key('boolean', false, 'an update install ends with `failed to install` at 55 %'),
    updateStepMs: key('duration', 150, 'time between two parts of an update install (21 parts)'),
  },
  health: {
    stepMs: key('duration', 150, 'time between two parts of a maintenance action'),
    debugIntervalMs: key('duration', 300, 'mean time between two debug console messages (±50 %)'),
    maintenanceFails: key('failure', false, 'the next maintenance action stops half-way with this detail (true: `simulated failure`)', true),
  },
  devices: {
    discoveryMs: key('duration', 5000, 'how long `/api/discovery` listens (at most 600000)'),
  },
  clientApi: {
    latencyMs: key('duration', 0, 'every answer of the client interface waits this long'),
    status5xx: key('boolean', false, 'every answer of the client interface is 503'),
    failNextRequests: key('count', 0, 'the next n answers of the client interface are 503', true),
    silenceAfterFrames: key('count-or-null', null, 'the next live video stops sending (but stays open) after n frames', true),
    dropAfterFrames: key('count-or-null', null, 'the next live video is dropped after n frames', true),
    alwaysPartial: key('boolean', false, 'logs and graphs always answer 202 (partial)'),
    longQueryStatus: key('status-or-null', null, 'logs and graphs answer this status instead of 200 / 202'),
    invalidRights: key('boolean', false, '`/api/rights` answers a JSON array'),
    notMultipart: key('boolean', false, '`/api/stream` answers `image/jpeg` instead of multipart'),
  },
} as const;

export type FaultArea = keyof typeof FAULT_KEYS;

type AreaValues<A extends FaultArea> = { -readonly [K in keyof (typeof FAULT_KEYS)[A]]: (typeof FAULT_KEYS)[A][K] extends FaultKey<infer R> ? ValueOf<R> : never };

/** The value of every fault, by area. */
export type FaultValues = { [A in FaultArea]: AreaValues<A> };

/** Some faults to change: only the areas and keys given. */
export type FaultPatch = { readonly [A in FaultArea]?: Readonly<Partial<AreaValues<A>>> };

const AREAS = Object.keys(FAULT_KEYS) as FaultArea[];

const entries = (area: FaultArea): Array<[string, FaultKey]> => Object.entries(FAULT_KEYS[area]) as Array<[string, FaultKey]>;

/** What `POST /__simulator/faults` accepts: an object per area, each key with its rule. */
export const FAULT_SCHEMA: Schema = Object.fromEntries(AREAS.map((area) => [area, { object: Object.fromEntries(entries(area).map(([name, { rule }]) => [name, rule])) }]));

/** Why a body is not a fault patch (unknown area or key, wrong value), or null when it is one. */
export function faultProblem(body: unknown): string | null {
  return schemaProblem(body, FAULT_SCHEMA);
}

function initialValues(area: FaultArea): Record<string, unknown> {
  return Object.fromEntries(entries(area).map(([name, { initial }]) => [name, initial]));
}

/** The detail of `configuration.saveFails: true`: what a full disk makes the appliance say. */
export const CONFIGURATION_SAVE_FAILURE = 'unable to write the configuration file: no space left on device';

/** The detail of a `failure` fault: null when off, the one given, or the realistic default for true. */
export function failureText(value: boolean | string, fallback: string): string | null {
  if (value === false) return null;
  return value === true || value === '' ? fallback : value;
}

export class FaultRegistry {
  readonly #values = Object.fromEntries(AREAS.map((area) => [area, initialValues(area)])) as Record<FaultArea, Record<string, unknown>>;

  constructor(patch: FaultPatch = {}) {
    this.set(patch);
  }

  /** The current values of one area. */
  of<A extends FaultArea>(area: A): Readonly<AreaValues<A>> {
    return this.#values[area] as AreaValues<A>;
  }

  /** Changes the keys given; throws with the reason when the patch is not valid (nothing changes then). */
  set(patch: FaultPatch): void {
    const problem = faultProblem(patch);
    if (problem !== null) throw new Error(`invalid faults: ${problem}`);
    for (const area of AREAS) {
      const changes = patch[area];
      if (changes !== undefined) this.#values[area] = { ...this.#values[area], ...changes };
    }
  }

  /**
   * Uses a one-time fault (`once` in FAULT_KEYS): answers its value before
   * the call, then a count goes down by one and anything else goes off.
   */
  take<A extends FaultArea, K extends keyof AreaValues<A> & string>(area: A, name: K): AreaValues<A>[K] {
    const values = this.#values[area];
    const value = values[name] as AreaValues<A>[K];
    const { rule } = (FAULT_KEYS[area] as Record<string, FaultKey>)[name]!;
    const after = rule === 'count' ? Math.max(0, (value as number) - 1) : rule === 'count-or-null' ? null : false;
    this.#values[area] = { ...values, [name]: after };
    return value;
  }

  /** Every key back to its initial value, or only those of one area. */
  reset(area?: FaultArea): void {
    for (const each of area === undefined ? AREAS : [area]) this.#values[each] = initialValues(each);
  }

  /** The current values, by area (`GET /__simulator/faults`, `GET /__simulator/state`). */
  summary(): FaultValues {
    return Object.fromEntries(AREAS.map((area) => [area, { ...this.#values[area] }])) as FaultValues;
  }
}
