// The device list page with 2,000 devices against the same page with none,
// in one run, in the production build (dist/, `npm run build` first) served
// with the simulated appliance, in headless Chromium (Debian's, through
// playwright-core): the time from the menu click to the first rows, then to
// the page's first idle moment, the frame times and each scroll frame's work
// while the rows scroll, and the frame times while the search box filters
// them. Figures are medians of interleaved rounds, given as ratios to the
// empty list (and the first scroll frame against issue 22's budget and a
// later frame). No assertions.
// Run: npm run bench:devices   (DEVICES=2000, RUNS=3, DIST=another build)
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { INITIALISED_ADMIN_PASSWORD } from '../src/infrastructure/simulator/state/accounts';
import { siteWithDevices } from '../test/fixtures/configuration/site-with-devices';
import { filterFrames, scrollFrames, timeToIdle, timeToRows } from './device-list-browser';
import { withBenchConsole } from './bench-console';

const DEVICES = Number(process.env['DEVICES'] ?? 2000);
const RUNS = Number(process.env['RUNS'] ?? 3);
/**
 * Issue 22: the first scroll frame (the rows coming into view built for the first time) under 16 ms. The frame's
 * work is timed from its scroll event to the rows laid out (scrollFrames in device-list-browser.ts): the time
 * between animation frames cannot show it, the display rounds it to whole frames of 16.7 ms.
 */
const FIRST_FRAME_BUDGET_MS = 16;
// DIST=path measures another build (an earlier commit's, for a before/after in one session).
const distDir = process.env['DIST'] ?? resolve(import.meta.dirname, '../dist');

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)]!;
};
const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

interface Round {
  readonly rowsMs: number;
  readonly idleMs: number;
  readonly scroll: number[];
  readonly scrollWork: number[];
  readonly filter: number[];
  readonly settleMs: number;
}

async function measure(browser: Browser, origin: string, xml: string, empty: boolean): Promise<Round> {
  await fetch(`${origin}/__simulator/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ initialised: true }) });
  const put = await fetch(`${origin}/__simulator/configuration`, { method: 'PUT', headers: { 'content-type': 'text/xml' }, body: xml });
  if (!put.ok) throw new Error(`PUT /__simulator/configuration answered ${put.status}`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    // tsx names the functions it compiles with a helper the page does not have.
    await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    page.setDefaultTimeout(120_000);
    await page.goto(`${origin}/auth?redirect=%2Fadmin`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(INITIALISED_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.waitForFunction(() => document.querySelector('a[href="/admin/devices"]') !== null);
    const rowsMs = await page.evaluate(timeToRows, empty);
    const idleMs = await page.evaluate(timeToIdle);
    const { intervals: scroll, work: scrollWork } = await page.evaluate(scrollFrames, { frames: 120, step: 240 });
    const { frames: filter, settleMs } = await page.evaluate(filterFrames, 'Camera 1');
    return { rowsMs, idleMs, scroll, scrollWork, filter, settleMs };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  await withBenchConsole(distDir, async (origin, browser) => {
    await fetch(`${origin}/__simulator/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ initialised: true }) });
    const seed = await (await fetch(`${origin}/__simulator/configuration`)).text();
    const documents = { empty: siteWithDevices(seed, 0), full: siteWithDevices(seed, DEVICES) };
    // Generating the documents blocks the event loop for seconds: the server meanwhile closes the idle
    // keep-alive connection, and fetch would write the next request into it (ECONNRESET) unless the
    // loop first gets to read that close.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const rounds: Record<'empty' | 'full', Round[]> = { empty: [], full: [] };
    for (let run = 0; run < RUNS; run += 1) {
      // Interleaved, so that a slow moment of the machine weighs on both.
      for (const kind of ['empty', 'full'] as const) rounds[kind].push(await measure(browser, origin, documents[kind], kind === 'empty'));
      process.stderr.write(`round ${run + 1}/${RUNS}\n`);
    }
    const summary = (kind: 'empty' | 'full') => {
      const list = rounds[kind];
      return {
        rowsMs: median(list.map((round) => round.rowsMs)),
        // From the first rows to the page's first idle moment, where the scroll starts.
        idleMs: median(list.map((round) => round.idleMs)),
        // The first frame builds the rows coming into view for the first time (issue 22: under 16 ms).
        scrollFirst: median(list.map((round) => round.scroll[0]!)),
        // Its work, and that of every later frame (none on the empty list, which has nothing to scroll).
        scrollFirstWork: median(list.map((round) => round.scrollWork[0] ?? 0)),
        scrollWorkMedian: median(list.map((round) => median(round.scrollWork) || 0)),
        scrollWorkMax: median(list.map((round) => Math.max(0, ...round.scrollWork))),
        scrollMedian: median(list.map((round) => median(round.scroll))),
        scrollP95: median(list.map((round) => percentile(round.scroll, 95))),
        scrollMax: median(list.map((round) => Math.max(...round.scroll))),
        filterMedian: median(list.map((round) => median(round.filter))),
        filterP95: median(list.map((round) => percentile(round.filter, 95))),
        filterMax: median(list.map((round) => Math.max(...round.filter))),
        settleMs: median(list.map((round) => round.settleMs)),
      };
    };
    const empty = summary('empty');
    const full = summary('full');
    console.log(`Device list: ${DEVICES} devices against none, ${RUNS} interleaved rounds, headless Chromium (ms; ratio = ${DEVICES} / none)`);
    console.log('| measure | none | %s devices | ratio |', DEVICES);
    console.log('|---|---|---|---|');
    for (const key of Object.keys(empty) as (keyof typeof empty)[]) {
      // A baseline under a millisecond (nothing to settle in an empty list) makes no ratio.
      const ratio = empty[key] < 1 ? 'n/a' : (full[key] / empty[key]).toFixed(2);
      console.log(`| ${key} | ${empty[key].toFixed(1)} | ${full[key].toFixed(1)} | ${ratio} |`);
    }
    console.log(
      `first scroll frame on ${DEVICES} devices: ${full.scrollFirstWork.toFixed(1)} ms of work, ${(full.scrollFirstWork / FIRST_FRAME_BUDGET_MS).toFixed(2)} × the budget of ${FIRST_FRAME_BUDGET_MS} ms (issue 22), ` +
        `${(full.scrollFirstWork / full.scrollWorkMedian).toFixed(2)} × a later scroll frame's (${full.scrollWorkMedian.toFixed(1)} ms); ` +
        `shown ${full.scrollFirst.toFixed(1)} ms after the frame before (the empty list's: ${empty.scrollFirst.toFixed(1)} ms)`,
    );
  });
}

await main();
