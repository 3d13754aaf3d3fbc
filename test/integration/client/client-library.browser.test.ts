import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../e2e/support/browser';
import { bundleClientCases, TEST_PAGE } from './support/browser-bundle';
import { clientCases, type CaseContext } from './support/client-cases';
import { deadOrigin, startClientSimulator, type RunningSimulator } from './support/client-simulator';

/** The same cases as client-library.test.ts, run inside headless Chromium on the simulator's origin. */
describe('client library against the simulated appliance (headless Chromium)', () => {
  let simulator: RunningSimulator;
  let browser: Browser;
  let page: Page;
  let context: CaseContext;

  beforeAll(async () => {
    const script = await bundleClientCases();
    simulator = await startClientSimulator((app) => {
      app.get('/__client-test/', (c) => c.html(TEST_PAGE));
      app.get('/__client-test/cases.js', (c) => c.body(script, 200, { 'content-type': 'text/javascript' }));
    });
    context = { origin: simulator.origin, deadOrigin: await deadOrigin() };
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.goto(`${simulator.origin}/__client-test/`);
  });

  afterAll(async () => {
    await browser?.close();
    await simulator?.close();
  });

  for (const testCase of clientCases) {
    it(testCase.name, async () => {
      const failure = await page.evaluate(
        async ({ name, context: caseContext }) => {
          const cases = (globalThis as unknown as { vigilClientCases: { clientCases: { name: string }[]; runCase: (c: unknown, x: unknown) => Promise<void> } }).vigilClientCases;
          const found = cases.clientCases.find((candidate) => candidate.name === name);
          try {
            await cases.runCase(found, caseContext);
            return null;
          } catch (error) {
            return error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
          }
        },
        { name: testCase.name, context },
      );
      expect(failure).toBeNull();
    });
  }
});
