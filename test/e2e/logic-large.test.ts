import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_GUIDS } from '../../src/infrastructure/simulator/seed/seed-guids';
import { changeOnAppliance, consoleBrowserPerTest } from './support/configuration-session';
import { consoleBaseUrl } from './support/worker-console';

/**
 * The logic editor on a controller too big to show whole (docs/logic-editor.md,
 * "Large graphs"), in the production build: the first part is drawn from a
 * bounded walk, and the parts and the loops come from the index computed in
 * the browser's Web Worker. The simulated site's gate is followed by a chain
 * of 900 and gates, each also fed by the calendar; gates 850 to 852 make a
 * loop through no stateful gate, which only the whole-graph index finds.
 */
const baseUrl = consoleBaseUrl();
const CHAIN = 900;
const gateId = (index: number) => `5764607523034234889-${10_000 + index}`;
const outputId = (index: number) => `5764607523034234890-${10_000 + index}`;

function chainGate(index: number): string {
  const first = index === 0 ? SEED_GUIDS.gateOutput : index === 850 ? outputId(852) : outputId(index - 1);
  const second = index === 851 ? outputId(850) : SEED_GUIDS.calendarIo;
  // 851 reads 850 twice; 850 reads 852, and 852 reads 851: the loop 850 → 851 → 852 → 850.
  const name = `Chain ${index}`;
  return [
    '<gate>', '<type>and</type>', `<identifier type="guid">${gateId(index)}</identifier>`, `<name>${name}</name>`,
    '<inputs>', `<input><link-id>${first}</link-id></input>`, `<input><link-id>${second}</link-id></input>`, '</inputs>',
    '<outputs><output>', `<identifier type="guid">${outputId(index)}</identifier>`, `<name>${name}</name>`, '<type-name>output</type-name>',
    `<owner-name>${name}</owner-name>`, '<logic>1</logic>', '<direction>1</direction>', '<flags>1</flags>', '</output></outputs>', '</gate>',
  ].join('\n');
}

const session = consoleBrowserPerTest(baseUrl, () =>
  changeOnAppliance(baseUrl, (text) => {
    const end = text.indexOf('</gate>', text.indexOf(SEED_GUIDS.gateAnd)) + '</gate>'.length;
    return `${text.slice(0, end)}\n${Array.from({ length: CHAIN }, (_, index) => chainGate(index)).join('\n')}${text.slice(end)}`;
  }),
);

describe('logic editor on a graph shown a part at a time', () => {
  it('draws the first part at once, lists every part once the worker has indexed the graph, and jumps to a gate of the last part with its loop warning', async () => {
    const { page } = await session.signedIn('en', '/admin/logic', 'Logic controller', { timeout: 30_000, viewport: { width: 1600, height: 1000 } });
    await page.locator('[data-testid="logic-node"]').first().waitFor();
    // The link, the site's gate and 900 chained gates: parts of 400, 400 and 102 (the index from the worker).
    const chooser = page.locator('#logic-component');
    await expect.poll(() => chooser.locator('option').allTextContents(), { timeout: 30_000 }).toEqual(['Part 1 (400 nodes)', 'Part 2 (400 nodes)', 'Part 3 (102 nodes)']);
    await expect.poll(() => chooser.isEnabled()).toBe(true);
    expect(await chooser.inputValue()).toBe('0');
    // The first part holds the start of the chain, not its end.
    await page.getByLabel('Find a gate').fill('Chain 851');
    // A result is named by its label and its kind ('Chain 851', 'And'); the gates are listed before the ios.
    await page.getByTestId('gate-search-results').getByRole('button', { name: /^Chain 851\b/ }).first().click();
    await expect.poll(() => chooser.inputValue()).toBe('2');
    const inspector = page.getByTestId('logic-inspector');
    await expect.poll(() => inspector.getByLabel('Name', { exact: true }).inputValue(), { timeout: 20_000 }).toBe('Chain 851');
    await inspector.getByRole('status').getByText(/In a loop through no stateful gate/).waitFor();
    // The part drawn is the third: its gates are on the canvas (the whole part in view), the first part's are not.
    await page.locator('[data-testid="logic-canvas"][data-laid-out="true"]').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Show the whole graph' }).click();
    await page.locator('[data-testid="logic-node"]', { hasText: 'Chain 851' }).first().waitFor({ state: 'attached' });
    expect(await page.locator('[data-testid="logic-node"]', { hasText: 'Chain 10' }).count()).toBe(0);
  });

  it('Find a gate: the part holding it drawn, the gate selected, focused and centred in the free canvas, and kept there once the layout arrives', async () => {
    const { page } = await session.signedIn('en', '/admin/logic', 'Logic controller', { timeout: 30_000, viewport: { width: 1600, height: 1000 } });
    const chooser = page.locator('#logic-component');
    await expect.poll(() => chooser.isEnabled(), { timeout: 30_000 }).toBe(true);
    await page.getByLabel('Find a gate').fill('Chain 851');
    // A result is named by its label and its kind ('Chain 851', 'And'); the gates are listed before the ios.
    await page.getByTestId('gate-search-results').getByRole('button', { name: /^Chain 851\b/ }).first().click();
    await expect.poll(() => chooser.inputValue()).toBe('2');
    await expectFocusedAndCentred(page, gateId(851), 'Chain 851');
  }, 150_000);

  it('a link to a gate of another part (?item=) opens that part on the gate, selected, focused and centred', async () => {
    const { page } = await session.signedIn('en', `/admin/logic?item=${gateId(620)}`, 'Logic controller', { timeout: 30_000, viewport: { width: 1600, height: 1000 } });
    await expect.poll(() => page.locator('#logic-component').inputValue(), { timeout: 30_000 }).toBe('1');
    await expectFocusedAndCentred(page, gateId(620), 'Chain 620');
  }, 150_000);
});

/**
 * Once the part is laid out (the automatic layout has come and the view is
 * set): the gate is selected (its inspector open), holds the keyboard focus,
 * and its box is inside the canvas, clear of the inspector drawn over the
 * canvas's right side, its centre at the free area's centre.
 */
async function expectFocusedAndCentred(page: Page, id: string, name: string): Promise<void> {
  await page.locator('[data-testid="logic-canvas"][data-laid-out="true"]').waitFor({ timeout: 60_000 });
  const inspector = page.getByTestId('logic-inspector');
  await expect.poll(() => inspector.getByLabel('Name', { exact: true }).inputValue(), { timeout: 20_000 }).toBe(name);
  const node = page.locator(`.react-flow__node[data-id="${id}"]`);
  // The view is animated to the gate: measured once it has settled (two equal boxes a frame apart).
  let before = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await node.boundingBox());
      const settled = now === before && now !== 'null';
      before = now;
      return settled;
    }, { timeout: 20_000 })
    .toBe(true);
  await expect.poll(() => node.getAttribute('class')).toMatch(/\bselected\b/);
  expect(await page.evaluate(() => document.activeElement?.closest('.react-flow__node')?.getAttribute('data-id'))).toBe(id);
  const canvas = (await page.getByTestId('logic-canvas').boundingBox())!;
  const panel = (await page.locator('#logic-inspector-panel').boundingBox())!;
  const box = (await node.boundingBox())!;
  const free = { left: canvas.x, right: panel.x, top: canvas.y, bottom: canvas.y + canvas.height };
  expect(box.x).toBeGreaterThanOrEqual(free.left);
  expect(box.x + box.width).toBeLessThanOrEqual(free.right);
  expect(box.y).toBeGreaterThanOrEqual(free.top);
  expect(box.y + box.height).toBeLessThanOrEqual(free.bottom);
  expect(Math.abs(box.x + box.width / 2 - (free.left + free.right) / 2)).toBeLessThan(24);
  expect(Math.abs(box.y + box.height / 2 - (free.top + free.bottom) / 2)).toBeLessThan(24);
}
