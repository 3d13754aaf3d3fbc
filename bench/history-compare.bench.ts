// Comparing two versions of the 35 MB site on the History page (issue 30's
// goal: no main-thread task over 200 ms), in the production build (dist/,
// `npm run build` first) served by the console server with history on an
// embedded database in a temporary data directory, in headless Chromium
// (Debian's, through playwright-core). The site's versions: the generated
// site as the sign-in reads it, then two saves through /api: 10 names
// changed, then 2,000 more. In each round, a fresh page signs in (its long
// tasks are the sign-in's, measured by configuration-worker.bench.ts, and
// left out), then, with a PerformanceObserver on 'longtask':
//   - opening the History page from the menu (the baseline, in the same page);
//   - comparing the first version with the second (10 changes);
//   - comparing the first with the third (2,010 changes, the first 1,000 listed).
// Each from the click to the changes drawn and the page quiet again. The
// comparison itself is made by the console server (docs/history.md); its
// time is the wall time given beside. No assertions: figures.
// Run: npm run bench:history-compare   (MB=35, RUNS=3, DIST=another build, PROFILE=1 or many: the first or the second comparison's hottest functions)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startConsoleServer } from '../src/composition/node-servers';
import { resolveConfigurationSalt } from '../src/infrastructure/settings/configuration-salt';
import { launchBrowser } from '../test/e2e/support/browser';
import { navigateTo } from '../test/e2e/support/navigation';
import { testCodec } from '../test/support/history-console';
import { generateConfiguration, siteOfSize } from './configuration-generator';

const MEGABYTES = Number(process.env.MB ?? 35);
const RUNS = Number(process.env.RUNS ?? 3);
const distDir = process.env.DIST ?? resolve(import.meta.dirname, '../dist');
/** Issue 30: no main-thread task over 200 ms while comparing two versions of the large site. */
const LONG_TASK_BUDGET_MS = 200;
/** The generated site keeps the sample's users. */
const ADMIN = { user: 'admin', password: 'Adm1n!' };
const BASIC = `Basic ${Buffer.from(`${ADMIN.user}:${ADMIN.password}`).toString('base64')}`;

type Step = 'open' | 'compareFew' | 'compareMany';
interface Measured {
  readonly tasks: number[];
  readonly ms: number;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const longest = (tasks: readonly number[]) => Math.max(0, ...tasks);

/** The site with `count` names (that appear once) changed, from the `skip`th on, signed as the console signs a save. */
function renamed(text: string, names: readonly string[], skip: number, count: number): string {
  let edited = text;
  for (const name of names.slice(skip, skip + count)) edited = edited.replace(`<name>${name}</name>`, `<name>${name} (renamed)</name>`);
  return testCodec().sign(edited);
}

/** Waits until the page has drawn what `ready` looks for, then until it is quiet (network idle, then a second without work). */
async function settle(page: Page, ready: string): Promise<void> {
  await page.waitForFunction((selector) => document.querySelector(selector) !== null, ready, { polling: 50 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

const takeLongTasks = (page: Page) => page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.splice(0));

/** Picks the two versions and clicks Compare, in the page (Playwright's role locators run long tasks of their own there). */
async function compare(page: Page, from: number, to: number): Promise<Measured> {
  await page.evaluate(() => [...document.querySelectorAll('button')].find((button) => /Close the comparison/.test(button.textContent ?? ''))?.click());
  await page.waitForTimeout(500);
  await page.evaluate(
    ({ from, to }) => {
      for (const box of document.querySelectorAll<HTMLInputElement>('[data-testid="history-version"] input[type="checkbox"]')) if (box.checked) box.click();
      for (const id of [from, to]) document.querySelector<HTMLInputElement>(`[data-testid="history-version"][data-version="${id}"] input[type="checkbox"]`)!.click();
    },
    { from, to },
  );
  await page.waitForTimeout(500);
  await takeLongTasks(page);
  const start = Date.now();
  await page.evaluate(() => [...document.querySelectorAll('button')].find((button) => /Compare the two picked versions/.test(button.textContent ?? ''))!.click());
  await page.waitForFunction(() => document.querySelector('[data-testid="history-compare-changes"] [data-kind]') !== null, undefined, { polling: 50 });
  const ms = Date.now() - start;
  await settle(page, '[data-testid="history-compare-changes"]');
  return { tasks: await takeLongTasks(page), ms };
}

interface CpuProfile {
  readonly nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  readonly samples: number[];
  readonly timeDeltas: number[];
}

/**
 * PROFILE=1: V8's sampling profiler over the first comparison (run against a build made with
 * `npx vite build --minify false --outDir DIR` and DIST=DIR for readable names); resolves to its
 * hottest functions, by self time and by time including what they call.
 */
async function startProfile(page: Page): Promise<() => Promise<string>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const name = (id: number) => {
      const frame = byId.get(id)!.callFrame;
      return `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
    };
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
      self.set(name(id), (self.get(name(id)) ?? 0) + ms);
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) if (!seen.has(name(at))) seen.add(name(at));
      for (const each of seen) total.set(each, (total.get(each) ?? 0) + ms);
    });
    const top = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([key, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${key}`).join('\n');
    return `hottest functions, self:\n${top(self)}\nincluding what they call:\n${top(total)}\n`;
  };
}

async function round(browser: Browser, origin: string, ids: readonly number[]): Promise<Record<Step, Measured>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(Number(process.env.TIMEOUT_MS ?? 30 * 60_000));
    // tsx names arrow functions with a `__name` helper that a serialised function carries into the page.
    page.on('pageerror', (error) => process.stderr.write(`page error: ${error.stack ?? error.message}\n`));
    page.on('console', (message) => void (message.type() === 'error' ? process.stderr.write(`console error: ${message.text().slice(0, 3000)}\n`) : undefined));
    await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${origin}/auth`);
    await page.getByLabel('Username').fill(ADMIN.user);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => [...document.querySelectorAll('h1')].some((heading) => heading.textContent?.includes('Dashboard') === true), undefined, { polling: 100 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await takeLongTasks(page);
    process.stderr.write('signed in\n');

    // The baseline: the History page opened from the menu (a client-side navigation where the menu has no link).
    const start = Date.now();
    const clicked = await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('a[href="/admin/history"]');
      link?.click();
      return link !== null;
    });
    if (!clicked) await navigateTo(page, '/admin/history');
    await page.waitForFunction((count) => document.querySelectorAll('[data-testid="history-version"]').length === count, ids.length, { polling: 50 });
    process.stderr.write('history page\n');
    const openMs = Date.now() - start;
    await settle(page, '[data-testid="history-version"]');
    const open = { tasks: await takeLongTasks(page), ms: openMs };
    // PROFILE=1 profiles the first comparison (10 changes), PROFILE=many the second (2,010).
    const profileFew = process.env.PROFILE === '1' ? await startProfile(page) : undefined;
    const compareFew = await compare(page, ids[0]!, ids[1]!);
    if (profileFew) process.stderr.write(await profileFew());
    const profileMany = process.env.PROFILE === 'many' ? await startProfile(page) : undefined;
    const compareMany = await compare(page, ids[0]!, ids[2]!);
    if (profileMany) process.stderr.write(await profileMany());
    return { open, compareFew, compareMany };
  } catch (error) {
    await context.pages()[0]?.evaluate(() => [...document.querySelectorAll('button')].find((button) => /Show Error/.test(button.textContent ?? ''))?.click());
    process.stderr.write(`${context.pages()[0]?.url()}\n${await context.pages()[0]?.evaluate(() => document.body.innerText.slice(0, 2000))}\n`);
    throw error;
  } finally {
    await context.close();
  }
}

if (!existsSync(join(distDir, 'index.html'))) throw new Error('Build the console first: npm run build');
const { devices, gates } = siteOfSize(MEGABYTES);
const site = generateConfiguration(devices, gates, { salt: resolveConfigurationSalt() });
const counts = new Map<string, number>();
for (const match of site.matchAll(/<name>([^<]+)<\/name>/g)) counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
// The generated devices' ("… 12"): a user's name changed would refuse the next sign-in.
const names = [...counts].filter(([name, count]) => count === 1 && / \d+$/.test(name)).map(([name]) => name);
const dataDir = mkdtempSync(join(tmpdir(), 'vigil-history-compare-bench-'));
const server = await startConsoleServer({ host: '127.0.0.1', port: 0, distDir, simulator: { initialised: true }, data: { dir: dataDir, env: {}, drainEveryMs: 0, history: { pollEveryMs: 0, retentionEveryMs: 0 } } });
const history = server.historyServer!;
const origin = server.url.replace(/\/$/, '');
const call = (path: string, init: RequestInit = {}) => fetch(`${origin}${path}`, { ...init, headers: { Authorization: BASIC, 'X-Requested-With': 'vigil-console', ...(init.headers ?? {}) } });
const browser = await launchBrowser();
try {
  const put = await fetch(`${origin}/__simulator/configuration`, { method: 'PUT', headers: { 'content-type': 'text/xml' }, body: site });
  if (!put.ok) throw new Error(`the simulator refused the site: ${put.status}`);
  if ((await call(`/api/login?user=${ADMIN.user}&password=${encodeURIComponent(ADMIN.password)}`)).status !== 200) throw new Error('the sign-in was refused');
  await history.poll();
  const few = renamed(site, names, 0, 10);
  const many = renamed(few, names, 10, 2000);
  for (const body of [few, many]) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const saved = await call('/api/configuration', { method: 'POST', body, headers: { 'Content-Type': 'text/xml' } });
    if (saved.status !== 200) throw new Error(`the save answered ${saved.status}: ${(await saved.text()).slice(0, 200)}`);
  }
  await history.summarise();
  const listed = (await (await call('/vigil/history/versions')).json()) as { versions: { id: number }[] };
  const ids = listed.versions.map((version) => version.id).sort((a, b) => a - b);
  if (ids.length !== 3) throw new Error(`expected 3 versions, found ${ids.length}`);

  const rounds: Record<Step, Measured>[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    rounds.push(await round(browser, origin, ids));
    process.stderr.write(`round ${run + 1}/${RUNS}\n`);
  }
  const steps: Record<Step, string> = {
    open: 'opening the History page (baseline)',
    compareFew: 'comparing the first and the second (10 changes)',
    compareMany: 'comparing the first and the third (2,010 changes)',
  };
  const list = (tasks: readonly number[]) => (tasks.length ? tasks.map(Math.round).join(', ') : 'none');
  console.log(`site: ${(Buffer.byteLength(site) / 1024 / 1024).toFixed(1)} MB (${devices} devices, ${gates} gates); Chromium ${browser.version()}; ${RUNS} rounds, medians`);
  console.log('| step | click to drawn (ms) | longest task (ms) | × the baseline\'s | × the 200 ms budget | long tasks in each round (ms) |');
  console.log('|---|---|---|---|---|---|');
  const baseline = median(rounds.map((each) => longest(each.open.tasks)));
  for (const step of Object.keys(steps) as Step[]) {
    const worst = median(rounds.map((each) => longest(each[step].tasks)));
    const ratio = baseline > 0 ? (worst / baseline).toFixed(2) : 'n/a';
    console.log(`| ${steps[step]} | ${median(rounds.map((each) => each[step].ms))} | ${Math.round(worst)} | ${ratio} | ${(worst / LONG_TASK_BUDGET_MS).toFixed(2)} | ${rounds.map((each) => list(each[step].tasks)).join(' / ')} |`);
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
