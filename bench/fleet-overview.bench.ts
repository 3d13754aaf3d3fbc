// The fleet overview with 1,000 sites against the same page with 10, in one run, in the production build (dist/,
// `npm run build` first) in headless Chromium: the time from the menu's Overview link to the first rows, then the
// work of each scroll frame while the rows scroll. The fleet's API is answered by the page's own routes (generated
// rows, an installer signed in), so that the page alone is measured. Medians of interleaved rounds, as ratios to
// the 10 sites. No assertions.
// Run: npm run bench:fleet-overview   (SITES=1000, RUNS=3)
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import type { OverviewRow } from '../src/domain/fleet/fleet-overview';
import { scrollSiteRows, timeToSiteRows } from './fleet-overview-browser';
import { withBenchConsole } from './bench-console';

const SITES = Number(process.env['SITES'] ?? 1000);
const BASELINE = 10;
const RUNS = Number(process.env['RUNS'] ?? 3);
const distDir = resolve(import.meta.dirname, '../dist');

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const percentile = (values: readonly number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

/** `count` sites of every kind the overview shows: reachable, unreachable, refused credentials, expiring licences, problems, changes. */
function rows(count: number): OverviewRow[] {
  return Array.from({ length: count }, (_, index): OverviewRow => {
    const kind = index % 10;
    const base = { id: `site-${index}`, name: `Site ${String(index).padStart(4, '0')}`, address: `10.${Math.floor(index / 250)}.${index % 250}.1`, tags: [`customer:C${index % 17}`, `region:R${index % 5}`] };
    if (kind === 3) return { ...base, status: { reachability: 'unreachable', since: '2026-11-28T10:00:00.000Z', detail: 'connect ECONNREFUSED' } };
    if (kind === 4) return { ...base, status: { reachability: 'credentials-refused', since: '2026-11-28T10:00:00.000Z', detail: 'Invalid username or password' } };
    return {
      ...base,
      drift: index % 7,
      status: {
        reachability: 'reachable', serverStatus: kind === 9 ? 'stopped' : 'started', version: `7.${index % 3}.0`,
        licence: { status: 'activated', days: kind === 7 ? 5 + (index % 20) : 300 }, devices: { connected: 40 - (index % 3), total: 40 },
        problems: { errors: kind === 5 ? 2 : 0, warnings: index % 4 }, lastChange: { at: '2026-11-27T09:00:00.000Z', by: index % 2 ? 'claire' : '', via: index % 2 ? 'vigil' : 'outside' },
      },
    };
  });
}

async function measure(browser: Browser, origin: string, count: number): Promise<{ rowsMs: number; scroll: number[] }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    const body = JSON.stringify({ rows: rows(count), at: '2026-11-28T12:00:00.000Z' });
    await page.route('**/fleet/api/state', (route) => route.fulfill({ json: { setUp: true, operator: { id: 'o', name: 'claire', role: 'installer' } } }));
    await page.route('**/fleet/api/overview**', (route) => route.fulfill({ body, contentType: 'application/json' }));
    page.setDefaultTimeout(120_000);
    await page.goto(`${origin}/fleet/sites`);
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="fleet-site"]') !== null);
    const rowsMs = await page.evaluate(timeToSiteRows);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
    const scroll = await page.evaluate(scrollSiteRows, { frames: 120, step: 240 });
    return { rowsMs, scroll };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  await withBenchConsole(distDir, async (origin, browser) => {
    const rounds: Record<'few' | 'many', { rowsMs: number; scroll: number[] }[]> = { few: [], many: [] };
    for (let run = 0; run < RUNS; run += 1) {
      rounds.few.push(await measure(browser, origin, BASELINE));
      rounds.many.push(await measure(browser, origin, SITES));
      process.stderr.write(`round ${run + 1}/${RUNS}\n`);
    }
    const summary = (kind: 'few' | 'many') => ({
      rowsMs: median(rounds[kind].map((round) => round.rowsMs)),
      scrollFirstWork: median(rounds[kind].map((round) => round.scroll[0] ?? 0)),
      scrollWorkMedian: median(rounds[kind].map((round) => median(round.scroll))),
      scrollWorkP95: median(rounds[kind].map((round) => percentile(round.scroll, 95))),
      scrollWorkMax: median(rounds[kind].map((round) => Math.max(...round.scroll))),
    });
    const few = summary('few');
    const many = summary('many');
    console.log(`Fleet overview: ${SITES} sites against ${BASELINE}, ${RUNS} interleaved rounds, headless Chromium (ms; ratio = ${SITES} / ${BASELINE})`);
    console.log(`| measure | ${BASELINE} sites | ${SITES} sites | ratio |`);
    console.log('|---|---|---|---|');
    for (const key of Object.keys(few) as (keyof typeof few)[]) {
      console.log(`| ${key} | ${few[key].toFixed(1)} | ${many[key].toFixed(1)} | ${few[key] < 0.5 ? 'n/a' : (many[key] / few[key]).toFixed(2)} |`);
    }
  });
}

await main();
