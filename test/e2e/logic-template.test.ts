import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_GUIDS } from '../../src/infrastructure/simulator/seed/seed-guids';
import { changeOnAppliance, consoleBrowserPerTest, readDocument } from './support/configuration-session';
import { changesOutside } from './support/document-diff';
import { consoleBaseUrl } from './support/worker-console';

/**
 * Templates authored in the logic editor, in the production build in headless
 * Chromium: three chained gates (a delay, a not, an or) whose outputs are all
 * called "Sortie 1", read by a fourth gate, are selected and made a template;
 * the template gets a parameter (the delay's time) and the instance its
 * value; simulated, then saved: the document read back differs only by the
 * three gates' lines and the template's.
 */
const baseUrl = consoleBaseUrl();
const VIEW = { timeout: 20_000, viewport: { width: 1600, height: 1000 } };

const guid = (n: number) => `5764607523034234887-${n}`;

/** A gate as the appliance writes it, its one output called "Sortie 1". */
function gateBlock(type: string, id: number, name: string, inputs: readonly string[], fields: readonly string[] = []): string {
  const lines = [
    '<gate>', `\t<type>${type}</type>`, `\t<identifier type="guid">${guid(id)}</identifier>`, `\t<name>${name}</name>`,
    '\t<inputs>', ...inputs.flatMap((linkId) => ['\t\t<input>', `\t\t\t<link-id>${linkId}</link-id>`, '\t\t</input>']), '\t</inputs>',
    '\t<outputs>', '\t\t<output>', `\t\t\t<identifier type="guid">${guid(id + 50)}</identifier>`, '\t\t\t<name>Sortie 1</name>', '\t\t\t<type-name>output</type-name>',
    `\t\t\t<owner-name>${name}</owner-name>`, '\t\t\t<logic>1</logic>', '\t\t\t<direction>1</direction>', '\t\t\t<flags>1</flags>', '\t\t</output>', '\t</outputs>',
    ...fields.map((field) => `\t${field}`),
    '</gate>',
  ];
  return lines.map((line) => `\t\t\t\t${line}\n`).join('');
}

const CHAIN =
  gateBlock('time', 7601, 'Step A', [SEED_GUIDS.entranceInput], ['<time>0</time>', '<time-between-alert>5000</time-between-alert>', '<time-keep-alert>0</time-keep-alert>']) +
  gateBlock('not', 7602, 'Step B', [guid(7651)]) +
  gateBlock('or', 7603, 'Step C', [guid(7652), SEED_GUIDS.calendarIo]) +
  gateBlock('not', 7604, 'Reader D', [guid(7653)]);

const session = consoleBrowserPerTest(baseUrl, () => changeOnAppliance(baseUrl, (text) => text.replace(/(<controller>[\s\S]*?)(\t\t\t<\/gates>)/, (_, head: string, close: string) => `${head}${CHAIN}${close}`)));

function node(page: Page, name: string) {
  return page.locator('[data-testid="logic-node"]', { hasText: name }).first();
}

/** The line range of the `<gate>` element whose own name is `name`: from its opening line to the closing tag at the same depth. */
function gateRange(text: string, name: string): [number, number] {
  const lines = text.split('\n');
  const at = lines.findIndex((line, index) => line.trim() === `<name>${name}</name>` && lines[index - 2]?.trim().startsWith('<type>'));
  if (at < 0) throw new Error(`no gate ${name}`);
  const start = at - 3;
  const indent = lines[start]!.slice(0, lines[start]!.indexOf('<'));
  const end = lines.findIndex((line, index) => index > start && line === `${indent}</gate>`);
  return [start, end];
}

async function save(page: Page, before: string): Promise<string> {
  const withSaveIcon = { has: page.locator('.material-icons', { hasText: /^save$/ }) };
  await page.getByTestId('save-bar').locator('button', withSaveIcon).click();
  await page.getByRole('dialog').locator('button', withSaveIcon).click();
  await expect.poll(() => readDocument(baseUrl), { timeout: 20_000 }).not.toBe(before);
  await page.getByTestId('save-done').last().waitFor();
  return readDocument(baseUrl);
}

describe('templates authored in the logic editor', () => {
  it('makes a template of three gates, gives it a parameter set on the instance, simulates, and saves only the template', async () => {
    const before = await readDocument(baseUrl);
    const { page } = await session.signedIn('en', '/admin/logic', 'Logic controller', VIEW);
    await page.locator('[data-testid="logic-canvas"][data-laid-out="true"]').waitFor();
    await page.getByRole('button', { name: 'Show the whole graph' }).click();
    await node(page, 'Step A').click();
    await node(page, 'Step B').click({ modifiers: ['Control'] });
    await node(page, 'Step C').click({ modifiers: ['Control'] });
    await page.getByRole('button', { name: 'Make a template' }).click();
    await node(page, 'New template').waitFor();
    expect(await page.locator('[data-testid="logic-node"]', { hasText: 'Step B' }).count()).toBe(0);

    // The template selected: declare the delay's time as a parameter, then set it on this instance.
    const inspector = page.getByTestId('logic-inspector');
    const declaration = inspector.getByTestId('parameter-declaration');
    await declaration.getByLabel('Nested gate').selectOption({ label: 'Step A' });
    await declaration.getByLabel('Setting').selectOption('time');
    await declaration.getByRole('button', { name: 'Add the parameter' }).click();
    const value = inspector.getByLabel('time', { exact: true });
    await value.fill('3000');
    await value.press('Enter');

    // Simulated: the reader still follows the chain through the template.
    await page.getByRole('button', { name: 'Simulate' }).click();
    await page.getByTestId('simulation-panel').waitFor();
    await page.getByRole('button', { name: 'Show the whole graph' }).click();
    await node(page, 'Reader D').locator('[data-testid="live-state"]').first().waitFor();
    await page.getByRole('button', { name: 'Leave simulate mode' }).click();

    const after = await save(page, before);
    const changes = changesOutside(before, after, { before: [[gateRange(before, 'Step A')[0], gateRange(before, 'Step C')[1]]], after: [gateRange(after, 'New template')] });
    expect(changes.removed).toEqual([]);
    expect(changes.added).toEqual([]);
    const [start, end] = gateRange(after, 'New template');
    const template = after.split('\n').slice(start, end + 1).join('\n');
    // The output read by "Reader D" keeps its guid as the template's; the inputs have identifiers; the parameter's value is the instance's.
    expect(template).toContain(`<identifier type="guid">${guid(7653)}</identifier>`);
    expect(template).toMatch(/<parameter>\s*<gate-identifier>5764607523034234887-7601<\/gate-identifier>\s*<name>time<\/name>\s*<value>3000<\/value>/);
    expect([...template.matchAll(/<link-id>([^<]+)<\/link-id>/g)].map((match) => match[1])).toEqual(expect.arrayContaining([SEED_GUIDS.entranceInput, SEED_GUIDS.calendarIo]));
    expect(after).toContain(`<link-id>${guid(7653)}</link-id>`);
  });
});
