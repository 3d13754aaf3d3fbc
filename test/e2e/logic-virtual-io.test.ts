import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/composition/config-cli';
import { SEED_GUIDS } from '../../src/infrastructure/simulator/seed/seed-guids';
import { changeOnAppliance, consoleBrowserPerTest, readDocument } from './support/configuration-session';
import { lineDiff, isDateOrSignature } from './support/document-diff';
import { consoleBaseUrl } from './support/worker-console';

/**
 * A virtual input end to end, in the production build in headless Chromium:
 * the simulated site's entrance door contact made virtual (normally open,
 * bistable), made normally closed in the device editor and saved (the
 * document read back differs by its is-no alone); in simulate mode the
 * contact toggled on is recorded as written 0 (the logic reads the inverse),
 * an expectation added from the door alarm gate, the scenario saved as a
 * file, and `vigil config simulate` passes on it against the saved document.
 */
const baseUrl = consoleBaseUrl();
const VIEW = { timeout: 20_000, viewport: { width: 1600, height: 1000 } };

const VIRTUAL = new RegExp(`(<identifier type="guid">${SEED_GUIDS.entranceInput}</identifier>[\\s\\S]*?)(\\t+)<flags>0</flags>\\n`);
const session = consoleBrowserPerTest(baseUrl, () => changeOnAppliance(baseUrl, (text) => text.replace(VIRTUAL, (_, head: string, tabs: string) => `${head}${tabs}<flags>1</flags>\n${tabs}<is-no>1</is-no>\n${tabs}<bistable>1</bistable>\n`)));

function node(page: Page, name: string) {
  return page.locator('[data-testid="logic-node"]', { hasText: name }).first();
}

async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: { write: (chunk: string) => (stdout += chunk) }, stderr: { write: (chunk: string) => (stderr += chunk) }, env: {} });
  return { code, stdout, stderr };
}

describe('a virtual input in the device editor and simulate mode', () => {
  it('made normally closed in the device editor, saved, inverts in the simulation; a recorded scenario passes on the command line', async () => {
    const before = await readDocument(baseUrl);
    expect(before).toContain('<is-no>1</is-no>');
    const { page } = await session.signedIn('en', '/admin/devices/edit/0', 'Entrance', VIEW);
    await page.getByRole('tab', { name: 'Inputs and outputs', exact: true }).click();
    const panel = page.getByRole('tabpanel');
    // The entrance door contact is the first io of the tab: its contact made normally closed.
    await panel.getByLabel('Contact', { exact: true }).first().selectOption({ label: 'Normally closed (NC)' });
    const withSaveIcon = { has: page.locator('.material-icons', { hasText: /^save$/ }) };
    await page.getByTestId('save-bar').locator('button', withSaveIcon).click();
    await page.getByRole('dialog').locator('button', withSaveIcon).click();
    await expect.poll(() => readDocument(baseUrl), { timeout: 20_000 }).not.toBe(before);
    await page.getByTestId('save-done').last().waitFor();
    const saved = await readDocument(baseUrl);
    const [beforeLines, afterLines] = [before.split('\n'), saved.split('\n')];
    const { removed, added } = lineDiff(beforeLines, afterLines);
    expect(removed.map((index) => beforeLines[index]!).filter((line) => !isDateOrSignature(line)).map((line) => line.trim())).toEqual(['<is-no>1</is-no>']);
    expect(added.map((index) => afterLines[index]!).filter((line) => !isDateOrSignature(line)).map((line) => line.trim())).toEqual(['<is-no>0</is-no>']);

    // Simulate mode: record the contact toggled on; the logic reads 1 from a written 0.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logic', exact: true }).click();
    await page.locator('[data-testid="logic-canvas"][data-laid-out="true"]').waitFor();
    await page.getByRole('button', { name: 'Show the whole graph' }).click();
    await page.getByRole('button', { name: 'Simulate' }).click();
    const simulation = page.getByTestId('simulation-panel');
    await simulation.waitFor();
    await page.getByRole('button', { name: 'Show the whole graph' }).click();
    const door = node(page, 'Entrance door contact');
    await simulation.getByRole('button', { name: 'Record a scenario' }).click();
    const state = door.locator('[data-testid="live-state"]').first();
    if ((await state.getAttribute('data-state')) === 'on') await door.getByRole('button', { name: 'Toggle Entrance door contact' }).click();
    await door.getByRole('button', { name: 'Toggle Entrance door contact' }).click();
    await door.locator('[data-testid="live-state"][data-state="on"]').waitFor();
    // The door alarm gate selected (clicking the contact's toggle selected the contact): what its output shows, expected.
    await node(page, 'Door forced out of hours').click();
    await simulation.getByRole('button', { name: "Expect the selected gate's outputs now" }).click();
    await simulation.getByRole('button', { name: 'Stop recording' }).click();
    const written = simulation.getByLabel('Value: Entrance door contact').last();
    expect(await written.inputValue()).toBe('0');

    const download = page.waitForEvent('download');
    await simulation.getByRole('button', { name: 'Save as a scenario file' }).click();
    const file = await (await download).path();
    const scenario = readFileSync(file, 'utf8');
    const folder = mkdtempSync(join(tmpdir(), 'vigil-scenario-'));
    writeFileSync(join(folder, 'site.xml'), saved);
    writeFileSync(join(folder, 'scenario.json'), scenario);
    const result = await run(['simulate', join(folder, 'site.xml'), '--scenario', join(folder, 'scenario.json')]);
    rmSync(folder, { recursive: true, force: true });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const parsed = JSON.parse(scenario) as { inputs: { io: string; value: number }[]; expect: unknown[] };
    expect(parsed.inputs.at(-1)).toMatchObject({ io: 'Entrance door contact', value: 0 });
    expect(parsed.expect.length).toBeGreaterThan(0);
  });
});
