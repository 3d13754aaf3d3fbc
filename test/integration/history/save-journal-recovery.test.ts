import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ConfigurationVersion } from '../../../src/domain/history/configuration-version';
import { decodeModelJson } from '../../../src/infrastructure/history/model-json';
import { SaveJournal } from '../../../src/infrastructure/history/save-journal';
import { loadSecretKey } from '../../../src/infrastructure/server-data/secret-key';
import { createTemporaryDist } from '../console-server/support/temporary-dist';
import { databasesUnderTest } from '../../support/databases-under-test';
import { call, currentDocument, eventually, save, startHistoryConsole, testCodec, type HistoryConsole } from '../../support/history-console';

const dist = createTemporaryDist();
afterAll(() => dist.remove());

async function versions(server: HistoryConsole): Promise<ConfigurationVersion[]> {
  return (decodeModelJson(await (await call(server, '/vigil/history/versions')).text()) as { versions: ConfigurationVersion[] }).versions;
}

async function auditedSaves(server: HistoryConsole): Promise<{ at: string; actor: string; result: string; detail: string }[]> {
  return ((await (await call(server, '/vigil/audit?action=configuration.save')).json()) as { entries: { at: string; actor: string; result: string; detail: string }[] }).entries;
}

describe.each(databasesUnderTest())('a save answered before it is recorded, on the $kind database', (database) => {
  it('is in the history as soon as the answer came, and one the server stopped before recording is recorded at its next start', { timeout: 240_000 }, async () => {
    const options = await database.fresh();
    const journalFolder = join(options.dataDir, 'spool', 'saves');
    const server = await startHistoryConsole({ ...options, distDir: dist.dir });
    let document: string;
    try {
      expect((await fetch(new URL('/api/login?user=admin&password=Vigil-admin-1', server.url))).status).toBe(200);
      await eventually(async () => (await versions(server))[0]);
      document = (await currentDocument(server)).replace('<phone>+33612345678</phone>', '<phone>+33600000007</phone>');
      expect((await save(server, document)).status).toBe(200);
      // A read after the answer sees the version and its audit entry; the journal is empty again.
      expect((await versions(server))[0]).toMatchObject({ source: 'vigil', author: 'admin' });
      expect((await auditedSaves(server)).map((entry) => entry.detail)).toEqual([expect.stringMatching(/^version \d+$/)]);
      expect(readdirSync(journalFolder)).toEqual([]);
      // A save the appliance refuses leaves nothing in the journal.
      expect((await call(server, '/api/configuration', { method: 'POST', body: '<not-a-configuration/>', headers: { 'Content-Type': 'text/xml' } })).status).not.toBe(200);
      expect(readdirSync(journalFolder)).toEqual([]);
    } finally {
      await server.close();
    }

    // What a server stopped (kill -9) after the answer and before recording leaves: the accepted save in its journal.
    const signed = testCodec().sign(document.replace('<phone>+33600000007</phone>', '<phone>+33600000008</phone>'));
    const journal = new SaveJournal(journalFolder, loadSecretKey(join(options.dataDir, 'secret.key'), {}).key);
    const left = journal.open('left-version');
    await left.end(Buffer.from(signed));
    await left.accept({ entryId: 'left-version', auditId: 'left-audit', at: '2026-11-28T10:00:00.000Z', author: 'admin', address: '192.0.2.7', note: '', action: 'configuration.save', target: '' });
    // And a body the appliance never accepted: dropped.
    const refused = journal.open('never-accepted');
    await refused.end(Buffer.from('<configuration/>'));

    const again = await startHistoryConsole({ ...options, distDir: dist.dir });
    try {
      const latest = (await versions(again))[0]!;
      expect(latest).toMatchObject({ source: 'vigil', author: 'admin', address: '192.0.2.7', recordedAt: '2026-11-28T10:00:00.000Z' });
      expect(await (await call(again, `/vigil/history/versions/${latest.id}/document`)).text()).toBe(signed);
      const audited = await auditedSaves(again);
      // Newest first in the chain: the recovered save (with the time its acceptance was seen), the refused one, the first.
      expect(audited.map((entry) => [entry.actor, entry.at, entry.result, entry.detail])).toEqual([
        ['admin', '2026-11-28T10:00:00.000Z', 'succeeded', `version ${latest.id}`],
        ['admin', expect.any(String), 'refused', expect.any(String)],
        ['admin', expect.any(String), 'succeeded', expect.stringMatching(/^version \d+$/)],
      ]);
      expect(await (await call(again, '/vigil/audit/verify')).json()).toMatchObject({ intact: true });
      expect(readdirSync(journalFolder)).toEqual([]);
    } finally {
      await again.close();
    }
  });
});
