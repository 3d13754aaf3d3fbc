import { Hono } from 'hono';
import type { OperatorRole } from '../../../domain/fleet/operator';
import { isOperatorRole } from '../../../domain/fleet/operator';
import { AUDIT_ACTIONS, type AuditAction } from '../../../domain/audit/audit-entry';
import { answerError, refusal } from './fleet-answers';
import { jsonBody, signedIn, text, type FleetApp, type FleetEnv } from './fleet-api-env';
import type { FleetServices } from './fleet-services';
import type { Configuration } from '../../../domain/configuration/configuration';
import { registerCompareRoutes } from './fleet-compare-routes';
import { registerRolloutRoutes } from './fleet-rollout-routes';
import { registerSiteRoutes } from './fleet-site-routes';
import { clearedSessionCookie, sessionCookie, sessionToken } from './operator-cookie';

const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The fleet's own calls, under `/fleet/api` (docs/fleet.md, "The fleet's
 * calls"): the first operator, sign-in and sign-out, operators, sites,
 * the overview, import and export, rollouts. The operator comes from the
 * session cookie; a changing call must carry `X-Requested-With` (which no
 * other site's page can send without the browser asking first) and, when
 * the browser gives one, this server's own `Origin`.
 */
export function createFleetApi(services: FleetServices, configurationJson: (configuration: Configuration) => unknown): FleetApp {
  const app = new Hono<FleetEnv>();

  app.use('*', async (c, next) => {
    const incoming = c.env.incoming;
    c.set('address', incoming.socket.remoteAddress ?? '');
    c.set('secure', (incoming.socket as { encrypted?: boolean }).encrypted === true);
    if (CHANGING.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (!c.req.header('x-requested-with') || (origin !== undefined && new URL(origin).host !== c.req.header('host'))) {
        return c.json({ result: false, code: 'FLEET.INVALID_REQUEST', detail: 'a changing call must come from this server\'s own pages (X-Requested-With, same Origin)' }, 403);
      }
    }
    const resolved = await services.sessions.resolve(sessionToken(incoming));
    c.set('actor', resolved ? { operator: resolved.operator, name: resolved.operator.name, address: c.get('address') } : undefined);
    await next();
  });

  app.onError((error, c) => {
    try {
      return answerError(c as never, error);
    } catch {
      console.error('fleet call failed', error);
      return c.json({ result: false, code: 'APPLIANCE.SOMETHING_WENT_WRONG', detail: 'something went wrong' }, 500);
    }
  });

  app.get('/fleet/api/state', async (c) => {
    const actor = c.get('actor');
    return c.json({ setUp: (await services.operators.count()) > 0, ...(actor ? { operator: { id: actor.operator.id, name: actor.operator.name, role: actor.operator.role } } : {}) });
  });

  app.post('/fleet/api/setup', async (c) => {
    const body = (await jsonBody(c)) ?? {};
    const session = await services.setUp.execute({ name: text(body['name']), password: text(body['password']) }, c.get('address'));
    c.header('Set-Cookie', sessionCookie(session.token, c.get('secure')));
    return c.json({ operator: session.operator, expiresAt: session.expiresAt });
  });

  app.post('/fleet/api/session', async (c) => {
    const address = c.get('address');
    const wait = services.throttle.waitFor(address);
    if (wait > 0) {
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      c.header('Retry-After', String(seconds));
      return c.json({ result: false, code: 'AUTH.TOO_MANY_SIGN_INS', detail: `too many failed sign-ins from this address: try again in ${seconds} s`, retryAfter: seconds }, 429);
    }
    const body = (await jsonBody(c)) ?? {};
    try {
      const session = await services.signIn.execute({ name: text(body['name']), password: text(body['password']) }, address);
      services.throttle.succeeded(address);
      c.header('Set-Cookie', sessionCookie(session.token, c.get('secure')));
      return c.json({ operator: session.operator, expiresAt: session.expiresAt });
    } catch (error) {
      services.throttle.failed(address);
      throw error;
    }
  });

  app.delete('/fleet/api/session', async (c) => {
    const actor = c.get('actor');
    await services.sessions.close(sessionToken(c.env.incoming));
    if (actor) await services.audit.record(actor, { action: 'operator.sign-out' });
    c.header('Set-Cookie', clearedSessionCookie(c.get('secure')));
    return c.json({ result: true });
  });

  app.get('/fleet/api/operators', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    return c.json({ operators: await services.operatorDirectory.list() });
  });

  app.post('/fleet/api/operators', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    const body = (await jsonBody(c)) ?? {};
    const role = isOperatorRole(body['role']) ? body['role'] : ('' as OperatorRole);
    return c.json({ operator: await services.operatorDirectory.add(actor, { name: text(body['name']), password: text(body['password']), role }) });
  });

  app.patch('/fleet/api/operators/:id', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    const body = (await jsonBody(c)) ?? {};
    if (!isOperatorRole(body['role'])) return refusal(c, 'FLEET.INVALID_REQUEST', 'role must be installer or viewer');
    await services.operatorDirectory.setRole(actor, c.req.param('id'), body['role']);
    return c.json({ result: true });
  });

  app.delete('/fleet/api/operators/:id', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    await services.operatorDirectory.remove(actor, c.req.param('id'));
    return c.json({ result: true });
  });

  /** The audit, newest first: every operator's actions and every site's (`?actor=`, `?action=`, `?limit=` up to 1,000). */
  app.get('/fleet/api/audit', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    const actions = c.req.queries('action')?.filter((action): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action));
    const limit = Math.min(1_000, Math.max(1, Number(c.req.query('limit') ?? 100) || 100));
    const who = c.req.query('actor');
    return c.json({ entries: await services.auditLog.list({ limit, ...(who ? { actor: who } : {}), ...(actions && actions.length > 0 ? { actions } : {}) }) });
  });

  registerSiteRoutes(app, services);
  registerRolloutRoutes(app, services);
  registerCompareRoutes(app, services, configurationJson);
  app.all('/fleet/api/*', (c) => c.json({ result: false, code: 'FLEET.INVALID_REQUEST', detail: `no such call: ${c.req.method} ${c.req.path}` }, 404));
  return app;
}
