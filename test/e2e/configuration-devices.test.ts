import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleBrowserPerTest, readDocument, saveWithBar } from './support/configuration-session';
import { consoleBaseUrl } from './support/worker-console';

/**
 * The device pages in the production build, in headless Chromium: two
 * devices added from discovery (listed as they answer) and one created by
 * model, saved with the save bar; the document read back differs from the
 * one before only by the new devices, its date and its signature.
 */
const baseUrl = consoleBaseUrl();
const TIMEOUT = 20_000;

const WORDS = {
  en: {
    username: 'Username', password: 'Password', signIn: 'Sign in', newDevice: 'New device', devices: 'Devices', discover: 'Discover devices',
    discovered: 'Discovered devices', searching: /Searching the network/, finished: /Discovery finished/, added: 'Already added', credentials: 'Needs credentials',
    add: (title: string, ip: string) => `Add ${title} at ${ip}`, addTwo: 'Add 2 devices', user: 'Device user', model: 'Model', name: 'Device name', address: 'Device address',
    create: 'Create the device', allDevices: 'All devices',
  },
  fr: {
    username: "Nom d'utilisateur", password: 'Mot de passe', signIn: 'Se connecter', newDevice: 'Nouvel équipement', devices: 'Équipements', discover: 'Découvrir les équipements',
    discovered: 'Équipements découverts', searching: /Recherche sur le réseau/, finished: /Découverte terminée/, added: 'Déjà ajouté', credentials: 'Identifiants requis',
    add: (title: string, ip: string) => `Ajouter ${title} à l’adresse ${ip}`, addTwo: 'Ajouter 2 équipements', user: 'Utilisateur de l’équipement', model: 'Modèle', name: 'Nom de l’équipement', address: 'Adresse de l’équipement',
    create: 'Créer l’équipement', allDevices: 'Tous les équipements',
  },
} as const;
type Language = keyof typeof WORDS;

const session = consoleBrowserPerTest(baseUrl);
const newDevicePage = (language: Language) => session.signedIn(language, '/admin/devices/new', WORDS[language].newDevice, { timeout: TIMEOUT });

/** The lines of `after` not in `before` and of `before` not in `after`, as multisets (the new devices are appended whole). */
function lineChanges(before: readonly string[], after: readonly string[]): { removed: string[]; added: string[] } {
  const count = new Map<string, number>();
  for (const line of before) count.set(line, (count.get(line) ?? 0) + 1);
  const added: string[] = [];
  for (const line of after) {
    const left = count.get(line) ?? 0;
    if (left > 0) count.set(line, left - 1);
    else added.push(line);
  }
  const removed = [...count.entries()].flatMap(([line, left]) => Array<string>(left).fill(line));
  return { removed, added };
}

const isDateOrSignature = (line: string) => /^\t<(date|signature)>/.test(line);


describe.each(['en', 'fr'] as const)('device pages in a real browser (%s)', (language) => {
  const words = WORDS[language];

  it('discovers devices as they arrive, adds two and one by model; the saved document differs only by them, its date and its signature', async () => {
    const before = await readDocument(baseUrl);
    const { page, logs } = await newDevicePage(language);

    await page.getByRole('button', { name: words.discover }).click();
    const list = page.getByRole('list', { name: words.discovered });
    // The first answers are listed while the discovery still runs.
    await list.getByRole('listitem').first().waitFor();
    expect(await page.getByRole('status').filter({ hasText: words.searching }).isVisible()).toBe(true);
    await page.getByRole('status').filter({ hasText: words.finished }).waitFor();
    expect(await list.getByText(words.added).count()).toBeGreaterThan(0);
    expect(await list.getByText(words.credentials).count()).toBe(2);

    await page.getByLabel(words.add('Axis P3265-LVE', '192.168.1.41')).check();
    await page.getByLabel(words.add('Dahua IPC-HDW2431T-AS', '192.168.1.44')).check();
    await page.getByLabel(words.user).first().fill('viewer');
    await page.getByRole('button', { name: words.addTwo }).click();

    const model = page.getByLabel(words.model, { exact: true });
    await expect.poll(() => model.locator('option').count()).toBeGreaterThan(1);
    const value = await model.locator('option').nth(1).getAttribute('value');
    await model.selectOption(value!);
    await page.getByLabel(words.name).fill('Gate');
    await page.getByLabel(words.address).fill('10.0.0.9');
    await page.getByRole('button', { name: words.create }).click();

    await page.getByRole('link', { name: words.allDevices }).click();
    await page.getByRole('heading', { name: words.devices, level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(7);

    const after = await saveWithBar(page, baseUrl, before);
    const { removed, added } = lineChanges(before.split('\n'), after.split('\n'));
    expect(removed.filter((line) => !isDateOrSignature(line))).toEqual([]);
    const addedLines = added.filter((line) => !isDateOrSignature(line)).map((line) => line.trim());
    expect(addedLines.filter((line) => line === '<device>')).toHaveLength(3);
    expect(addedLines).toEqual(expect.arrayContaining(['<address>192.168.1.41</address>', '<address>192.168.1.44</address>', '<address>10.0.0.9</address>', '<user>viewer</user>']));
    // Every added line lies inside the three new <device> elements, appended after the configured ones.
    const afterLines = after.split('\n');
    const deviceStarts = afterLines.flatMap((line, index) => (line.trim() === '<device>' ? [index] : []));
    const firstNew = deviceStarts[3] ?? -1;
    const closing = afterLines.findIndex((line) => line.trim() === '</devices>');
    const insideNew = afterLines.slice(firstNew, closing).map((line) => line.trim());
    expect(firstNew).toBeGreaterThan(0);
    for (const line of addedLines) expect(insideNew).toContain(line);
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });
});

/** axe-core's WCAG 2.1 A/AA violations on the page as it is. */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a script tag: the console's Content-Security-Policy refuses inline scripts.
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    const engine = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } }).axe;
    const results = await engine.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html.slice(0, 160)}`));
  });
}

describe('device pages accessibility in a real browser', () => {
  it('has no WCAG 2.1 A/AA violation on the list with a selection and on discovery results', async () => {
    const { page } = await newDevicePage('en');
    await page.getByRole('button', { name: WORDS.en.discover }).click();
    await page.getByRole('status').filter({ hasText: WORDS.en.finished }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: WORDS.en.allDevices }).click();
    await page.getByRole('heading', { name: WORDS.en.devices, level: 1 }).waitFor();
    await page.getByLabel('Select all shown devices').check();
    expect(await axeViolations(page)).toEqual([]);
  });
});
