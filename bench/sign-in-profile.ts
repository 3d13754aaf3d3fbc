// Where the sign-in's long tasks go: one sign-in on the large site (as
// bench/configuration-worker.bench.ts, 2,000 devices and 10,000 gates) with a
// Chromium trace of the page (timeline events and V8's sampling profiler),
// then, for every main-thread task longer than LONG ms (100), the events that
// filled it and its hottest functions (self and inclusive samples; names are
// the production build's, minified, with file:line:column to look them up).
// Needs `npm run build` first. No assertions.
// Run: node --import tsx bench/sign-in-profile.ts   (LONG=…, DIST=…, TRACE=file.json keeps the trace for Chromium's DevTools)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startConsoleServer } from '../src/composition/node-servers';
import { resolveConfigurationSalt } from '../src/infrastructure/settings/configuration-salt';
import { launchBrowser } from '../test/e2e/support/browser';
import { generateConfiguration } from './configuration-generator';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly id?: string;
  readonly args?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- trace arguments differ by event
}

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.DIST ?? join(root, 'dist');
const longMs = Number(process.env.LONG ?? 100);
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8', 'v8.execute', 'disabled-by-default-v8.gc', 'disabled-by-default-v8.cpu_profiler'];

const text = generateConfiguration(Number(process.env.DEVICES ?? 2000), Number(process.env.GATES ?? 10_000), { salt: resolveConfigurationSalt(), sampleDevices: false });
const server = await startConsoleServer({ port: 0, distDir, simulator: { initialised: true } });
const browser = await launchBrowser();
let events: TraceEvent[];
try {
  await fetch(new URL('/__simulator/configuration', server.url), { method: 'PUT', headers: { 'content-type': 'text/xml' }, body: text });
  const page = await (await browser.newContext()).newPage();
  page.setDefaultTimeout(30 * 60_000);
  await page.goto(new URL('/auth', server.url).href);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('Adm1n!');
  await page.waitForLoadState('networkidle');
  await browser.startTracing(page, { categories: CATEGORIES });
  // The sampling profiler starts at the page's next script (a task of its own, 100–350 ms here): before the sign-in, not in it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  // As the bench: Enter, and a plain query for the dashboard (role locators run long tasks of their own in the page).
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => [...document.querySelectorAll('h1')].some((heading) => heading.textContent?.includes('Dashboard') === true), undefined, { polling: 100 });
  // The dashboard no longer waits for the configuration's decode (issue 31): the trace goes on until the devices are counted.
  await page.waitForFunction(() => document.querySelector('[data-testid="devices-total-value"]') !== null, undefined, { polling: 100 });
  await page.waitForLoadState('networkidle');
  const trace = await browser.stopTracing();
  if (process.env.TRACE) writeFileSync(process.env.TRACE, trace);
  events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
} finally {
  await browser.close();
  await server.close();
}

const threads = new Map(events.filter((event) => event.name === 'thread_name').map((event) => [`${event.pid}:${event.tid}`, event.args?.name as string]));
const onMain = (event: { pid: number; tid: number }) => threads.get(`${event.pid}:${event.tid}`) === 'CrRendererMain';
const main = events.filter((event) => onMain(event) && event.ph === 'X');
const tasks = main.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > longMs * 1000).sort((a, b) => a.ts - b.ts);

// The main thread's CPU samples: 'Profile' gives a start time, 'ProfileChunk's the nodes, samples and time deltas.
const profiles = new Map(events.filter((event) => event.name === 'Profile').map((event) => [`${event.pid}:${event.id}`, event]));
const nodes = new Map<number, { parent?: number; callFrame: { functionName: string; url?: string; lineNumber: number; columnNumber: number } }>();
const samples: { ts: number; node: number }[] = [];
const clocks = new Map<string, number>();
for (const chunk of events.filter((event) => event.name === 'ProfileChunk')) {
  const key = `${chunk.pid}:${chunk.id}`;
  const profile = profiles.get(key);
  if (!profile || !onMain(profile)) continue;
  const data = chunk.args?.data ?? {};
  for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  let clock = clocks.get(key) ?? (profile.args?.data?.startTime as number);
  (data.cpuProfile?.samples ?? []).forEach((node: number, index: number) => {
    clock += data.timeDeltas?.[index] ?? 0;
    samples.push({ ts: clock, node });
  });
  clocks.set(key, clock);
}
const label = (id: number) => {
  const frame = nodes.get(id)?.callFrame;
  return frame ? `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').pop() ?? ''}:${frame.lineNumber}:${frame.columnNumber}` : '?';
};
const top = (counts: Map<string, number>, count: number) =>
  [...counts].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, hits]) => `      ${hits} ${name}`).join('\n');

console.log(`sign-in on ${(text.length / 1024 / 1024).toFixed(1)} M characters; main-thread tasks over ${longMs} ms: ${tasks.length}`);
for (const task of tasks) {
  const end = task.ts + task.dur!;
  const inside = main.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end && (event.dur ?? 0) > task.dur! / 10);
  if (inside.some((event) => event.name === 'CpuProfiler::StartProfiling')) {
    console.log(`\ntask of ${(task.dur! / 1000).toFixed(0)} ms: the profiler's own start, before the sign-in`);
    continue;
  }
  console.log(`\ntask of ${(task.dur! / 1000).toFixed(0)} ms`);
  for (const event of inside.slice(0, 12)) {
    const data = event.args?.data ?? {};
    console.log(`  ${(event.dur! / 1000).toFixed(0)} ms ${event.name} ${data.type ?? ''} ${data.url ? String(data.url).split('/').pop() : ''}`);
  }
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const within = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end);
  for (const sample of within) {
    self.set(label(sample.node), (self.get(label(sample.node)) ?? 0) + 1);
    const seen = new Set<string>();
    for (let node: number | undefined = sample.node; node !== undefined; node = nodes.get(node)?.parent) seen.add(label(node));
    for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
  }
  console.log(`  ${within.length} samples; self:\n${top(self, 8)}\n    inclusive:\n${top(inclusive, 15)}`);
}
