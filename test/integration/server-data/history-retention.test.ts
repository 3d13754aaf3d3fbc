import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApplyRetentionUseCase } from '../../../src/application/history/apply-retention.use-case';
import { openServerData, type ServerData } from '../../../src/composition/server-data';
import { DEFAULT_RETENTION } from '../../../src/domain/history/retention';
import { databasesUnderTest } from '../../support/databases-under-test';

const databases = databasesUnderTest();
const SITE = 'site-retention';
const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-28T12:00:00.000Z');

async function withData<T>(options: { dataDir: string; databaseUrl?: string }, work: (data: ServerData) => Promise<T>): Promise<T> {
  const data = await openServerData({ ...options, env: {}, drainEveryMs: 0 });
  try {
    return await work(data);
  } finally {
    await data.close();
  }
}

/** A document of its own (random text, so no chunk is shared with another version) recorded `daysAgo` before NOW. */
async function record(data: ServerData, daysAgo: number, hour: number, bytes = 2_000): Promise<number> {
  const at = new Date(NOW.getTime() - daysAgo * DAY);
  at.setUTCHours(hour);
  const outcome = await data.versions.record({
    entryId: `retention-${daysAgo}-${hour}-${randomBytes(4).toString('hex')}`,
    siteId: SITE,
    recordedAt: at.toISOString(),
    source: 'vigil',
    vigilInstance: data.instanceId,
    author: 'admin',
    address: '127.0.0.1',
    note: '',
    signature: randomBytes(16).toString('hex'),
    documentDate: at.toISOString(),
    sealedText: `<configuration>${randomBytes(bytes).toString('base64')}</configuration>`,
  });
  return outcome.id;
}

describe.each(databases)('the retention of versions on the $kind database', (database) => {
  it('keeps every version for 90 days, then the last of each day, and never the latest', { timeout: 120_000 }, async () => {
    await withData(await database.fresh(), async (data) => {
      await data.versions.ensureSite({ id: SITE, address: 'http://appliance.test' });
      const old = [await record(data, 120, 8), await record(data, 120, 9), await record(data, 120, 17), await record(data, 100, 10)];
      const recent = [await record(data, 30, 8), await record(data, 30, 9), await record(data, 1, 9)];
      const retention = new ApplyRetentionUseCase(data.versions, data.audit, DEFAULT_RETENTION, () => NOW);
      const before = await data.versions.storedBytes(SITE);
      expect(await retention.execute()).toMatchObject({ versionsRemoved: 2 });
      expect((await data.versions.versionsOf(SITE)).map((version) => version.id)).toEqual([old[2], old[3], ...recent]);
      expect(await data.versions.storedBytes(SITE)).toBeLessThan(before);
      // Nothing more to thin: a second run removes nothing.
      expect(await retention.execute()).toMatchObject({ versionsRemoved: 0 });
    });
  });

  it('thins out a site past its size limit from its oldest versions, keeping the latest', { timeout: 120_000 }, async () => {
    await withData(await database.fresh(), async (data) => {
      await data.versions.ensureSite({ id: SITE, address: 'http://appliance.test' });
      const ids: number[] = [];
      for (let day = 20; day >= 1; day -= 1) ids.push(await record(data, day, 10, 20_000));
      const total = await data.versions.storedBytes(SITE);
      const limit = Math.floor(total / 2);
      const retention = new ApplyRetentionUseCase(data.versions, data.audit, { ...DEFAULT_RETENTION, siteLimitBytes: limit }, () => NOW);
      const { versionsRemoved } = await retention.execute();
      const kept = (await data.versions.versionsOf(SITE)).map((version) => version.id);
      expect(versionsRemoved).toBeGreaterThan(0);
      expect(await data.versions.storedBytes(SITE)).toBeLessThanOrEqual(limit);
      // The oldest went first: what is kept is the newest ones, the latest among them.
      expect(kept).toEqual(ids.slice(ids.length - kept.length));
      expect(kept.at(-1)).toBe(ids.at(-1));

      // A limit below one version's size still keeps the latest.
      await new ApplyRetentionUseCase(data.versions, data.audit, { ...DEFAULT_RETENTION, siteLimitBytes: 1 }, () => NOW).execute();
      expect((await data.versions.versionsOf(SITE)).map((version) => version.id)).toEqual([ids.at(-1)]);
    });
  });
});
