// Decoding the configuration in the browser's worker: headless Chromium against
// the production build and the simulated appliance (what `npm start` serves),
// with a generated document of 2,000 devices and 10,000 gates (DEVICES, GATES).
// Measures, in the same page: the worker's decode (parse, codecs, structured
// clone back to the page) against a bare DOMParser parse of the same text on the
// page (ratio), and the longest main-thread task while signing in with it.
// No assertions: figures only. Needs `npm run build` first.
// Run: node --import tsx bench/configuration-worker.bench.ts
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startConsoleServer } from '../src/composition/node-servers';
import { resolveConfigurationSalt } from '../src/infrastructure/settings/configuration-salt';
import { launchBrowser } from '../test/e2e/support/browser';
import { generateConfiguration } from './configuration-generator';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(root, 'dist');
const workerFile = existsSync(join(distDir, 'assets')) ? readdirSync(join(distDir, 'assets')).find((name) => /^configuration-decoder\.worker-.*\.js$/.test(name)) : undefined;
if (!workerFile) throw new Error('no built console with its decoder worker: run `npm run build` first');

const deviceCount = Number(process.env.DEVICES ?? 2000);
const gateCount = Number(process.env.GATES ?? 10_000);
const runs = Number(process.env.RUNS ?? 3);
const salt = resolveConfigurationSalt();
const ADMIN = { user: 'admin', password: 'Adm1n!' };

// Exactly the devices asked for: the sample's own are left out.
const text = generateConfiguration(deviceCount, gateCount, { salt, sampleDevices: false });
const mb = (Buffer.byteLength(text) / 1024 / 1024).toFixed(1);
const server = await startConsoleServer({ port: 0, distDir, simulator: { initialised: true } });
const browser = await launchBrowser();
try {
  const put = await fetch(new URL('/__simulator/configuration', server.url), { method: 'PUT', headers: { 'content-type': 'text/xml' }, body: text });
  if (!put.ok) throw new Error(`the simulator refused the document: ${put.status}`);
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(30 * 60_000);
  // tsx names arrow functions with a `__name` helper that a serialised function carries into the page.
  await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
  // Long tasks (> 50 ms) of the page's main thread, from its first script on.
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(new URL('/auth', server.url).href);
  await page.getByLabel('Username').fill(ADMIN.user);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks.length = 0));
  const signInStart = Date.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  const signInMs = Date.now() - signInStart;
  await page.waitForLoadState('networkidle');
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.slice());

  // The same text, decoded by a fresh worker of the build and parsed bare on the page, interleaved.
  const figures = await page.evaluate(
    async ({ workerFile, salt, runs, credentials }) => {
      const response = await fetch('/api/configuration?uncrypted', {
        headers: { Authorization: `Basic ${btoa(`${credentials.user}:${credentials.password}`)}`, 'X-Requested-With': 'vigil-console' },
      });
      const document = await response.text();
      const decoder = new Worker(`/assets/${workerFile}`, { type: 'module' });
      decoder.postMessage({ type: 'init', salt });
      const decode = (id: number) =>
        new Promise<{ ms: number; valid: boolean }>((resolve) => {
          const start = performance.now();
          const listener = (event: MessageEvent<{ type: string; id: number; result?: { valid: boolean; handle?: number } }>) => {
            if (event.data.id !== id || event.data.type === 'progress') return;
            decoder.removeEventListener('message', listener);
            const ms = performance.now() - start;
            if (event.data.result?.handle !== undefined) decoder.postMessage({ type: 'release', handle: event.data.result.handle });
            resolve({ ms, valid: event.data.result?.valid === true });
          };
          decoder.addEventListener('message', listener);
          decoder.postMessage({ type: 'read', id, text: document });
        });
      const worker: number[] = [];
      const bare: number[] = [];
      let valid = true;
      for (let run = 0; run < runs; run++) {
        const decoded = await decode(run + 1);
        worker.push(decoded.ms);
        valid &&= decoded.valid;
        const start = performance.now();
        new DOMParser().parseFromString(document, 'text/xml');
        bare.push(performance.now() - start);
      }
      decoder.terminate();
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      return { worker: median(worker), bare: median(bare), valid };
    },
    { workerFile, salt, runs, credentials: ADMIN },
  );
  const version = browser.version();
  console.log(`configuration of ${mb} MB (${deviceCount} devices, ${gateCount} gates), ${runs} runs (interleaved), median; Chromium ${version}`);
  console.table([
    { measure: 'bare DOMParser parse on the page', ms: Math.round(figures.bare), ratio: 1 },
    { measure: 'worker decode (parse, codecs, clone to the page)', ms: Math.round(figures.worker), ratio: +(figures.worker / figures.bare).toFixed(2) },
    { measure: 'sign-in with this document (click to dashboard)', ms: signInMs, ratio: +(signInMs / figures.bare).toFixed(2) },
    { measure: 'longest main-thread task during sign-in', ms: Math.round(Math.max(0, ...longTasks)), ratio: +(Math.max(0, ...longTasks) / figures.bare).toFixed(2) },
  ]);
  console.log(`decoded valid: ${figures.valid}; long tasks during sign-in: ${longTasks.length} (${longTasks.map(Math.round).join(', ')} ms)`);
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
