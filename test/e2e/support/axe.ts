import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core in the page. The console's Content-Security-Policy refuses
 * script tags that are not its own (as it should), so axe is evaluated
 * through the browser's debugging protocol, which the policy does not govern.
 */
export async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
}

/** WCAG 2.1 A/AA violations axe finds in the page as it stands. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    const engine = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } }).axe;
    const results = await engine.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html.slice(0, 160)}`));
  });
}
