import type { MiddlewareHandler } from 'hono';
import { CLIENT_API_SETTINGS_SCHEMA } from '../client-api/client-api-settings';
import { SEED_SITES } from '../seed/configuration-seed';
import { schemaProblem, type Schema } from '../state/control-rules';
import { FAULT_SCHEMA } from '../state/fault-registry';
import { LICENCE_STATUSES, LICENCE_TYPES } from '../state/licence';
import { failure, type SimulatorEnv } from './simulator-env';

const LICENCE: Schema = { status: { oneOf: LICENCE_STATUSES }, type: { oneOf: LICENCE_TYPES }, devices: 'count', cloudData: 'count', days: 'count', expirated: 'boolean' };

/**
 * The one schema of what the `/__simulator/*` controls accept (docs/api.md,
 * docs/simulator.md): every key a control reads, with its kind. A key that
 * is not here, or a value of the wrong kind, is refused with a message that
 * names it, instead of being ignored.
 */
const CONTROL_SCHEMAS: Readonly<Record<string, Schema | 'rights'>> = {
  '/__simulator/reset': { initialised: 'boolean', site: { oneOf: SEED_SITES } },
  // Every fault and timing, by area (state/fault-registry.ts).
  '/__simulator/faults': FAULT_SCHEMA,
  // The appliance's own state, not faults: the update server's offer and the licence's fields.
  '/__simulator/operations': {
    update: { object: { current: 'string', available: 'string-or-null' } },
    licence: { object: LICENCE },
  },
  '/__simulator/health': { onlinePending: 'boolean' },
  '/__simulator/client-api/reset': {},
  '/__simulator/client-api/settings': CLIENT_API_SETTINGS_SCHEMA,
  '/__simulator/client-api/rights': 'rights',
  '/__simulator/logic/reset': {},
};

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
