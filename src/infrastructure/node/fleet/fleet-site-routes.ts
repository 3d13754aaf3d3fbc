import type { SiteFields } from '../../../domain/fleet/site';
import { DEFAULT_HTTP_PORT, DEFAULT_HTTPS_PORT, parseTags } from '../../../domain/fleet/site';
import { refusal } from './fleet-answers';
import { jsonBody, signedIn, text, type FleetApp } from './fleet-api-env';
import type { FleetServices } from './fleet-services';

function port(value: unknown, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  return typeof value === 'number' ? value : /^\d+$/.test(String(value)) ? Number(value) : Number.NaN;
}

/** A site's fields from a JSON body, read tolerantly (ports as numbers or text, tags as a list or text). */
function siteFields(body: Record<string, unknown>): SiteFields {
  const tags = body['tags'];
  return {
    name: text(body['name']),
    address: text(body['address']),
    httpPort: port(body['httpPort'], DEFAULT_HTTP_PORT),
    httpsPort: port(body['httpsPort'], DEFAULT_HTTPS_PORT),
    secure: body['secure'] === true,
    insecure: body['insecure'] === true,
    username: text(body['username']),
    password: text(body['password']),
    tags: Array.isArray(tags) ? parseTags(tags.filter((tag): tag is string => typeof tag === 'string').join(',')) : parseTags(text(tags)),
  };
}

/** Sites, the overview, import and export, a site's console and the comparison's audit. */
export function registerSiteRoutes(app: FleetApp, services: FleetServices): void {
  app.get('/fleet/api/overview', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    const baseline = c.req.query('baseline');
    return c.json({ rows: await services.overview.rows(baseline || undefined), at: new Date().toISOString() });
  });

  app.get('/fleet/api/sites/export', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    const csv = await services.transfer.export(actor);
    return c.body(`\uFEFF${csv}`, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="vigil-sites.csv"' });
  });

  app.post('/fleet/api/sites/import', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    // JSON (`{"csv": "…"}`), the only kind of body the pipeline lets a changing call carry besides XML (docs/security.md).
    const body = await jsonBody(c);
    if (!body || typeof body['csv'] !== 'string') return refusal(c, 'FLEET.INVALID_REQUEST', 'an import is sent as JSON: {"csv": "…"}');
    return c.json(await services.transfer.import(actor, body['csv']));
  });

  app.get('/fleet/api/sites/:id', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    return c.json({ site: await services.sites.get(c.req.param('id')) });
  });

  /** What a site's console starts with (its name, its user), and the audit of its opening. */
  app.get('/fleet/api/sites/:id/console', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    const site = await services.sites.get(c.req.param('id'));
    await services.audit.record(actor, { action: 'site.open', siteId: site.id, target: site.name });
    return c.json({ site: { id: site.id, name: site.name, tags: site.tags, username: site.username }, operator: { name: actor.operator.name, role: actor.operator.role } });
  });

  app.post('/fleet/api/sites', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    const body = await jsonBody(c);
    if (!body) return refusal(c, 'FLEET.INVALID_REQUEST', 'a site is sent as a JSON object');
    return c.json({ site: await services.sites.add(actor, siteFields(body)) });
  });

  app.put('/fleet/api/sites/:id', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    const body = await jsonBody(c);
    if (!body) return refusal(c, 'FLEET.INVALID_REQUEST', 'a site is sent as a JSON object');
    return c.json({ site: await services.sites.update(actor, c.req.param('id'), siteFields(body)) });
  });

  app.delete('/fleet/api/sites/:id', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    await services.sites.remove(actor, c.req.param('id'), c.req.query('history') === 'delete');
    return c.json({ result: true });
  });
}
