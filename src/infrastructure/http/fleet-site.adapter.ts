import { ApplianceRequestError, NetworkError } from '../../application/errors/console-errors';
import type { FleetSitePort, OpenedSite } from '../../application/ports/fleet-site.port';
import { errorDetailOf, fleetCodeOf, REQUESTED_WITH, REQUESTED_WITH_HEADER } from './http-transport';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** `GET /fleet/api/sites/ID/console` on the Vigil server (the operator's session cookie goes with it, same origin). */
export class HttpFleetSiteAdapter implements FleetSitePort {
  constructor(private readonly fetchImpl: typeof fetch = (input, init) => fetch(input, init)) {}

  async open(siteId: string): Promise<OpenedSite> {
    let response: Response;
    try {
      response = await this.fetchImpl(`/fleet/api/sites/${encodeURIComponent(siteId)}/console`, { headers: { [REQUESTED_WITH_HEADER]: REQUESTED_WITH.console }, credentials: 'same-origin' });
    } catch (error) {
      throw new NetworkError(error);
    }
    const body = await response.text();
    if (!response.ok) throw new ApplianceRequestError(response.status, errorDetailOf(body, response.headers.get('content-type')), undefined, fleetCodeOf(body));
    const parsed = JSON.parse(body) as { site?: Record<string, unknown>; operator?: Record<string, unknown> };
    const site = parsed.site ?? {};
    const operator = parsed.operator ?? {};
    return {
      id: text(site['id']) || siteId,
      name: text(site['name']),
      tags: Array.isArray(site['tags']) ? site['tags'].filter((tag): tag is string => typeof tag === 'string') : [],
      username: text(site['username']),
      operator: { name: text(operator['name']), role: operator['role'] === 'installer' ? 'installer' : 'viewer' },
    };
  }
}
