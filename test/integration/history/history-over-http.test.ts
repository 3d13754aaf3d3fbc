import { afterAll, describe, expect, it } from 'vitest';
import type { ModelChange } from '../../../src/domain/configuration/model-change';
import { applyChanges } from '../../../src/domain/configuration/model-merge';
import type { ConfigurationVersion } from '../../../src/domain/history/configuration-version';
import { reverseChange } from '../../../src/domain/history/changed-items';
import { decodeModelJson } from '../../../src/infrastructure/history/model-json';
import type { VersionComparison } from '../../../src/application/ports/version-comparer.port';
import { openServerData } from '../../../src/composition/server-data';
import { changedDocumentLines } from '../../e2e/support/document-diff';
import { createTemporaryDist } from '../console-server/support/temporary-dist';
import { databasesUnderTest } from '../../support/databases-under-test';
import { call, currentDocument, eventually, save, startHistoryConsole, testCodec, type HistoryConsole } from '../../support/history-console';

const dist = createTemporaryDist();
afterAll(() => dist.remove());

async function versions(server: HistoryConsole, query = ''): Promise<ConfigurationVersion[]> {
  const response = await call(server, `/vigil/history/versions${query}`);
  expect(response.status).toBe(200);
  return (decodeModelJson(await response.text()) as { versions: ConfigurationVersion[] }).versions;
}

async function signIn(server: HistoryConsole, password = 'Vigil-admin-1'): Promise<number> {
  return (await fetch(new URL(`/api/login?user=admin&password=${encodeURIComponent(password)}`, server.url))).status;
}

describe.each(databasesUnderTest())('history over real HTTP on the $kind database', (database) => {
  it('records saves with their author and summary, outside changes within one period, compares and reverts one field', { timeout: 240_000 }, async () => {
    const options = await database.fresh();
    const server = await startHistoryConsole({ ...options, distDir: dist.dir, pollEveryMs: 300 });
    try {
      expect((await call(server, '/vigil/history/versions', { headers: { Authorization: '' } })).status).toBe(401);
      expect(await signIn(server, 'wrong')).toBe(404);
      expect(await signIn(server)).toBe(200);
      // The sign-in reads the appliance: its document is the site's first version.
      const first = await eventually(async () => (await versions(server))[0]);
      expect(first).toMatchObject({ source: 'outside', author: '' });

      const original = await currentDocument(server);
      const edited = original.replace('<phone>+33612345678</phone>', '<phone>+33600000000</phone>');
      expect(edited).not.toBe(original);
      expect((await save(server, edited)).status).toBe(200);
      const saved = (await versions(server))[0]!;
      expect(saved).toMatchObject({ source: 'vigil', author: 'admin', address: '127.0.0.1' });
      await server.historyServer.summarise();
      const summarised = (await versions(server))[0]!;
      expect(summarised.summary).toMatchObject({ total: 1, changes: [{ kind: 'changed', before: '+33612345678', after: '+33600000000' }] });
      expect(summarised.summary!.items).toEqual([expect.stringMatching(/^contacts\/.+/)]);
      expect(summarised.summary!.changes[0]!.path.slice(0, 1)).toEqual(['contacts']);

      // Changed directly on the appliance: seen within one (shortened) period.
      const outside = (await currentDocument(server)).replace('<name>Okafor</name>', '<name>Okafor-Smith</name>');
      expect((await fetch(new URL('/__simulator/configuration', server.url), { method: 'PUT', body: outside, headers: { 'Content-Type': 'text/xml' } })).status).toBe(200);
      const found = await eventually(async () => (await versions(server)).find((version) => version.id > saved.id && version.source === 'outside'));
      expect(found.author).toBe('');
      expect((await versions(server, '?source=vigil')).map((version) => version.id)).toEqual([saved.id]);
      expect((await versions(server, `?item=${encodeURIComponent(summarised.summary!.items[0]!)}`)).map((version) => version.id)).toEqual([saved.id]);

      // Compare the first and the last; revert the phone from the comparison.
      const comparison = decodeModelJson(await (await call(server, `/vigil/history/compare?from=${first.id}&to=${found.id}`)).text()) as VersionComparison;
      expect(comparison.changes.map((change) => change.after)).toEqual(expect.arrayContaining(['+33600000000', 'Okafor-Smith']));
      const phone = comparison.changes.find((change) => change.after === '+33600000000') as ModelChange;
      const codec = testCodec();
      const before = await currentDocument(server);
      const reading = codec.read(before, { verifySignature: false });
      if (!reading.valid) throw reading.error;
      const reverted = applyChanges(reading.configuration, [reverseChange(phone)]);
      expect(reverted.conflicts).toEqual([]);
      expect((await call(server, '/api/configuration', { method: 'POST', body: codec.write(reading.handle, reverted.result, new Date()), headers: { 'Content-Type': 'text/xml' } })).status).toBe(200);
      expect(changedDocumentLines(before, await currentDocument(server))).toEqual({ removed: ['\t\t\t\t<phone>+33600000000</phone>'], added: ['\t\t\t\t<phone>+33612345678</phone>'] });

      // The document of a version, byte for byte as it was.
      expect(await (await call(server, `/vigil/history/versions/${saved.id}/document`)).text()).toBe(testCodec().sign(edited));

      // The audit: the sign-ins, the saves, and an intact chain.
      const audit = (await (await call(server, '/vigil/audit?limit=50')).json()) as { entries: { action: string; result: string; actor: string; detail: string }[] };
      expect(audit.entries.filter((entry) => entry.action === 'sign-in').map((entry) => entry.result)).toEqual(['succeeded', 'refused']);
      expect(audit.entries.filter((entry) => entry.action === 'configuration.save').map((entry) => entry.result)).toEqual(['succeeded', 'succeeded']);
      expect(await (await call(server, '/vigil/audit/verify')).json()).toMatchObject({ intact: true });
      const csv = await call(server, '/vigil/audit?format=csv');
      expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="vigil-audit-\d+\.csv"/);
      const bytes = Buffer.from(await csv.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe('sequence,at,actor,address,action,target,result,detail,site,vigil_instance,previous_hash,hash');
      expect(lines.filter((line) => line.includes(',configuration.save,,succeeded,version '))).toHaveLength(2);
    } finally {
      await server.close();
    }

    // Restart with the same data: everything is there, and an entry altered in the database breaks the chain.
    const again = await startHistoryConsole({ ...options, distDir: dist.dir });
    try {
      expect((await versions(again)).length).toBeGreaterThanOrEqual(4);
      expect(await (await call(again, '/vigil/audit/verify')).json()).toMatchObject({ intact: true });
    } finally {
      await again.close();
    }
    const data = await openServerData({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, env: {}, drainEveryMs: 0 });
    try {
      await data.database.transaction(async (session) => {
        await session.query('ALTER TABLE audit_entry DISABLE TRIGGER audit_entry_append_only');
        await session.query("UPDATE audit_entry SET detail = 'nothing happened' WHERE action = 'configuration.save'");
        await session.query('ALTER TABLE audit_entry ENABLE TRIGGER audit_entry_append_only');
      });
    } finally {
      await data.close();
    }
    const third = await startHistoryConsole({ ...options, distDir: dist.dir });
    try {
      expect(await (await call(third, '/vigil/audit/verify')).json()).toMatchObject({ intact: false, broken: { reason: 'altered' } });
    } finally {
      await third.close();
    }
  });
  it('keeps a save sent with encrypted values as the appliance holds it, in clear: no password compares as changed', { timeout: 120_000 }, async () => {
    const options = await database.fresh();
    const server = await startHistoryConsole({ ...options, distDir: dist.dir });
    try {
      expect(await signIn(server)).toBe(200);
      const first = await eventually(async () => (await versions(server))[0]);
      // The document as downloaded encrypted (no `uncrypted`), one phone changed, sent back through the API.
      const encrypted = await (await call(server, '/api/configuration')).text();
      expect(encrypted).toMatch(/crypted="1"/);
      const edited = encrypted.replace('<phone>+33612345678</phone>', '<phone>+33600000000</phone>');
      expect(edited).not.toBe(encrypted);
      expect((await save(server, edited)).status).toBe(200);
      const saved = (await versions(server))[0]!;
      expect(saved).toMatchObject({ source: 'vigil', author: 'admin' });
      expect(saved.id).not.toBe(first.id);
      const comparison = decodeModelJson(await (await call(server, `/vigil/history/compare?from=${first.id}&to=${saved.id}`)).text()) as VersionComparison;
      expect(comparison.changes.map((change) => [change.before, change.after])).toEqual([['+33612345678', '+33600000000']]);
      expect(await (await call(server, `/vigil/history/versions/${saved.id}/document`)).text()).toBe(await currentDocument(server));
    } finally {
      await server.close();
    }
  });
});

describe('history while the PostgreSQL server is away', () => {
  const server = databasesUnderTest().find((database) => database.kind === 'server')!;

  it('saves still reach the appliance, and no audit entry nor version is lost', async () => {
    const options = await server.fresh();
    const cluster = server.cluster()!;
    const console = await startHistoryConsole({ ...options, distDir: dist.dir });
    try {
      expect(await signIn(console)).toBe(200);
      await eventually(async () => (await versions(console))[0]);
      await cluster.stop();
      let document = await currentDocument(console);
      try {
        for (const phone of ['+33611111111', '+33622222222']) {
          document = document.replace(/<phone>\+336\d+<\/phone>/, `<phone>${phone}</phone>`);
          expect((await save(console, document)).status).toBe(200);
        }
        expect(await (await call(console, '/vigil/history/status')).json()).toMatchObject({ database: { reachable: false }, spooled: 4 });
      } finally {
        await cluster.start();
      }
      expect(await console.historyServer.drain()).toBe(4);
      const listed = await versions(console, '?source=vigil');
      expect(listed.map((version) => version.author)).toEqual(['admin', 'admin']);
      const audit = (await (await call(console, '/vigil/audit?action=configuration.save')).json()) as { entries: unknown[] };
      expect(audit.entries).toHaveLength(2);
      expect(await (await call(console, '/vigil/audit/verify')).json()).toMatchObject({ intact: true });
      expect(await (await call(console, '/vigil/history/status')).json()).toMatchObject({ database: { reachable: true }, spooled: 0 });
    } finally {
      await console.close();
    }
  });
});
