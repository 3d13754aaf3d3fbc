// The logic editor in headless Chromium on the production build (run
// `npm run build` first): time to first paint of the graph and frame times
// while panning and dragging a node, on 10,000 gates as ratios against 10
// gates in the same run, so the figures hold on a slower or busier machine.
//   node --import tsx bench/logic-editor.bench.ts
// BENCH_RUNS=3 measures the first paint three times per size (median printed);
// BENCH_PAINT_ONLY=1 measures only the first paint; BENCH_ONLY=10000 one size;
// LOGIC_PROFILE=<prefix> writes a CPU profile of each first paint and prints its heaviest functions;
// BENCH_DIST=<dir> serves another build (an earlier commit's, for a before/after in one sitting).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startConsoleServer } from '../src/composition/node-servers';
import { INITIALISED_ADMIN_PASSWORD } from '../src/infrastructure/simulator/state/accounts';
import { CHROMIUM_ARGS, chromiumPath } from '../test/e2e/support/browser-launch';
import type { Configuration } from '../src/domain/configuration/configuration';
import { GATE_TYPES, type Gate } from '../src/domain/configuration/controller/gate';
import { createGate } from '../src/domain/configuration/controller/gate-factory';
import { deviceIos } from '../src/domain/configuration/device/device';
import { sequentialGuids } from '../src/domain/configuration/guid';
import { NodeMd5Adapter } from '../src/infrastructure/crypto/node-md5.adapter';
import { resolveConfigurationSalt } from '../src/infrastructure/settings/configuration-salt';
import { XmlConfigurationCodecAdapter } from '../src/infrastructure/xml/xml-configuration-codec.adapter';

/**
 * The simulated site (its accounts sign in) with `count` gates of every type
 * added, chained output to input and fed by the site's inputs, as
 * configuration-generator.ts grows its sites.
 */
function siteWithGates(seed: string, count: number): string {
  const codec = new XmlConfigurationCodecAdapter<Configuration>(new NodeMd5Adapter(), resolveConfigurationSalt());
  const read = codec.read(seed);
  if (!read.valid) throw read.error;
  const base = read.configuration;
  const inputs = base.devices.flatMap(deviceIos).filter((io) => io.direction === 0).map((io) => io.id);
  const newGuid = sequentialGuids(6_000_000);
  const gates: Gate[] = [...base.controller.gates];
  let previous = inputs[0]!;
  for (let index = 0; index < count; index++) {
    const type = GATE_TYPES[index % GATE_TYPES.length]!;
    const gate = createGate(type, { name: `Gate ${index + 1} — ${type}` }, newGuid) as Gate;
    const wired = { ...gate, inputs: gate.inputs.map((_, input) => ({ linkId: input === 0 ? previous : inputs[index % inputs.length]! })) } as Gate;
    gates.push(wired);
    if (wired.outputs[0]) previous = wired.outputs[0].id;
  }
  return codec.render({ ...base, controller: { ...base.controller, gates } }, new Date());
}

const SIZES = [10, 10_000] as const;
const ONLY = process.env.BENCH_ONLY ? Number(process.env.BENCH_ONLY) : undefined;
/** `LOGIC_PROFILE=<file prefix>`: a Chromium CPU profile of the first paint per size (`<prefix>-<size>.cpuprofile`), and its heaviest functions. */
const PROFILE = process.env.LOGIC_PROFILE;
/** `BENCH_RUNS=n`: the first paint measured n times per size (sizes interleaved, a fresh browser each), its median printed. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
/** `BENCH_PAINT_ONLY=1`: only the first paint (no layout wait, no panning or dragging). */
const PAINT_ONLY = process.env.BENCH_PAINT_ONLY === '1';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number; readonly columnNumber: number };
  readonly children?: readonly number[];
}
interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** The functions with the most self time and the most total time (ms) in a CPU profile. */
function summarise(profile: CpuProfile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (node: ProfileNode) => `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber + 1}:${node.callFrame.columnNumber + 1}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const node = byId.get(id)!;
    self.set(label(node), (self.get(label(node)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = label(byId.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name}`).join('\n');
  console.log(`self time:\n${top(self, 25)}\ntotal time:\n${top(total, 40)}`);
}

interface Figures {
  /** From the driver: the click's command sent to two frames after the first node is seen (includes the driver's round trips). */
  readonly firstPaintMs: number;
  /** On the page's clock: the click event to two frames after the first node is in the document. */
  readonly pageFirstPaintMs: number;
  /** Nodes in the page at the first paint: those in view. */
  readonly nodesAtFirstPaint: number;
  /** The longest main-thread task (PerformanceObserver 'longtask', over 50 ms) from the click on Logic to the first paint; 0 when none. */
  readonly longestTaskMs: number;
  /** Every long task in that window (ms), in order. */
  readonly longTasksMs: readonly number[];
  /** Until the automatic layout has placed the graph, plus a second to settle. */
  readonly laidOutMs: number;
  readonly panFrameMs: { median: number; p95: number };
  readonly dragFrameMs: { median: number; p95: number };
  readonly nodesDrawn: number;
}

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/** Frame intervals (ms) while `act` runs, from requestAnimationFrame in the page. */
async function frames(page: Page, act: () => Promise<void>): Promise<{ median: number; p95: number }> {
  // A string, not a function: tsx's name helpers do not exist in the page.
  await page.evaluate(`(() => {
    const state = { deltas: [], last: performance.now(), on: true };
    globalThis.benchFrames = state;
    const tick = (now) => { state.deltas.push(now - state.last); state.last = now; if (state.on) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  await act();
  const deltas = (await page.evaluate('(() => { globalThis.benchFrames.on = false; return globalThis.benchFrames.deltas.slice(1); })()')) as number[];
  return { median: quantile(deltas, 0.5), p95: quantile(deltas, 0.95) };
}

const sites = new Map<number, string>();

async function measure(baseUrl: string, gates: number, paintOnly: boolean): Promise<Figures> {
  await fetch(`${baseUrl}/__simulator/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ initialised: true }) });
  if (!sites.has(gates)) sites.set(gates, siteWithGates(await (await fetch(`${baseUrl}/__simulator/configuration`)).text(), gates));
  const put = await fetch(`${baseUrl}/__simulator/configuration`, { method: 'PUT', headers: { 'content-type': 'text/xml' }, body: sites.get(gates) });
  if (!put.ok) throw new Error(`/__simulator/configuration answered ${put.status}`);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    page.setDefaultTimeout(180_000);
    await page.goto(`${baseUrl}/auth?redirect=%2Fadmin`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(INITIALISED_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The sign-in page has a level-1 heading too: wait for the dashboard, then for the configuration's load to end,
    // so that the figure is the editor's own and not the sign-in's (which grows with the site, bench/configuration-worker.bench.ts).
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // The dashboard no longer waits for the configuration's decode (issue 31): it is in once the devices tile counts them.
    await page.locator('[data-testid="devices-total-value"]').waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate('new Promise((done) => setTimeout(done, 1000))');
    const cdp = PROFILE ? await page.context().newCDPSession(page) : undefined;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.evaluate(`(() => {
      window.__benchTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.__benchTasks.push({ at: entry.startTime, ms: entry.duration }))).observe({ type: 'longtask' });
      window.__benchClick = performance.now();
      // The same span on the page's own clock, without the driver's round trips: from the click event's time stamp to
      // two frames after a node is in the document (the frame that paints it has then ended), as the driver waits below.
      window.__benchPage = {};
      document.addEventListener('click', (event) => { window.__benchPage.click ??= event.timeStamp; }, { capture: true, once: true });
      const seen = new MutationObserver(() => {
        if (!document.querySelector('[data-testid="logic-node"]')) return;
        seen.disconnect();
        requestAnimationFrame(() => requestAnimationFrame(() => { window.__benchPage.painted = performance.now(); }));
      });
      seen.observe(document.body, { childList: true, subtree: true });
    })()`);
    const start = Date.now();
    await page.getByRole('link', { name: 'Logic', exact: true }).click();
    await page.locator('[data-testid="logic-node"]').first().waitFor();
    await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
    const firstPaintMs = Date.now() - start;
    await page.waitForFunction('window.__benchPage.painted !== undefined');
    const pageFirstPaintMs = Math.round(await page.evaluate<number>('window.__benchPage.painted - window.__benchPage.click'));
    const nodesAtFirstPaint = await page.locator('[data-testid="logic-node"]').count();
    const longTasksMs = (await page.evaluate<number[]>('window.__benchTasks.filter((task) => task.at >= window.__benchClick - 1).map((task) => task.ms)')).map(Math.round);
    const longestTaskMs = Math.max(0, ...longTasksMs);
    if (cdp) {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      writeFileSync(`${PROFILE}-${gates}.cpuprofile`, JSON.stringify(profile));
      console.log(`${gates} gates, first paint profile:`);
      summarise(profile);
    }
    if (paintOnly) return { firstPaintMs, pageFirstPaintMs, nodesAtFirstPaint, longestTaskMs, longTasksMs, laidOutMs: Number.NaN, panFrameMs: { median: Number.NaN, p95: Number.NaN }, dragFrameMs: { median: Number.NaN, p95: Number.NaN }, nodesDrawn: Number.NaN };
    // Panning and dragging are measured on the settled graph: once the automatic layout has placed it.
    await page.locator('[data-testid="logic-canvas"][data-laid-out="true"]').waitFor();
    await page.evaluate('new Promise((done) => setTimeout(done, 1000))');
    const laidOutMs = Date.now() - start;
    const nodesDrawn = await page.locator('[data-testid="logic-node"]').count();
    const pane = await page.locator('.react-flow__pane').boundingBox();
    if (!pane) throw new Error('no canvas');
    const panFrameMs = await frames(page, async () => {
      await page.mouse.move(pane.x + pane.width / 2, pane.y + pane.height / 2);
      await page.mouse.down();
      // There and back, so the nodes are in view again afterwards.
      for (let step = 0; step < 60; step++) await page.mouse.move(pane.x + pane.width / 2 - step * 8, pane.y + pane.height / 2 - step * 4);
      for (let step = 60; step >= 0; step--) await page.mouse.move(pane.x + pane.width / 2 - step * 8, pane.y + pane.height / 2 - step * 4);
      await page.mouse.up();
    });
    const node = await page.locator('.react-flow__node').first().boundingBox();
    if (!node) throw new Error('no node');
    const dragFrameMs = await frames(page, async () => {
      await page.mouse.move(node.x + 20, node.y + 10);
      await page.mouse.down();
      for (let step = 0; step < 60; step++) await page.mouse.move(node.x + 20 + step * 5, node.y + 10 + step * 3);
      await page.mouse.up();
    });
    return { firstPaintMs, pageFirstPaintMs, nodesAtFirstPaint, longestTaskMs, longTasksMs, laidOutMs, panFrameMs, dragFrameMs, nodesDrawn };
  } finally {
    await browser.close();
  }
}

const server = await startConsoleServer({ host: '127.0.0.1', port: 0, distDir: resolve(import.meta.dirname, '..', process.env.BENCH_DIST ?? 'dist') });
try {
  const baseUrl = server.url.replace(/\/$/, '');
  const results = new Map<number, Figures>();
  const paints = new Map<number, number[]>();
  const pagePaints = new Map<number, number[]>();
  const longest = new Map<number, number[]>();
  for (let run = 0; run < RUNS; run++) {
    for (const size of SIZES.filter((each) => ONLY === undefined || each === ONLY)) {
      const figures = await measure(baseUrl, size, PAINT_ONLY || run > 0);
      if (run === 0) results.set(size, figures);
      paints.set(size, [...(paints.get(size) ?? []), figures.firstPaintMs]);
      pagePaints.set(size, [...(pagePaints.get(size) ?? []), figures.pageFirstPaintMs]);
      longest.set(size, [...(longest.get(size) ?? []), figures.longestTaskMs]);
      console.log(`${size} gates, run ${run + 1}:`, JSON.stringify(figures));
    }
  }
  // The first paint's median over the runs.
  for (const [size, figures] of results) results.set(size, { ...figures, firstPaintMs: quantile(paints.get(size)!, 0.5), pageFirstPaintMs: quantile(pagePaints.get(size)!, 0.5), longestTaskMs: quantile(longest.get(size)!, 0.5) });
  if (RUNS > 1) for (const [size, values] of paints) console.log(`${size} gates, first paint of each run (ms): ${values.join(', ')}; median ${quantile(values, 0.5)}; on the page's clock ${pagePaints.get(size)!.join(', ')}; longest task of each run (ms): ${longest.get(size)!.join(', ')}`);
  const small = results.get(SIZES[0]);
  const large = results.get(SIZES[1]);
  if (small && large) printTable(small, large);
} finally {
  await server.close();
}

function printTable(small: Figures, large: Figures): void {
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  console.log(`| figure | ${SIZES[0]} gates | ${SIZES[1]} gates | ratio |`);
  console.log('|---|---|---|---|');
  console.log(`| time to first paint (ms) | ${small.firstPaintMs} | ${large.firstPaintMs} | ${ratio(large.firstPaintMs, small.firstPaintMs)} |`);
  console.log(`| the same on the page's clock, click event to first paint (ms; goal 500) | ${small.pageFirstPaintMs} | ${large.pageFirstPaintMs} | ${ratio(large.pageFirstPaintMs, small.pageFirstPaintMs)} |`);
  console.log(`| nodes drawn at the first paint | ${small.nodesAtFirstPaint} | ${large.nodesAtFirstPaint} | |`);
  console.log(`| longest main-thread task, click to first paint (ms; budget 200; median over the runs) | ${small.longestTaskMs} | ${large.longestTaskMs} | ${ratio(large.longestTaskMs, 200)} of budget |`);
  if (PAINT_ONLY) return; // the layout, panning and dragging were not measured
  console.log(`| time to the laid-out graph, + 1 s (ms) | ${small.laidOutMs} | ${large.laidOutMs} | ${ratio(large.laidOutMs, small.laidOutMs)} |`);
  console.log(`| frame while panning, median / p95 (ms) | ${small.panFrameMs.median.toFixed(1)} / ${small.panFrameMs.p95.toFixed(1)} | ${large.panFrameMs.median.toFixed(1)} / ${large.panFrameMs.p95.toFixed(1)} | ${ratio(large.panFrameMs.median, small.panFrameMs.median)} / ${ratio(large.panFrameMs.p95, small.panFrameMs.p95)} |`);
  console.log(`| frame while dragging a node, median / p95 (ms) | ${small.dragFrameMs.median.toFixed(1)} / ${small.dragFrameMs.p95.toFixed(1)} | ${large.dragFrameMs.median.toFixed(1)} / ${large.dragFrameMs.p95.toFixed(1)} | ${ratio(large.dragFrameMs.median, small.dragFrameMs.median)} / ${ratio(large.dragFrameMs.p95, small.dragFrameMs.p95)} |`);
  console.log(`| nodes drawn once laid out | ${small.nodesDrawn} | ${large.nodesDrawn} | |`);
}
