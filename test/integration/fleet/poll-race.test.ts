import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FleetAudit, FleetAuditEntry } from '../../../src/application/fleet/fleet-audit';
import { PollSiteUseCase } from '../../../src/application/fleet/poll-site.use-case';
import { ApplianceAccessError, type ApplianceAccessPort, type ApplianceProbe } from '../../../src/application/fleet/ports/appliance-access.port';
import type { SiteCredentials } from '../../../src/application/fleet/site-credentials';
import { openDatabase } from '../../../src/composition/database';
import type { Site } from '../../../src/domain/fleet/site';
import { SqlSiteStatusStoreAdapter } from '../../../src/infrastructure/fleet/sql-site-status-store.adapter';
import { SqlSiteStoreAdapter } from '../../../src/infrastructure/fleet/sql-site-store.adapter';
import { databasesUnderTest } from '../../support/databases-under-test';

const SITE = { name: 'Charlie', address: '127.0.0.1', httpPort: 80, httpsPort: 443, secure: false, insecure: false, username: 'admin', tags: [] as string[] };

/** An appliance that answers each call only once `release` is called, so that two polls are in flight together. */
function heldAppliance() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let answer: () => ApplianceProbe = () => {
    throw new ApplianceAccessError('credentials-refused', 'the appliance refused the stored credentials');
  };
  const access = {
    probe: async () => {
      await released;
      return answer();
    },
    fetchDocument: async () => '<not a document/>',
    readIos: async () => new Map(),
  } as unknown as ApplianceAccessPort;
  return { access, release, answer: (next: () => ApplianceProbe) => (answer = next) };
}

describe.each(databasesUnderTest())('two polls of one site at once, on the $kind database', (database) => {
  it('audit a change once: the second poll builds on the status the first wrote (refused credentials, then a change made outside)', { timeout: 60_000 }, async () => {
    const options = await database.fresh();
    const db = await openDatabase(options.databaseUrl ? { kind: 'server', url: options.databaseUrl } : { kind: 'embedded', folder: join(options.dataDir, 'database') });
    try {
      if (options.databaseUrl) {
        const { migrateToLatest } = await import('../../../src/infrastructure/database/migration-runner');
        await migrateToLatest(db);
      }
      await new SqlSiteStoreAdapter(db).add({ ...SITE, id: 'site-c', sealedPassword: 'sealed', addedAt: new Date().toISOString(), addedBy: 'claire' });
      const statuses = new SqlSiteStatusStoreAdapter(db);
      const credentials = { of: async () => ({ site: { ...SITE, id: 'site-c' } as unknown as Site, credentials: { username: 'admin', password: 'x' }, baseUrl: 'http://127.0.0.1' }) } as unknown as SiteCredentials;
      const entries: FleetAuditEntry[] = [];
      const audit = { record: async (_actor: unknown, entry: FleetAuditEntry) => void entries.push(entry) } as unknown as FleetAudit;
      let ids = 0;
      const context = { now: () => new Date(), newId: () => `id-${(ids += 1)}`, instanceId: 'vigil-a' };
      const job = { siteId: 'site-c', dueAt: new Date().toISOString() };

      // Reachable first, with a known signature.
      const first = heldAppliance();
      first.answer(() => ({ version: '1', serverStatus: 'running', licence: { status: 'activated' }, signature: 'AAA', documentDate: '2026-11-01T00:00:00Z' }));
      first.release();
      await new PollSiteUseCase(credentials, first.access, statuses, async () => ({ read: () => ({ valid: false }) }) as never, audit, context).execute(job);
      expect((await statuses.get('site-c'))?.status).toMatchObject({ reachability: 'reachable', signature: 'AAA' });

      // The credentials are refused, seen by two polls at once: one audit entry.
      const refused = heldAppliance();
      const poll = new PollSiteUseCase(credentials, refused.access, statuses, async () => ({ read: () => ({ valid: false }) }) as never, audit, context);
      const both = Promise.all([poll.execute(job), poll.execute(job)]);
      refused.release();
      await both;
      expect(entries.filter((entry) => entry.action === 'appliance.unreachable')).toHaveLength(1);
      expect((await statuses.get('site-c'))?.status).toMatchObject({ reachability: 'credentials-refused', signature: 'AAA' });

      // Back, with a document changed outside Vigil, seen by two polls at once: one audit entry, one last change.
      const changed = heldAppliance();
      changed.answer(() => ({ version: '1', serverStatus: 'running', licence: { status: 'activated' }, signature: 'BBB', documentDate: '2026-11-02T00:00:00Z' }));
      const again = new PollSiteUseCase(credentials, changed.access, statuses, async () => ({ read: () => ({ valid: false }) }) as never, audit, context);
      const twice = Promise.all([again.execute(job), again.execute(job)]);
      changed.release();
      await twice;
      expect(entries.filter((entry) => entry.action === 'configuration.outside-change')).toHaveLength(1);
      expect((await statuses.get('site-c'))?.status).toMatchObject({ reachability: 'reachable', signature: 'BBB', lastChange: { via: 'outside' } });
    } finally {
      await db.close();
    }
  });
});
