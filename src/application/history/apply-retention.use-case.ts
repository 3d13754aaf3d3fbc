import { versionsToThin, type RetentionPolicy } from '../../domain/history/retention';
import type { AuditLogPort } from '../ports/audit-log.port';
import type { HistoryStorePort } from '../ports/history-store.port';

export interface RetentionOutcome {
  readonly versionsRemoved: number;
  readonly auditRemoved: number;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The retention (docs/history.md): every version for `keepAllDays`, then one
 * a day; a site past its size limit loses its oldest versions first (never
 * its latest); audit entries older than `auditDays` go, the chain's anchor
 * moving with them.
 */
export class ApplyRetentionUseCase {
  constructor(
    private readonly store: HistoryStorePort,
    private readonly audit: AuditLogPort,
    private readonly policy: RetentionPolicy,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async execute(): Promise<RetentionOutcome> {
    let versionsRemoved = 0;
    const now = this.now();
    for (const site of await this.store.sites()) {
      const thin = versionsToThin(await this.store.versionsOf(site), now, this.policy);
      await this.store.remove(thin);
      versionsRemoved += thin.length;
      while ((await this.store.storedBytes(site)) > this.policy.siteLimitBytes) {
        const versions = await this.store.versionsOf(site);
        if (versions.length <= 1) break;
        const oldest = versions.slice(0, Math.max(1, Math.floor((versions.length - 1) / 10))).map((version) => version.id);
        await this.store.remove(oldest);
        versionsRemoved += oldest.length;
      }
    }
    const auditRemoved = await this.audit.removeOlderThan(new Date(now.getTime() - this.policy.auditDays * DAY).toISOString());
    return { versionsRemoved, auditRemoved };
  }
}
