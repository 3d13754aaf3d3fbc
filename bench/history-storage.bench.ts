// How much the history database grows for 100 saves that each change one
// field of the 35 MB site (issue 30's goal: at most 5 MB), on the embedded
// database (PGlite) in a temporary data directory: the first version, then
// 100 versions each with one device's name changed, stored as the Vigil
// server stores them (content-defined chunks and lists, once by hash). The
// figures are the database's own size (pg_database_size) and the chunks'
// bytes, before and after, in one run. No assertions: figures.
// Run: node --import tsx bench/history-storage.bench.ts   (MB=35 SAVES=100 to change them)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openServerData, type ServerData } from '../src/composition/server-data';
import { generateConfiguration, siteOfSize } from './configuration-generator';

const MEGABYTES = Number(process.env.MB ?? 35);
const SAVES = Number(process.env.SAVES ?? 100);
const SITE = 'bench-site';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

async function databaseBytes(data: ServerData): Promise<number> {
  // CHECKPOINT is refused inside PGlite's single-user mode on some builds; the size is read as it stands.
  const rows = await data.database.query<{ bytes: number }>('SELECT pg_database_size(current_database())::int8 AS bytes');
  return rows.rows[0]!.bytes;
}

let sequence = 0;
async function record(data: ServerData, text: string): Promise<void> {
  sequence += 1;
  const at = new Date().toISOString();
  await data.versions.record({
    entryId: `bench-${sequence}`,
    siteId: SITE,
    recordedAt: at,
    source: 'vigil',
    vigilInstance: data.instanceId,
    author: 'admin',
    address: '127.0.0.1',
    note: '',
    signature: String(sequence),
    documentDate: at,
    sealedText: text,
  });
}

const { devices, gates } = siteOfSize(MEGABYTES);
const document = generateConfiguration(devices, gates);
// Names that appear once, spread through the document: each save changes one of them.
const counts = new Map<string, number>();
for (const match of document.matchAll(/<name>([^<]+)<\/name>/g)) counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
const unique = [...counts].filter(([, count]) => count === 1).map(([name]) => name);
const names = unique.filter((_, index) => index % Math.max(1, Math.floor(unique.length / SAVES)) === 0).slice(0, SAVES);
if (names.length < SAVES) throw new Error(`only ${names.length} device names to change`);

const dir = mkdtempSync(join(tmpdir(), 'vigil-history-bench-'));
const data = await openServerData({ dataDir: dir, env: {}, drainEveryMs: 0 });
try {
  await data.versions.ensureSite({ id: SITE, address: 'http://appliance.bench' });
  const empty = await databaseBytes(data);
  let started = performance.now();
  await record(data, document);
  const firstMs = performance.now() - started;
  const first = await databaseBytes(data);
  const firstChunks = await data.versions.storedBytes(SITE);

  let text = document;
  started = performance.now();
  for (const [index, name] of names.entries()) {
    text = text.replace(`<name>${name}</name>`, `<name>${name} (${index})</name>`);
    await record(data, text);
  }
  const savesMs = performance.now() - started;
  const after = await databaseBytes(data);
  const afterChunks = await data.versions.storedBytes(SITE);

  console.log(`site: ${mb(Buffer.byteLength(document))} (${devices} devices, ${gates} gates), ${SAVES} one-field saves`);
  console.log(`database: empty ${mb(empty)}, first version ${mb(first)} (+${mb(first - empty)}), after the saves ${mb(after)}`);
  console.log(`growth for ${SAVES} one-field saves: ${mb(after - first)} (goal ≤ 5 MB); chunks' bytes ${mb(firstChunks)} → ${mb(afterChunks)} (+${mb(afterChunks - firstChunks)})`);
  console.log(`recording: first version ${firstMs.toFixed(0)} ms; a one-field save ${(savesMs / SAVES).toFixed(0)} ms on average (${(savesMs / SAVES / firstMs).toFixed(2)} × the first)`);
} finally {
  await data.close();
  rmSync(dir, { recursive: true, force: true });
}
