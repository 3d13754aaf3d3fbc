import type { ReviewedTarget } from '../../../application/fleet/rollouts';
import { refusal } from './fleet-answers';
import { jsonBody, signedIn, text, type FleetApp } from './fleet-api-env';
import type { FleetServices } from './fleet-services';

function reviewedTarget(value: unknown): ReviewedTarget | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const target = { siteId: text(record['siteId']), baseSignature: text(record['baseSignature']), document: text(record['document']), summary: text(record['summary']) };
  return target.siteId !== '' && target.document !== '' ? target : undefined;
}

/** Rollouts: started with each target's reviewed document, listed, followed, resumed. */
export function registerRolloutRoutes(app: FleetApp, services: FleetServices): void {
  app.get('/fleet/api/rollouts', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    return c.json({ rollouts: await services.rollouts.list() });
  });

  app.get('/fleet/api/rollouts/:id', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    const rollout = await services.rollouts.get(c.req.param('id'));
    return rollout ? c.json({ rollout }) : refusal(c, 'FLEET.ROLLOUT_NOT_FOUND', 'no such rollout');
  });

  app.post('/fleet/api/rollouts', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    const body = await jsonBody(c);
    const targets = Array.isArray(body?.['targets']) ? body['targets'].map(reviewedTarget) : [];
    if (!body || targets.length === 0 || targets.some((target) => target === undefined)) return refusal(c, 'FLEET.INVALID_REQUEST', 'a rollout needs its reviewed targets');
    const items = Array.isArray(body['items']) ? body['items'].filter((item): item is string => typeof item === 'string') : [];
    const waves = Array.isArray(body['waves']) ? body['waves'].filter((wave): wave is number => typeof wave === 'number' && wave > 0 && wave <= 100) : undefined;
    const rollout = await services.rollouts.start(actor, { sourceSiteId: text(body['sourceSiteId']), items, targets: targets as ReviewedTarget[], ...(waves ? { waves } : {}) });
    return c.json({ rollout });
  });

  app.post('/fleet/api/rollouts/:id/resume', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    const body = (await jsonBody(c)) ?? {};
    const replacement = body['replacement'] as Record<string, unknown> | undefined;
    const reviewed = replacement ? reviewedTarget({ ...replacement, siteId: 'site' }) : undefined;
    const position = typeof replacement?.['position'] === 'number' ? replacement['position'] : undefined;
    const rollout = await services.rollouts.resume(actor, c.req.param('id'), reviewed && position !== undefined ? { position, baseSignature: reviewed.baseSignature, document: reviewed.document, summary: reviewed.summary } : undefined);
    return c.json({ rollout });
  });
}
