import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FleetAudit, FleetAuditEntry } from '../../../src/application/fleet/fleet-audit';
import { PollSiteUseCase } from '../../../src/application/fleet/poll-site.use-case';
import { ApplianceAccessError, type ApplianceAccessPort, type ApplianceProbe } from '../../../src/application/fleet/ports/appliance-access.port';
import type { SiteCredentials } from '../../../src/application/fleet/site-credentials';
import { openDatabase } from '../../../src/composition/database';
import type { Site } from '../../../src/domain/fleet/site';
import { SqlSiteStatusStoreAdapter } from '../../../src/infrastructure/fleet/sql-site-status-store.adapter';
import { SqlRolloutStoreAdapter } from '../../../src/infrastructure/fleet/sql-rollout-store.adapter';
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
  it('audit a change once: the second poll builds on the status the first wrote (refused credentials, then a change made outside), and a rollout step’s own document is none', { timeout: 60_000 }, async () => {
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
      const outsideAt = (await statuses.get('site-c'))?.status.lastChange?.at;

      // A new document while a rollout's step writes the site: the step's, not a change made outside (no audit entry,
      // the last change as it was until the step marks it saved through Vigil).
      const written = heldAppliance();
      written.answer(() => ({ version: '1', serverStatus: 'running', licence: { status: 'activated' }, signature: 'CCC', documentDate: '2026-11-03T00:00:00Z' }));
      written.release();
      const asked: string[] = [];
      const vigilSaves = { savingOn: async (siteId: string) => (asked.push(siteId), true) };
      await new PollSiteUseCase(credentials, written.access, statuses, async () => ({ read: () => ({ valid: false }) }) as never, audit, context, vigilSaves).execute(job);
      expect(asked).toEqual(['site-c']);
      expect(entries.filter((entry) => entry.action === 'configuration.outside-change')).toHaveLength(1);
      expect((await statuses.get('site-c'))?.status).toMatchObject({ signature: 'CCC', lastChange: { via: 'outside', at: outsideAt } });

      // What the poll asks, from the rollouts' table: a step on this site under a claim alive since then.
      await new SqlSiteStoreAdapter(db).add({ ...SITE, name: 'Delta', id: 'site-d', sealedPassword: 'sealed', addedAt: new Date().toISOString(), addedBy: 'claire' });
      const rollouts = new SqlRolloutStoreAdapter(db);
      await rollouts.create({ id: 'r1', createdAt: '2026-11-29T06:00:00.000Z', createdBy: 'claire', sourceSiteId: 'site-d', items: ['contact'] }, [{ siteId: 'site-c', wave: 0, baseSignature: 'CCC', sealedDocument: 'sealed', summary: 'a contact' }]);
      const claimant = { by: 'vigil-a', token: 'process-1' };
      expect(await rollouts.applyingOn('site-c', '2026-11-29T06:00:00.000Z')).toBe(false);
      const claimed = await rollouts.claimNext('r1', { ...claimant, at: '2026-11-29T06:00:10.000Z', staleBefore: '2026-11-29T06:00:00.000Z' });
      expect(claimed?.siteId).toBe('site-c');
      expect(await rollouts.applyingOn('site-c', '2026-11-29T06:00:05.000Z')).toBe(true);
      expect(await rollouts.applyingOn('site-d', '2026-11-29T06:00:05.000Z')).toBe(false);
      // Silent since before the moment asked about: a dead server's claim, nobody writing.
      expect(await rollouts.applyingOn('site-c', '2026-11-29T06:00:11.000Z')).toBe(false);
      await rollouts.finish('r1', claimed!.position, claimant, 'done', '', '2026-11-29T06:00:12.000Z');
      expect(await rollouts.applyingOn('site-c', '2026-11-29T06:00:05.000Z')).toBe(false);
    } finally {
      await db.close();
    }
  });
});
