import ky, { HTTPError, type KyInstance } from 'ky';
import type { ConfigurationCodecSource } from '../../application/configuration/read-configuration-document';
import type { FleetCopyPort, FleetSiteChoice, PreparedCopyView, RolloutStart, SiteComparisonView, TargetReviewView, TargetUnreadView } from '../../application/fleet-copy/fleet-copy.port';
import type { Configuration } from '../../domain/configuration/configuration';
import type { ItemRef } from '../../domain/fleet/cross-site-items';
import type { Rollout } from '../../domain/fleet/rollout';
import { DomainError } from '../../domain/shared/domain-error';
import type { ErrorCode } from '../../domain/shared/error-code';
import { REQUESTED_WITH, REQUESTED_WITH_HEADER } from './http-transport';

/** The fleet's refusal as the pages say it: its code, and its English reason as the detail. */
export class FleetCallError extends DomainError {
  constructor(code: string, detail: string, status: number) {
    super(code as ErrorCode, detail, { metadata: { detail, status } });
  }
}

/** The ky instance of the fleet's calls: `/fleet/api` on the page's origin, the session cookie, the header every changing call needs. */
export function createFleetHttp(options: { readonly baseUrl?: string; readonly fetch?: typeof fetch } = {}): KyInstance {
  return ky.create({
    prefixUrl: `${(options.baseUrl ?? (globalThis as { location?: { origin?: string } }).location?.origin ?? '').replace(/\/$/, '')}/fleet/api`,
    retry: 0,
    timeout: false,
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    headers: { [REQUESTED_WITH_HEADER]: REQUESTED_WITH.console },
  });
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HTTPError) {
      const body = (await error.response.json().catch(() => ({}))) as { code?: unknown; detail?: unknown };
      throw new FleetCallError(typeof body.code === 'string' ? body.code : 'APPLIANCE.SOMETHING_WENT_WRONG', typeof body.detail === 'string' ? body.detail : error.message, error.response.status);
    }
    throw error;
  }
}

type Wire<T> = Omit<T, 'before' | 'after'> & { readonly before: unknown; readonly after: unknown };

/**
 * The compare, copy and rollout calls of the fleet (docs/fleet.md) over
 * HTTP; the configurations of a comparison or a review come as the codec's
 * JSON and are read back with the console's own codec.
 */
export class HttpFleetCopyAdapter implements FleetCopyPort {
  constructor(
    private readonly http: KyInstance,
    private readonly codec: ConfigurationCodecSource,
  ) {}

  private async configuration(json: unknown): Promise<Configuration> {
    return (await this.codec()).fromJson(json);
  }

  sites(): Promise<readonly FleetSiteChoice[]> {
    return call(async () => {
      const { rows } = await this.http.get('overview').json<{ rows: { id: string; name: string }[] }>();
      return rows.map((row) => ({ id: row.id, name: row.name })).sort((a, b) => a.name.localeCompare(b.name));
    });
  }

  items(siteId: string): Promise<readonly ItemRef[]> {
    return call(async () => (await this.http.get(`sites/${encodeURIComponent(siteId)}/items`).json<{ items: ItemRef[] }>()).items);
  }

  compare(a: string, b: string): Promise<SiteComparisonView> {
    return call(async () => {
      const wire = await this.http.post('compare', { json: { a, b } }).json<Wire<SiteComparisonView>>();
      return { ...wire, before: await this.configuration(wire.before), after: await this.configuration(wire.after) };
    });
  }

  prepareCopy(request: { readonly sourceSiteId: string; readonly items: readonly ItemRef[]; readonly targetSiteIds: readonly string[] }): Promise<PreparedCopyView> {
    return call(async () => {
      const wire = await this.http.post('copies', { json: request }).json<Omit<PreparedCopyView, 'targets'> & { targets: (Wire<TargetReviewView> | TargetUnreadView)[] }>();
      const targets = await Promise.all(
        wire.targets.map(async (target) => (target.kind === 'review' ? { ...target, before: await this.configuration(target.before), after: await this.configuration(target.after) } : target)),
      );
      return { ...wire, targets };
    });
  }

  startRollout(request: RolloutStart): Promise<Rollout> {
    return call(async () => (await this.http.post('rollouts', { json: request }).json<{ rollout: Rollout }>()).rollout);
  }

  rollouts(): Promise<readonly Rollout[]> {
    return call(async () => (await this.http.get('rollouts').json<{ rollouts: Rollout[] }>()).rollouts);
  }

  rollout(id: string): Promise<Rollout> {
    return call(async () => (await this.http.get(`rollouts/${encodeURIComponent(id)}`).json<{ rollout: Rollout }>()).rollout);
  }

  resume(id: string): Promise<Rollout> {
    return call(async () => (await this.http.post(`rollouts/${encodeURIComponent(id)}/resume`, { json: {} }).json<{ rollout: Rollout }>()).rollout);
  }
}
