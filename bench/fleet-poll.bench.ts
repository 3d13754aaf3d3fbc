// Fleet polling at scale (issue 33's goal: poll lag p99 under 5 s with 1,000
// appliances polled every 60 s by two Vigil servers): a throwaway Debian
// PostgreSQL cluster, SITES simulated appliances in this process (the real
// simulator, initialised, each on a port of 127.0.0.1), and two Vigil
// servers started as `npm start -- --fleet` starts them (scripts/start.js, a
// process each, one database, one key). The sites are imported as CSV
// through the first server; once every site has been polled once (the first
// poll reads each document), the bench watches PERIODS periods: every poll's
// lag (from when it was due to when it started, which the poll stores with
// its status, sampled every 250 ms), each server's processor time (utime +
// stime of /proc/PID/stat, Linux) and the database's size, extrapolated to a
// day. No assertions: figures.
// Run: npm run bench:fleet-poll   (SITES=1000, PERIOD=60, PERIODS=2)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { RunningConsoleServer } from '../src/infrastructure/node/console-server';
import { startPostgresCluster } from '../test/support/postgres-cluster';
import { FleetBrowser, startAppliances } from '../test/support/fleet-console';

const SITES = Number(process.env.SITES ?? 1000);
const PERIOD = Number(process.env.PERIOD ?? 60);
const PERIODS = Number(process.env.PERIODS ?? 2);
const folders: string[] = [];

function startVigil(databaseUrl: string, key: string): Promise<{ child: ChildProcess; url: string }> {
  const data = mkdtempSync(join(tmpdir(), 'vigil-fleet-bench-'));
  folders.push(data);
  const child = spawn(process.execPath, ['scripts/start.js', '--fleet', '--no-build', '--port', '0', '--database', databaseUrl, '--data', data, '--history-poll', String(PERIOD)], {
    env: { ...process.env, VIGIL_SECRET_KEY: key },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Vigil console: (\S+)/.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`a Vigil server stopped (${code})`)));
  });
}

/** Processor time of a process so far, in seconds (user + system). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const cluster = await startPostgresCluster();
const appliances = await startAppliances(SITES);
const children: ChildProcess[] = [];
const client = new pg.Client({ connectionString: await cluster.createDatabase('vigil_fleet_bench') });
try {
  const key = randomBytes(32).toString('hex');
  const databaseUrl = cluster.url('vigil_fleet_bench');
  const first = await startVigil(databaseUrl, key);
  children.push(first.child);
  const installer = new FleetBrowser({ url: first.url } as RunningConsoleServer);
  await installer.json('/fleet/api/setup', { method: 'POST', body: { name: 'claire', password: 'Fleet-pass-1' } });
  const csv = ['name,address,http_port,username,password', ...appliances.map((appliance, index) => `Site ${index + 1},127.0.0.1,${new URL(appliance.url).port},admin,Vigil-admin-1`)].join('\n');
  const imported = await installer.json<{ added: unknown[]; bad: unknown[] }>('/fleet/api/sites/import', { method: 'POST', body: { csv } });
  if (!imported.body.added) throw new Error(`the import was refused: ${imported.status} ${JSON.stringify(imported.body)}`);
  console.log(`${imported.body.added.length} sites imported, ${imported.body.bad.length} refused`);
  const second = await startVigil(databaseUrl, key);
  children.push(second.child);
  await client.connect();
  const rows = async () => (await client.query<{ site_id: string; polled_at: Date; lag_ms: number; polled_by: string }>('SELECT site_id, polled_at, lag_ms, polled_by FROM fleet_site_status WHERE polled_at IS NOT NULL')).rows;
  for (;;) {
    if ((await rows()).length === SITES) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log('every site polled once; measuring');
  const size = async () => Number((await client.query<{ size: string }>('SELECT pg_database_size(current_database()) AS size')).rows[0]!.size);
  const startSize = await size();
  const startCpu = children.map((child) => cpuSeconds(child.pid!));
  const started = Date.now();
  const lags = new Map<string, number>();
  const byServer = new Map<string, number>();
  while (Date.now() < started + PERIODS * PERIOD * 1000) {
    for (const row of await rows()) {
      const poll = `${row.site_id}@${row.polled_at.getTime()}`;
      if (row.polled_at.getTime() < started || lags.has(poll)) continue;
      lags.set(poll, row.lag_ms);
      byServer.set(row.polled_by, (byServer.get(row.polled_by) ?? 0) + 1);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (Date.now() - started) / 1000;
  const cpu = children.map((child, index) => cpuSeconds(child.pid!) - startCpu[index]!);
  const grown = (await size()) - startSize;
  const sorted = [...lags.values()].sort((a, b) => a - b);
  console.log(`${SITES} sites, period ${PERIOD} s, two servers, ${seconds.toFixed(0)} s measured`);
  console.log(`polls seen: ${sorted.length} (expected about ${Math.round((SITES * seconds) / PERIOD)}), per server: ${[...byServer.values()].join(' / ')}`);
  console.log(`poll lag: p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms, max ${sorted.at(-1)} ms`);
  console.log(`processor per server: ${cpu.map((each) => `${((100 * each) / seconds).toFixed(1)} %`).join(' / ')} of one core`);
  console.log(`database: ${(startSize / 1e6).toFixed(1)} MB at start, +${(grown / 1e6).toFixed(2)} MB in ${seconds.toFixed(0)} s, about ${((grown * 86_400) / seconds / 1e6).toFixed(0)} MB a day extrapolated`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)))));
  await client.end().catch(() => undefined);
  await Promise.all(appliances.map((appliance) => appliance.close()));
  await cluster.destroy();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
