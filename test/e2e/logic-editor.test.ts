import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INITIALISED_ADMIN_PASSWORD } from '../../src/infrastructure/simulator/state/accounts';
import { SEED_GUIDS } from '../../src/infrastructure/simulator/seed/seed-guids';
import { changeOnAppliance, consoleBrowserPerTest, readDocument, signIn } from './support/configuration-session';
import { NODE_WIDTH, nodeHandles } from '../../src/ui/features/logic/logic-layout';
import { changesOutside, elementBlock, isDateOrSignature, lineDiff } from './support/document-diff';
import { consoleBaseUrl } from './support/worker-console';

/**
 * The logic editor in the production build, in headless Chromium, on the
 * simulated site's controller: an and gate added from the palette, fed by a
 * camera input and a calendar, driving an alert mail with a contact; saved,
 * the document read back differs only by the new gates, the date and the
 * signature. Deleting the gate and undoing restores it and its wires exactly.
 */
const baseUrl = consoleBaseUrl();

const session = consoleBrowserPerTest(baseUrl);
const VIEW = { timeout: 20_000, viewport: { width: 1600, height: 1000 } };

/**
 * The logic page with the whole graph in view: the default view keeps node text readable, so the simulated
 * site's column of ios runs past the canvas's bottom, and xyflow draws only the nodes in view.
 */
async function logicPage(): Promise<Page> {
  const { page } = await session.signedIn('en', '/admin/logic', 'Logic controller', VIEW);
  await wholeGraph(page);
  return page;
}

async function wholeGraph(page: Page): Promise<void> {
  await page.locator('[data-testid="logic-canvas"][data-laid-out="true"]').waitFor();
  await page.getByRole('button', { name: 'Show the whole graph' }).click();
}

async function commit(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByTestId('logic-inspector').getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Enter');
}

/** Saves with the save bar and confirms the review (buttons found by their save icon). */
async function save(page: Page, before: string): Promise<string> {
  const withSaveIcon = { has: page.locator('.material-icons', { hasText: /^save$/ }) };
  await page.getByTestId('save-bar').locator('button', withSaveIcon).click();
  await page.getByRole('dialog').locator('button', withSaveIcon).click();
  await expect.poll(() => readDocument(baseUrl), { timeout: 20_000 }).not.toBe(before);
  // Saved: the dialog gives way to a toast, which need not be closed.
  await page.getByTestId('save-done').last().waitFor();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return readDocument(baseUrl);
}

/** A template gate as the appliance writes it: a clock inside, its period exposed as a parameter. */
function templateBlock(): string {
  const lines = [
    '<gate>', '\t<type>template</type>', '\t<identifier type="guid">5764607523034234887-7401</identifier>', '\t<name>Night blinker</name>', '\t<inputs/>', '\t<outputs/>',
    '\t<gates>', '\t\t<gate>', '\t\t\t<type>clock</type>', '\t\t\t<identifier type="guid">5764607523034234887-7402</identifier>', '\t\t\t<name>Blink</name>', '\t\t\t<inputs/>',
    '\t\t\t<outputs>', '\t\t\t\t<output>', '\t\t\t\t\t<identifier type="guid">5764607523034234887-7403</identifier>', '\t\t\t\t\t<name>Blink</name>', '\t\t\t\t\t<type-name>output</type-name>',
    '\t\t\t\t\t<owner-name>Blink</owner-name>', '\t\t\t\t\t<logic>1</logic>', '\t\t\t\t\t<direction>1</direction>', '\t\t\t\t\t<flags>1</flags>', '\t\t\t\t</output>', '\t\t\t</outputs>',
    '\t\t\t<period>1000</period>', '\t\t\t<time>500</time>', '\t\t</gate>', '\t</gates>',
    '\t<parameters>', '\t\t<parameter>', '\t\t\t<gate-identifier>5764607523034234887-7402</gate-identifier>', '\t\t\t<name>Blink period</name>', '\t\t\t<value>1000</value>', '\t\t\t<optional>0</optional>', '\t\t</parameter>', '\t</parameters>',
    '</gate>',
  ];
  return lines.map((line) => `\t\t\t\t${line}\n`).join('');
}

/** `LOGIC_SCREENSHOTS=1` refreshes the documentation's pictures (docs/images) from this run. */
async function documentationShot(page: Page, name: string): Promise<void> {
  if (!process.env.LOGIC_SCREENSHOTS) return;
  await page.getByTestId('logic-canvas').scrollIntoViewIfNeeded();
  await page.screenshot({ path: resolve(import.meta.dirname, '../../docs/images', name) });
}

const CLIENT_AUTH = { authorization: `Basic ${Buffer.from(`admin:${INITIALISED_ADMIN_PASSWORD}`).toString('base64')}`, 'x-requested-with': 'vigil-test' };

describe('logic editor in a real browser', () => {
  it('adds and wires gates from the palette; the saved document differs only by them; undoing a deletion restores them', async () => {
    const before = await readDocument(baseUrl);
    const page = await logicPage();
    const inspector = page.getByTestId('logic-inspector');
    // The simulated site's gate is drawn, with the ios around it.
    await page.locator('[data-testid="logic-node"]', { hasText: 'Door forced out of hours' }).waitFor();
    await page.locator('[data-testid="logic-node"]', { hasText: 'Opening hours' }).first().waitFor();

    await page.getByRole('button', { name: 'Add a gate And (and)' }).click();
    await commit(page, 'Name', 'Intrusion at night');
    // Warned before saving: its inputs are not connected yet.
    await inspector.getByText('Input 1 is not connected').waitFor();
    // A device's io is listed with its device and place, a calendar as such (signal-labels.ts): chosen by its name.
    const doorContact = await inspector.getByLabel('Input 1').locator('option', { hasText: /^Entrance door contact — / }).first().getAttribute('value');
    await inspector.getByLabel('Input 1').selectOption(doorContact!);
    await inspector.getByLabel('Input 2').selectOption({ label: 'Opening hours — calendar' });
    await page.locator('[data-testid="logic-node"]', { hasText: 'Intrusion at night' }).waitFor();

    await page.getByRole('button', { name: 'Add a gate Mail alert (alert-mail)' }).click();
    await commit(page, 'Name', 'Night alert');
    await inspector.getByLabel('Input 1').selectOption({ label: 'Intrusion at night · and' });
    await inspector.getByText('This alert has no recipient').waitFor();
    await inspector.getByLabel('Add a recipient').selectOption({ label: 'Martin, Claire' });
    await inspector.getByText('Martin, Claire').waitFor();
    expect(await inspector.getByText('This alert has no recipient').count()).toBe(0);
    await documentationShot(page, 'logic-editor.png');
    // A logic output into an analogue input is refused with the reason.
    await page.getByRole('button', { name: 'Add a gate Threshold (threshold)' }).click();
    expect(await inspector.getByLabel('Input 1').locator('option', { hasText: 'Intrusion at night' }).count()).toBe(0);
    await inspector.getByRole('button', { name: 'Delete the gate' }).click();

    const after = await save(page, before);
    const blocks = (text: string) => {
      const lines = text.split('\n');
      try {
        return [elementBlock(lines, 'gate', 'Intrusion at night'), elementBlock(lines, 'gate', 'Night alert')];
      } catch {
        return [];
      }
    };
    const changes = changesOutside(before, after, { before: blocks(before), after: blocks(after) });
    expect(changes.removed).toEqual([]);
    expect(changes.added).toEqual([]);
    expect(changes.datesAndSignatures).toBeGreaterThan(0);
    const lines = after.split('\n');
    const [start, end] = elementBlock(lines, 'gate', 'Night alert');
    const alert = lines.slice(start, end + 1).join('\n');
    expect(alert).toContain('<type>alert-mail</type>');
    expect(alert).toMatch(/<contacts>\s*<contact>/);
    const [andStart, andEnd] = elementBlock(lines, 'gate', 'Intrusion at night');
    const and = lines.slice(andStart, andEnd + 1).join('\n');
    expect(and.match(/<link-id>[^<]+<\/link-id>/g)).toHaveLength(2);

    // Delete the new gate from the canvas with the keyboard, then undo: the draft is the saved document again.
    await wholeGraph(page);
    await page.locator('[data-testid="logic-node"]', { hasText: 'Intrusion at night' }).click();
    await page.keyboard.press('Delete');
    await expect.poll(() => page.locator('[data-testid="logic-node"]', { hasText: 'Intrusion at night' }).count()).toBe(0);
    const saveButton = page.getByTestId('save-bar').locator('button', { has: page.locator('.material-icons', { hasText: /^save$/ }) });
    await saveButton.waitFor();
    await page.keyboard.press('Control+z');
    await page.locator('[data-testid="logic-node"]', { hasText: 'Intrusion at night' }).waitFor();
    await expect.poll(() => saveButton.count()).toBe(0);
    await wholeGraph(page);
    await page.locator('[data-testid="logic-node"]', { hasText: 'Night alert' }).click();
    expect(await inspector.getByLabel('Input 1').locator('option:checked').textContent()).toBe('Intrusion at night · and');
  });

  it('opens a template, changes a parameter; the document read back differs by that value, its date and its signature', async () => {
    await changeOnAppliance(baseUrl, (text) => text.replace(/(<controller>[\s\S]*?)(\t\t\t<\/gates>)/, (_, head: string, close: string) => `${head}${templateBlock()}${close}`));
    const before = await readDocument(baseUrl);
    const page = await logicPage();
    const inspector = page.getByTestId('logic-inspector');
    await page.getByLabel('Find a gate').fill('Night blinker');
    await page.getByLabel('Find a gate').press('Enter');
    await commit(page, 'Blink period', '2000');
    await inspector.getByRole('button', { name: 'Open the template' }).click();
    // Inside the template: its nested clock, and the way back to the controller.
    await page.locator('[data-testid="logic-node"]', { hasText: 'Blink' }).first().waitFor();
    await documentationShot(page, 'logic-editor-template.png');
    expect(await page.locator('[data-testid="logic-node"]', { hasText: 'Door forced out of hours' }).count()).toBe(0);
    await page.getByRole('navigation', { name: 'Where you are in the controller' }).getByRole('button', { name: 'Controller' }).click();
    await page.locator('[data-testid="logic-node"]', { hasText: 'Door forced out of hours' }).waitFor();

    const after = await save(page, before);
    const beforeLines = before.split('\n');
    const afterLines = after.split('\n');
    const { removed, added } = lineDiff(beforeLines, afterLines);
    expect(removed.map((index) => beforeLines[index]!).filter((line) => !isDateOrSignature(line)).map((line) => line.trim())).toEqual(['<value>1000</value>']);
    expect(added.map((index) => afterLines[index]!).filter((line) => !isDateOrSignature(line)).map((line) => line.trim())).toEqual(['<value>2000</value>']);
  });

  it('shows the live state of an input on the graph and toggles it from there', async () => {
    await fetch(`${baseUrl}/__simulator/client-api/settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ inputToggleMs: 3_600_000 }) });
    const write = (value: number) =>
      fetch(`${baseUrl}/api/writeio?guid=${SEED_GUIDS.entranceInput}`, { method: 'POST', headers: { ...CLIENT_AUTH, 'content-type': 'application/json' }, body: JSON.stringify({ defined: true, value }) });
    expect((await write(1)).ok).toBe(true);
    const page = await logicPage();
    const node = page.locator('[data-testid="logic-node"]', { hasText: 'Entrance door contact' }).first();
    await node.locator('[data-testid="live-state"][data-state="on"]').waitFor();
    // Changed on the appliance: the graph follows at its next round.
    expect((await write(0)).ok).toBe(true);
    await node.locator('[data-testid="live-state"][data-state="off"]').waitFor();
    // Toggled from the graph: written to the appliance.
    await node.getByRole('button', { name: 'Toggle Entrance door contact' }).click();
    await node.locator('[data-testid="live-state"][data-state="on"]').waitFor();
    const read = await fetch(`${baseUrl}/api/readio?guid=${SEED_GUIDS.entranceInput}`, { headers: CLIENT_AUTH });
    expect(((await read.json()) as { value: number }).value).toBe(1);
  });

  it('copies and pastes a gate with fresh identifiers, still fed by the same sources', async () => {
    const before = await readDocument(baseUrl);
    const page = await logicPage();
    const original = page.locator('[data-testid="logic-node"]', { hasText: 'Door forced out of hours' });
    await original.first().click();
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    await expect.poll(() => original.count()).toBe(2);
    const after = await save(page, before);
    const lines = after.split('\n');
    const gates = lines.flatMap((line, index) => (line.trim() === '<name>Door forced out of hours</name>' && lines[index - 2]!.trim() === '<type>and</type>' ? [index] : []));
    expect(gates).toHaveLength(2);
    const block = (at: number) => lines.slice(at - 2, lines.indexOf(lines.find((line, index) => index > at && line.trim() === '</gate>')!, at) + 1).join('\n');
    const [first, copy] = gates.map(block);
    const ids = (text: string) => [...text.matchAll(/<identifier type="guid">([^<]+)<\/identifier>/g)].map((match) => match[1]);
    const links = (text: string) => [...text.matchAll(/<link-id>([^<]*)<\/link-id>/g)].map((match) => match[1]);
    expect(ids(copy!).some((id) => ids(first!).includes(id))).toBe(false);
    expect(links(copy!)).toEqual(links(first!));
  });

  it("opens on the gate a calendar's Used by links to", async () => {
    const { page } = await session.signedIn('en', `/admin/calendars?item=${SEED_GUIDS.calendar}`, 'Calendars', VIEW);
    await page.getByRole('link', { name: /Door forced out of hours/ }).click();
    await page.getByRole('heading', { name: 'Logic controller', level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('item')).toBe(SEED_GUIDS.gateAnd);
    await expect.poll(() => page.getByTestId('logic-inspector').getByLabel('Name', { exact: true }).inputValue()).toBe('Door forced out of hours');
  });

  it('draws a dangling reference found by the validation on its gate', async () => {
    await changeOnAppliance(baseUrl, (text) => text.replace(`<link-id>${SEED_GUIDS.entranceInput}</link-id>`, '<link-id>999-999</link-id>'));
    const page = await logicPage();
    const gate = page.locator('[data-testid="logic-node"]', { hasText: 'Door forced out of hours' });
    await gate.getByRole('img', { name: /999-999/ }).waitFor();
    await gate.click();
    await page.getByTestId('logic-inspector').getByRole('status').getByText(/999-999/).waitFor();
  });

  it('connects by dragging a wire from an output to an input, and offers no analogue input to a logic wire', async () => {
    const page = await logicPage();
    await page.getByRole('button', { name: 'Add a gate Or (or)' }).click();
    await commit(page, 'Name', 'Dragged');
    const gate = page.locator('.react-flow__node', { hasText: 'Dragged' });
    await gate.waitFor();
    await page.getByRole('button', { name: 'Add a gate Threshold (threshold)' }).click();
    await commit(page, 'Name', 'Analogue');
    const analogue = page.locator('.react-flow__node', { hasText: 'Analogue' });
    await analogue.waitFor();
    // The layout runs again for the new gates: the wires are dragged once the nodes are where it puts them.
    await wholeGraph(page);
    // xyflow pans the view by itself while a wire's end is near the canvas's edge (the calendar's column is), and a loaded
    // machine leaves time between two moves: each step aims at where the input is now, and the wire is let go once
    // xyflow says it ends on that input.
    const centre = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const drag = async (from: Locator, to: Locator) => {
      let pointer = await centre(from);
      await page.mouse.move(pointer.x, pointer.y);
      await page.mouse.down();
      for (let step = 10; step >= 1; step--) {
        const end = await centre(to);
        pointer = { x: pointer.x + (end.x - pointer.x) / step, y: pointer.y + (end.y - pointer.y) / step };
        await page.mouse.move(pointer.x, pointer.y);
      }
      await expect
        .poll(async () => {
          const end = await centre(to);
          await page.mouse.move(end.x, end.y);
          return to.getAttribute('class');
        })
        .toMatch(/\bconnectingto\b/);
      await page.mouse.up();
    };
    const calendar = page.locator(`.react-flow__handle[data-handleid="${SEED_GUIDS.calendarIo}"]`);
    await drag(calendar, gate.locator('.react-flow__handle[data-handleid="in:1"]'));
    await page.locator('.react-flow__node', { hasText: 'Dragged' }).click();
    await expect.poll(() => page.getByTestId('logic-inspector').getByLabel('Input 2').locator('option:checked').textContent()).toBe('Opening hours — calendar');
    // A logic signal dropped on the threshold's analogue input makes no wire.
    await drag(calendar, analogue.locator('.react-flow__handle[data-handleid="in:0"]'));
    await analogue.click();
    expect(await page.getByTestId('logic-inspector').getByLabel('Input 1').locator('option:checked').textContent()).toBe('Not connected');
  });
});

describe('logic editor geometry', () => {
  it('gives the canvas each port handle where the browser draws it, so nodes out of view need not be drawn to be measured', async () => {
    const page = await logicPage();
    const nodes = page.locator('.react-flow__node');
    await nodes.first().waitFor();
    let compared = 0;
    for (const node of (await nodes.all()).slice(0, 12)) {
      const box = (await node.boundingBox())!;
      const zoom = box.width / NODE_WIDTH;
      const drawn = await node.locator('.react-flow__handle').evaluateAll((handles) =>
        handles.map((handle) => ({ id: handle.getAttribute('data-handleid') ?? '', type: handle.classList.contains('source') ? 'source' : 'target', box: handle.getBoundingClientRect().toJSON() as DOMRect })),
      );
      const inputs = drawn.filter((handle) => handle.type === 'target').map(({ id }) => ({ id, name: '', kind: 'any' as const }));
      const outputs = drawn.filter((handle) => handle.type === 'source').map(({ id }) => ({ id, name: '', kind: 'any' as const }));
      const given = new Map(nodeHandles({ inputs, outputs }).map((handle) => [handle.id, handle]));
      for (const handle of drawn) {
        const expected = given.get(handle.id)!;
        expect(Math.abs((handle.box.x - box.x) / zoom - expected.x)).toBeLessThan(1);
        expect(Math.abs((handle.box.y - box.y) / zoom - expected.y)).toBeLessThan(1);
        expect(Math.abs(handle.box.width / zoom - expected.width!)).toBeLessThan(1);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(4);
  });
});

/** The width of the main area's content box: the page's width less the menu and the main area's padding. */
function contentWidth(page: Page): Promise<number> {
  return page.locator('main').evaluate((main) => {
    const style = getComputedStyle(main);
    return main.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });
}

async function canvasWidth(page: Page): Promise<number> {
  return (await page.getByTestId('logic-canvas').boundingBox())!.width;
}

/** The zoom xyflow draws the graph at (the scale of its viewport's transform). */
function zoom(page: Page): Promise<number> {
  return page.locator('.react-flow__viewport').evaluate((viewport) => new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a);
}

describe('logic editor that fills the screen', () => {
  it('gives the canvas at least 70 % of the content width at 1366 px, with readable nodes, words for gate types and the keyboard help in view', async () => {
    const { page } = await session.signedIn('en', '/admin/logic', 'Logic controller', { timeout: 20_000, viewport: { width: 1366, height: 900 } });
    await page.locator('[data-testid="logic-canvas"][data-laid-out="true"]').waitFor();
    await page.locator('[data-testid="logic-node"]', { hasText: 'Door forced out of hours' }).waitFor();
    // The palette is open by default, beside the canvas.
    const toggle = page.getByRole('button', { name: 'Add a gate Toggle (toogle)' });
    await toggle.waitFor();
    expect(await toggle.textContent()).toBe('Toggle');
    expect(await toggle.getAttribute('title')).toContain('toogle');
    expect(await canvasWidth(page)).toBeGreaterThanOrEqual(0.7 * (await contentWidth(page)));
    // Node text about 12 px on screen or more: 14 px at the default zoom.
    await expect.poll(() => zoom(page)).toBeGreaterThanOrEqual(12 / 14 - 0.001);
    const type = page.locator('[data-testid="logic-node"]', { hasText: 'Door forced out of hours' }).getByTestId('logic-node-type');
    expect(await type.textContent()).toBe('And');
    expect(await type.getAttribute('title')).toContain('and');
    // The canvas ends above the save bar; the keyboard help is on screen, above the canvas.
    const bar = (await page.getByTestId('save-bar').boundingBox())!;
    const canvas = (await page.getByTestId('logic-canvas').boundingBox())!;
    expect(canvas.y + canvas.height).toBeLessThanOrEqual(bar.y);
    const help = (await page.getByTestId('logic-keyboard-help').boundingBox())!;
    expect(help.y + help.height).toBeLessThanOrEqual((await page.getByTestId('logic-canvas').boundingBox())!.y);
    expect(help.y).toBeGreaterThanOrEqual(0);
    // The inspector opens over the canvas for the selected gate: the canvas keeps its width.
    const before = await canvasWidth(page);
    await page.getByLabel('Find a gate').fill('Door forced');
    await page.getByLabel('Find a gate').press('Enter');
    await expect.poll(() => page.getByTestId('logic-inspector').getByLabel('Name', { exact: true }).inputValue()).toBe('Door forced out of hours');
    expect(await page.getByTestId('logic-inspector').getByRole('heading', { level: 2 }).textContent()).toBe('And');
    expect(await canvasWidth(page)).toBe(before);

    // Collapsed from the keyboard: the palette becomes a rail, the canvas wider; the choice is kept across a reload.
    await page.getByRole('button', { name: 'Collapse the gate palette' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('logic-palette-rail').waitFor();
    expect(await page.getByRole('button', { name: 'Show the gate palette' }).getAttribute('aria-expanded')).toBe('false');
    expect(await canvasWidth(page)).toBeGreaterThan(before + 100);
    await page.getByRole('button', { name: 'Collapse the selected gate' }).click();
    await page.getByTestId('logic-inspector-rail').waitFor();
    // A reload signs out (credentials live in memory only); the panels' state stays in the browser.
    await page.reload();
    await signIn(page, 'en');
    await page.getByRole('heading', { name: 'Logic controller', level: 1 }).waitFor();
    await page.getByTestId('logic-palette-rail').waitFor();
    await page.getByTestId('logic-inspector-rail').waitFor();
    expect(await page.getByRole('button', { name: 'Add a gate Toggle (toogle)' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Show the gate palette' }).click();
    await page.getByRole('button', { name: 'Add a gate Toggle (toogle)' }).waitFor();
  });

  it('shows the minimap, in colour in the dark theme, once the graph is bigger than the view', async () => {
    const { page } = await session.signedIn('en', '/admin/logic', 'Logic controller', { timeout: 20_000, viewport: { width: 1366, height: 900 }, theme: 'dark' });
    await page.locator('[data-testid="logic-canvas"][data-laid-out="true"]').waitFor();
    await page.locator('[data-testid="logic-node"]', { hasText: 'Door forced out of hours' }).waitFor();
    const minimap = page.locator('.react-flow__minimap');
    const inside = () =>
      page.evaluate(() => {
        const canvas = document.querySelector('[data-testid="logic-canvas"]')!.getBoundingClientRect();
        return [...document.querySelectorAll('[data-testid="logic-node"]')].every((node) => {
          const box = node.getBoundingClientRect();
          return box.left >= canvas.left && box.right <= canvas.right && box.top >= canvas.top && box.bottom <= canvas.bottom;
        });
      });
    // The simulated site's graph fits the view: no minimap, which would only repeat it.
    expect(await inside()).toBe(true);
    expect(await minimap.count()).toBe(0);
    for (let press = 0; press < 4; press++) await page.getByRole('button', { name: 'Zoom in' }).click();
    await minimap.waitFor();
    expect(await inside()).toBe(false);
    await expect.poll(() => minimap.locator('.react-flow__minimap-node').count()).toBeGreaterThan(0);
    const colours = await minimap.locator('.react-flow__minimap-node').evaluateAll((rects) => rects.map((rect) => getComputedStyle(rect).fill));
    expect(colours.length).toBeGreaterThan(0);
    const background = await minimap.locator('svg').first().evaluate((svg) => getComputedStyle(svg).backgroundColor);
    for (const colour of colours) {
      expect(colour).toMatch(/^(rgb|oklch|color)/);
      expect(colour).not.toBe(background);
    }
    // Gates (blue) and ios (grey) in different colours.
    expect(new Set(colours).size).toBeGreaterThan(1);
    // Show the whole graph: every node in view again (the ones xyflow had not drawn too), and the minimap goes.
    await page.getByRole('button', { name: 'Show the whole graph' }).click();
    await expect.poll(inside).toBe(true);
    await expect.poll(() => minimap.count()).toBe(0);
  });

  it('fits a phone: the page is not wider than the screen', async () => {
    const { page } = await session.signedIn('en', '/admin/logic', 'Logic controller', { timeout: 20_000, viewport: { width: 390, height: 844 } });
    await page.locator('[data-testid="logic-canvas"][data-laid-out="true"]').waitFor();
    await page.locator('[data-testid="logic-node"]', { hasText: 'Door forced out of hours' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The palette starts collapsed on a phone, so the canvas is on the first screen.
    await page.getByTestId('logic-palette-rail').waitFor();
    expect((await page.getByTestId('logic-canvas').boundingBox())!.y).toBeLessThan(844);
    expect(await canvasWidth(page)).toBeGreaterThanOrEqual(0.9 * (await contentWidth(page)));
  });

  it('says "bloc" for gate in French, with the gate types in words', async () => {
    const { page } = await session.signedIn('fr', '/admin/logic', 'Contrôleur logique', { timeout: 20_000, viewport: { width: 1366, height: 900 } });
    const toggle = page.getByRole('button', { name: 'Ajouter un bloc Télérupteur (toogle)' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('title')).toContain('toogle');
    await page.getByRole('region', { name: 'Palette des blocs' }).getByText('Blocs logiques').waitFor();
    await page.locator('[data-testid="logic-node"]', { hasText: 'Door forced out of hours' }).first().click();
    await page.getByTestId('logic-inspector').getByRole('button', { name: 'Supprimer le bloc' }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/\bportes?\b/i);
  });
});
