import { itemRefsOf } from '../../../domain/fleet/copied-item-words';
import { isCopyKind } from '../../../domain/fleet/cross-site-items';
import type { Configuration } from '../../../domain/configuration/configuration';
import { refusal } from './fleet-answers';
import { jsonBody, signedIn, text, type FleetApp } from './fleet-api-env';
import type { FleetServices } from './fleet-services';

/** A configuration as the pages receive it: the codec's JSON (bytes as base64), read back with its `fromJson`. */
type ToJson = (configuration: Configuration) => unknown;

/**
 * Compare two sites and copy to many (docs/fleet.md): a site's document
 * read with its stored credentials, the items it can give, two sites
 * compared (any operator; audited), and a copy prepared for each target
 * (installers only; nothing written until the rollout).
 */
export function registerCompareRoutes(app: FleetApp, services: FleetServices, toJson: ToJson): void {
  app.get('/fleet/api/sites/:id/document', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    const { text: document } = await services.documents.text(c.req.param('id'));
    return c.body(document, 200, { 'Content-Type': 'text/xml; charset=utf-8' });
  });

  app.get('/fleet/api/sites/:id/items', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    return c.json(await services.compare.items(c.req.param('id')));
  });

  app.post('/fleet/api/compare', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    const body = (await jsonBody(c)) ?? {};
    const compared = await services.compare.compare(actor, text(body['a']), text(body['b']));
    return c.json({ ...compared, before: toJson(compared.before), after: toJson(compared.after) });
  });

  app.post('/fleet/api/copies', async (c) => {
    const actor = signedIn(c);
    if (actor instanceof Response) return actor;
    const body = (await jsonBody(c)) ?? {};
    const targetSiteIds = Array.isArray(body['targetSiteIds']) ? body['targetSiteIds'].filter((id): id is string => typeof id === 'string' && id !== '') : [];
    const prepared = await services.copy.prepare(actor, { sourceSiteId: text(body['sourceSiteId']), items: itemRefsOf(body['items'], isCopyKind), targetSiteIds });
    if (prepared.targets.length === 0) return refusal(c, 'FLEET.INVALID_REQUEST', 'a copy needs target sites');
    return c.json({
      ...prepared,
      targets: prepared.targets.map((target) => (target.kind === 'review' ? { ...target, before: toJson(target.before), after: toJson(target.after) } : target)),
    });
  });
}
