// What recording a version adds to a save of the 35 MB site (issue 30's goal:
// at most 10 %), as a ratio in one run: two console servers of the same code,
// each started as `npm start` starts it (scripts/start.js, in a process of
// its own, with its simulated appliance holding the generated site), one with
// history on an embedded database in a temporary data directory (`--data
// DIR`), one with `--no-history` (and a data directory of its own too, where
// both simulators keep the document). Each round saves the site with one more
// name changed through each server's /api over real HTTP on 127.0.0.1, one
// after the other (which goes first alternates), and times what the client
// waits for: from the POST to the whole answer, and the server process's
// processor time (user and system, all its threads) over the same span.
// Before the answer: the body streamed to the appliance and to the save
// journal (encrypted, synced); after it: the version, its audit entry and
// its summary (docs/history.md, "When a save is recorded"), waited for (the
// summary timed apart) before the next save, so that no save is measured
// while they run. Needs `npm run build` first (the servers start with
// --no-build). No assertions: figures.
// Run: npm run bench:history-save   (MB=35, ROUNDS=7)
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { resolveConfigurationSalt } from '../src/infrastructure/settings/configuration-salt';
import { testCodec } from '../test/support/history-console';
import { generateConfiguration, siteOfSize } from './configuration-generator';

const MEGABYTES = Number(process.env.MB ?? 35);
const ROUNDS = Number(process.env.ROUNDS ?? 7);
/** The generated site keeps the sample's users. */
const ADMIN = { user: 'admin', password: 'Adm1n!' };
const BASIC = `Basic ${Buffer.from(`${ADMIN.user}:${ADMIN.password}`).toString('base64')}`;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Server {
  readonly url: string;
  readonly process: ChildProcess;
  readonly dataDir: string;
}

/** `npm start` (scripts/start.js) in a process of its own, on a free port of 127.0.0.1; resolves once it prints its address. */
function start(history: boolean): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), `vigil-history-save-bench-${history ? 'on' : 'off'}-`));
  const args = ['scripts/start.js', '--port', '0', '--no-build', '--initialised', '--data', dataDir, ...(history ? ['--history-poll', '0'] : ['--no-history'])];
  const child = spawn(process.execPath, args, { cwd: resolve(import.meta.dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolveStart, reject) => {
    child.once('exit', (code) => reject(new Error(`the console server (${args.join(' ')}) ended with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const url = /^Vigil console: (\S+)/.exec(line)?.[1];
      if (url) resolveStart({ url, process: child, dataDir });
    });
  });
}

/** The processor time (user and system, ms) the server's process has used so far (Linux: /proc/PID/stat, in clock ticks of 10 ms). */
function processorMs(server: Server): number {
  const fields = readFileSync(`/proc/${server.process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function stop(server: Server): Promise<void> {
  if (server.process.exitCode === null) {
    const ended = new Promise((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGTERM');
    await ended;
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

/**
 * A call as the signed-in console makes it, on a connection of its own (node:http, no keep-alive): a kept-alive
 * connection that the server closes while this process edits the next document would reset the next request.
 */
function call(server: Server, path: string, init: { method?: string; body?: string; type?: string } = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolveCall, reject) => {
    const body = init.body === undefined ? undefined : Buffer.from(init.body);
    const headers: Record<string, string> = { Authorization: BASIC, 'X-Requested-With': 'vigil-console' };
    if (body) Object.assign(headers, { 'Content-Type': init.type ?? 'text/xml', 'Content-Length': String(body.length) });
    const sent = request(new URL(path, server.url), { method: init.method ?? 'GET', headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolveCall({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The versions listed by the server with history, newest first: id and whether it is summarised. */
async function versions(server: Server): Promise<{ id: number; summary: unknown }[]> {
  return (JSON.parse((await call(server, '/vigil/history/versions')).text) as { versions: { id: number; summary: unknown }[] }).versions;
}

/** Waits until `count` versions are listed and all are summarised; the milliseconds waited. */
async function summarised(server: Server, count: number): Promise<number> {
  const begun = performance.now();
  for (;;) {
    const listed = await versions(server);
    if (listed.length >= count && listed.every((version) => version.summary !== null)) return performance.now() - begun;
    await sleep(50);
  }
}

const { devices, gates } = siteOfSize(MEGABYTES);
const site = generateConfiguration(devices, gates, { salt: resolveConfigurationSalt() });
// Names that appear once: each round changes one more of them.
const counts = new Map<string, number>();
for (const match of site.matchAll(/<name>([^<]+)<\/name>/g)) counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
// The generated devices' ("… 12"): a user's name changed would refuse the next sign-in.
const names = [...counts].filter(([name, count]) => count === 1 && / \d+$/.test(name)).map(([name]) => name);
const step = Math.max(1, Math.floor(names.length / (ROUNDS + 2)));
const codec = testCodec();
/** The site with the first `round` names changed, signed as the console signs a save. */
const edited = (round: number) => {
  let text = site;
  for (let index = 0; index < round; index += 1) text = text.replace(`<name>${names[index * step]}</name>`, `<name>${names[index * step]} (${index})</name>`);
  return codec.sign(text);
};

const servers: Server[] = [];
try {
  const withHistory = await start(true);
  servers.push(withHistory);
  const without = await start(false);
  servers.push(without);
  for (const server of servers) {
    const put = await call(server, '/__simulator/configuration', { method: 'PUT', body: site });
    if (put.status !== 200) throw new Error(`the simulator refused the site: ${put.status}`);
    const login = await call(server, `/api/login?user=${ADMIN.user}&password=${encodeURIComponent(ADMIN.password)}`);
    if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  }
  // The sign-in reads the appliance: its document becomes the site's first version (not timed as a save).
  const firstMs = await summarised(withHistory, 1);

  const samples = { on: [] as number[], off: [] as number[], summary: [] as number[], cpuOn: [] as number[], cpuOff: [] as number[] };
  const cpu: Record<'on' | 'off', number> = { on: 0, off: 0 };
  const saveOnce = async (server: Server, body: string) => {
    const cpuBefore = processorMs(server);
    const begun = performance.now();
    const response = await call(server, '/api/configuration', { method: 'POST', body });
    const ms = performance.now() - begun;
    const spent = processorMs(server) - cpuBefore;
    if (response.status !== 200) throw new Error(`the save answered ${response.status}: ${response.text.slice(0, 200)}`);
    return { ms, spent };
  };
  // Round 0 warms both paths up (the codec's first run, the database's first chunk lists) and is not counted.
  for (let round = 0; round <= ROUNDS; round += 1) {
    const body = edited(round + 1);
    const order = round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
    const times: Record<'on' | 'off', number> = { on: 0, off: 0 };
    for (const kind of order) {
      const measured = await saveOnce(kind === 'on' ? withHistory : without, body);
      times[kind] = measured.ms;
      cpu[kind] = measured.spent;
      if (kind === 'on') {
        const summaryMs = await summarised(withHistory, round + 2);
        if (round > 0) samples.summary.push(summaryMs);
      }
    }
    if (round > 0) {
      samples.on.push(times.on);
      samples.off.push(times.off);
      samples.cpuOn.push(cpu.on);
      samples.cpuOff.push(cpu.off);
    }
    process.stderr.write(`round ${round}/${ROUNDS}: history ${times.on.toFixed(0)} ms (processor ${cpu.on} ms), none ${times.off.toFixed(0)} ms (processor ${cpu.off} ms)${round === 0 ? ' (warm-up)' : ''}\n`);
  }
  const ratios = samples.on.map((on, index) => on / samples.off[index]!);
  console.log(`site: ${(Buffer.byteLength(site) / 1024 / 1024).toFixed(1)} MB (${devices} devices, ${gates} gates); ${ROUNDS} rounds, one name more changed each, through /api over HTTP on 127.0.0.1`);
  console.log(`save, what the client waits for: with history ${median(samples.on).toFixed(0)} ms, with --no-history ${median(samples.off).toFixed(0)} ms (medians)`);
  console.log(`ratio with / without history: median ${median(ratios).toFixed(3)} (goal ≤ 1.10); each round: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}`);
  const cpuRatios = samples.cpuOn.map((on, index) => on / samples.cpuOff[index]!);
  console.log(`server's processor time until the answer: with history ${median(samples.cpuOn)} ms, without ${median(samples.cpuOff)} ms; ratio median ${median(cpuRatios).toFixed(3)}; each round: ${cpuRatios.map((ratio) => ratio.toFixed(2)).join(', ')}`);
  console.log(`after the answer, off the save's path: the first version (read at sign-in, recorded, summarised) ${firstMs.toFixed(0)} ms; a save's summary ${median(samples.summary).toFixed(0)} ms (median)`);
} finally {
  for (const server of servers) await stop(server);
}
