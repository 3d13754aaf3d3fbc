import type { MiddlewareHandler } from 'hono';
import { NO_CLIENT_API_FAULTS, DEFAULT_SETTINGS as CLIENT_API_SETTINGS } from '../client-api/client-api-settings';
import { LICENCE_STATUSES, LICENCE_TYPES } from '../state/licence';
import { failure, type SimulatorEnv } from './simulator-env';

/** What one key of a control's body may hold. */
type Rule =
  | 'boolean'
  | 'string'
  /** A finite number, 0 or more (milliseconds). */
  | 'duration'
  /** An integer, 0 or more. */
  | 'count'
  /** A count or null. */
  | 'count-or-null'
  /** true, false or a detail. */
  | 'failure'
  /** A failure, or null for none. */
  | 'failure-or-null'
  /** true, false, or an HTTP status from 500 to 599. */
  | 'status5xx'
  /** A status from 100 to 599, or null. */
  | 'status-or-null'
  /** A string or null. */
  | 'string-or-null'
  | { readonly object: Schema }
  | { readonly oneOf: readonly string[] }
  /** Any key, each a list of strings (rights per stream). */
  | 'rights';

type Schema = Readonly<Record<string, Rule>>;

const LICENCE: Schema = { status: { oneOf: LICENCE_STATUSES }, type: { oneOf: LICENCE_TYPES }, devices: 'count', cloudData: 'count', days: 'count', expirated: 'boolean' };

const fromDefaults = (defaults: object): Schema =>
  Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, typeof value === 'boolean' ? 'boolean' : typeof value === 'string' ? 'string' : 'count-or-null'] as const));

/**
 * The one schema of what the `/__simulator/*` controls accept (docs/api.md,
 * docs/simulator.md): every key a control reads, with its kind. A key that
 * is not here, or a value of the wrong kind, is refused with a message that
 * names it, instead of being ignored.
 */
export const CONTROL_SCHEMAS: Readonly<Record<string, Schema | 'rights'>> = {
  '/__simulator/reset': { initialised: 'boolean' },
  '/__simulator/faults': { unavailable: 'boolean', unavailableDelayMs: 'duration', latencyMs: 'duration', status5xx: 'status5xx', configurationSaveFails: 'failure' },
  '/__simulator/operations': {
    transitionMs: 'duration', reloadMs: 'duration', stopFails: 'failure', startFails: 'failure', activationFails: 'boolean', tunnelListFailures: 'count',
    update: { object: { current: 'string', available: 'string-or-null', fails: 'boolean', stepMs: 'duration' } },
    licence: { object: LICENCE },
  },
  '/__simulator/health': { stepMs: 'duration', debugIntervalMs: 'duration', maintenanceFails: 'failure-or-null', onlinePending: 'boolean' },
  '/__simulator/devices': { discoveryMs: 'duration' },
  '/__simulator/client-api/reset': {},
  '/__simulator/client-api/faults': { ...fromDefaults(NO_CLIENT_API_FAULTS), latencyMs: 'duration', longQueryStatus: 'status-or-null' },
  '/__simulator/client-api/settings': { ...fromDefaults(CLIENT_API_SETTINGS), inputToggleMs: 'duration', logStepMs: 'duration', graphStepMs: 'duration' },
  '/__simulator/client-api/rights': 'rights',
  '/__simulator/logic/reset': {},
};

const isCount = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 0;

const EXPECTED: Record<Exclude<Rule, object>, [string, (value: unknown) => boolean]> = {
  boolean: ['true or false', (value) => typeof value === 'boolean'],
  string: ['a string', (value) => typeof value === 'string'],
  duration: ['a number of milliseconds, 0 or more', (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0],
  count: ['a whole number, 0 or more', isCount],
  'count-or-null': ['a whole number, 0 or more, or null', (value) => value === null || isCount(value)],
  failure: ['true, false or a detail', (value) => typeof value === 'boolean' || typeof value === 'string'],
  'failure-or-null': ['true, false, null or a detail', (value) => value === null || typeof value === 'boolean' || typeof value === 'string'],
  status5xx: ['true, false or a status from 500 to 599', (value) => typeof value === 'boolean' || (Number.isInteger(value) && (value as number) >= 500 && (value as number) <= 599)],
  'status-or-null': ['a status from 100 to 599, or null', (value) => value === null || (Number.isInteger(value) && (value as number) >= 100 && (value as number) <= 599)],
  'string-or-null': ['a string or null', (value) => value === null || typeof value === 'string'],
  rights: ['an object of lists of rights', (value) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((rights) => Array.isArray(rights) && rights.every((right) => typeof right === 'string'))],
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a body does not fit a schema (the first reason found), or null when it fits. */
export function schemaProblem(body: unknown, schema: Schema | 'rights', where = 'the body'): string | null {
  if (schema === 'rights') return EXPECTED.rights[1](body) ? null : `${where} must be ${EXPECTED.rights[0]}`;
  if (!isObject(body)) return `${where} must be a JSON object`;
  for (const [key, value] of Object.entries(body)) {
    const rule = schema[key];
    if (rule === undefined) {
      const accepted = Object.keys(schema);
      return `unknown key "${key}" in ${where}${accepted.length === 0 ? ': this control takes no key' : `: accepted keys are ${accepted.join(', ')}`}`;
    }
    if (typeof rule === 'object' && 'oneOf' in rule) {
      if (!rule.oneOf.includes(value as string)) return `"${key}" must be one of ${rule.oneOf.join(', ')}`;
      continue;
    }
    if (typeof rule === 'object') {
      const problem = schemaProblem(value, rule.object, `"${key}"`);
      if (problem !== null) return problem;
      continue;
    }
    const [expected, accepts] = EXPECTED[rule];
    if (!accepts(value)) return `"${key}" must be ${expected}`;
  }
  return null;
}

/**
 * Checks the JSON body of every changing `/__simulator/*` control against
 * CONTROL_SCHEMAS before the control runs: 400 with the reason otherwise (an
 * empty body is an empty object). The control then reads the same parsed body.
 */
export function controlSchemaMiddleware(): MiddlewareHandler<SimulatorEnv> {
  return async (c, next) => {
    const schema = CONTROL_SCHEMAS[c.req.path];
    if (c.req.method !== 'POST' || schema === undefined) {
      await next();
      return;
    }
    const text = await c.req.text();
    let body: unknown = {};
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        return c.json(failure('the body is not JSON'), 400);
      }
    }
    const problem = schemaProblem(body, schema);
    if (problem !== null) return c.json(failure(`${c.req.path}: ${problem}`), 400);
    await next();
  };
}
