import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAlertMessage, createMessageContact } from '../../src/domain/configuration/controller/alert-gates';
import { addGate } from '../../src/domain/configuration/controller/controller';
import { createGate } from '../../src/domain/configuration/controller/gate-factory';
import { CryptoJsMd5Adapter } from '../../src/infrastructure/crypto/crypto-js-md5.adapter';
import { SEED_GUIDS } from '../../src/infrastructure/simulator/seed/seed-guids';
import { resolveConfigurationSalt } from '../../src/infrastructure/settings/configuration-salt';
import { XmlConfigurationCodecAdapter } from '../../src/infrastructure/xml/xml-configuration-codec.adapter';
import { accessibilityViolations } from './support/axe';
import { changedLines, commitField, consoleBrowserPerTest, readDocument } from './support/configuration-session';
import { setConfigurationText } from './support/simulator-control';
import { consoleBaseUrl } from './support/worker-console';

/**
 * A site document holding entities the model cannot read, as an installer
 * restoring a backup meets it: uploaded, confirmed as the draft, each
 * corrupted item shown read-only in its own list (path, field, reason),
 * then saved, the appliance then holding the file with only its date and
 * signature changed. And the expert-mode indicator covering none of the
 * save bar's buttons, on a desktop and on a phone.
 */
const baseUrl = consoleBaseUrl();
const session = consoleBrowserPerTest(baseUrl);
const codec = new XmlConfigurationCodecAdapter(new CryptoJsMd5Adapter(), resolveConfigurationSalt());

const BROKEN_CONTACT = '<contact>\n\t\t\t\t<identifier type="guid">not-a-guid</identifier>\n\t\t\t\t<name>Imported</name>\n\t\t\t\t<firstname>Contact</firstname>\n\t\t\t</contact>';

/** Where the corrupted entities of a scenario are, and which are referred to by the rest of the document. */
interface Scenario {
  /** The device left without identifier and with a port that is no number. */
  readonly device: { readonly name: string; readonly path: string };
  /** The gate left without `<type>`: an existing one, or a spare gate added for the purpose. */
  readonly gate: { readonly name: string; readonly path: string; readonly added: boolean };
  /** The new mail alert whose message contact has `yes` for a boolean. */
  readonly messageContact: string;
}

/** Corrupted entities nothing else refers to: the file has no problem of its own. */
const UNREFERRED: Scenario = {
  device: { name: 'Warehouse recorder', path: 'configuration/devices/device[3]' },
  gate: { name: 'Spare inverter', path: 'configuration/controller/gates/gate[3]', added: true },
  messageContact: 'configuration/controller/gates/gate[2]/message/contacts/contact[1]',
};

/** The site: the entrance camera (whose stream a group's rights name) and the gate a link reads from are the corrupted ones. */
const REFERRED: Scenario = {
  device: { name: 'Entrance camera', path: 'configuration/devices/device[1]' },
  gate: { name: 'Door forced out of hours', path: 'configuration/controller/gates/gate[1]', added: false },
  messageContact: 'configuration/controller/gates/gate[2]/message/contacts/contact[1]',
};

const CONTACT_PATH = 'configuration/contacts/contact[1]';

/**
 * The appliance's document (as the console reads it) with: a device
 * without identifier and with a port that is no number; a contact whose
 * identifier is no guid; a new mail alert whose message contact has `yes`
 * for a boolean; a gate without its `<type>`. Signed as the appliance signs.
 */
function siteWithCorruptedEntities(loaded: string, scenario: Scenario): string {
  const reading = codec.read(loaded);
  if (!reading.valid) throw reading.error;
  const alert = createGate('alert-mail', { name: 'Night mail', message: createAlertMessage({ subject: 'Night', contacts: [createMessageContact(SEED_GUIDS.contactManager, { mail: true, sms: false })] }) });
  let controller = addGate(reading.configuration.controller, alert);
  if (scenario.gate.added) controller = addGate(controller, createGate('not', { name: scenario.gate.name }));
  const withGates = codec.write(reading.handle, { ...reading.configuration, controller }, new Date(2026, 10, 20, 8, 0));
  const device = scenario.device.name;
  const edits: [RegExp, string][] = [
    [new RegExp(`(<device>\\n\\t*<type>\\d+</type>\\n)\\t*<identifier type="guid">[^<]*</identifier>\\n(\\t*<name>${device}</name>)`), '$1$2'],
    [new RegExp(`(<name>${device}</name>[\\s\\S]*?<port>)80(</port>)`), '$1eighty$2'],
    [/(\n\t\t<contacts>\n(\t*))(<contact>)/, `$1${BROKEN_CONTACT}\n$2$3`],
    [/(<name>Night mail<\/name>[\s\S]*?<contacts>\s*<contact>[\s\S]*?<mail>)1(<\/mail>)/, '$1yes$2'],
    [new RegExp(`(<gate>\\n)\\t*<type>[a-z]+</type>\\n(\\t*<identifier type="guid">[^<]*</identifier>\\n\\t*<name>${scenario.gate.name}</name>)`), '$1$2'],
  ];
  let text = withGates;
  for (const [pattern, replacement] of edits) {
    const next = text.replace(pattern, replacement);
    if (next === text) throw new Error(`the edit ${String(pattern)} changed nothing`);
    text = next;
  }
  return codec.sign(text);
}

async function uploadAndConfirm(page: Page, file: string, scenario: Scenario): Promise<void> {
  await page.getByTestId('configuration-upload-input').setInputFiles({ name: 'site-backup.xml', mimeType: 'text/xml', buffer: Buffer.from(file) });
  const dialog = page.getByTestId('upload-dialog');
  const corrupted = dialog.getByTestId('upload-corrupted');
  await corrupted.waitFor();
  const listed = await corrupted.textContent();
  for (const path of [scenario.device.path, CONTACT_PATH, scenario.gate.path, scenario.messageContact]) expect(listed).toContain(path);
  // The file removes nothing: its unreadable copy of a device is listed as kept, not as removed.
  const changes = dialog.getByTestId('upload-changes');
  expect(await changes.locator('[data-kind="unreadable"]').count()).toBeGreaterThanOrEqual(1);
  expect(await changes.locator('[data-kind="removed"]').count()).toBe(0);
  await dialog.getByRole('button', { name: 'Use this file as my changes' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Saves with the save bar; the review must not refuse it. Returns the document the appliance then holds. */
async function saveAccepted(page: Page, before: string): Promise<string> {
  await page.getByTestId('save-bar').getByRole('button', { name: 'Save', exact: true }).click();
  const saveNow = page.getByRole('dialog').getByRole('button', { name: 'Save to the appliance' });
  await saveNow.waitFor();
  expect(await saveNow.isEnabled(), `the save is refused: ${await page.getByRole('dialog').textContent()}`).toBe(true);
  await saveNow.click();
  await expect.poll(() => readDocument(baseUrl), { timeout: 20_000 }).not.toBe(before);
  return readDocument(baseUrl);
}

/**
 * The appliance holds the file: line for line the same but for the date and
 * the signature (which the codec keeps too when nothing was edited), and the
 * corrupted entities' bytes are there.
 */
function expectFileKept(file: string, saved: string): void {
  const changed = changedLines(file, saved);
  expect(changed.filter((line) => !/^<(date|signature)>[^<]*<\/(date|signature)>$/.test(line))).toEqual([]);
  expect(saved.split('\n')).toHaveLength(file.split('\n').length);
  expect(saved).toContain(BROKEN_CONTACT);
  for (const kept of ['<port>eighty</port>', '<mail>yes</mail>']) expect(saved).toContain(kept);
}

/** The read-only row of the corrupted item at `path` in the page's list of items that could not be read. */
function corruptedRow(page: Page, path: string) {
  return page.getByRole('region', { name: 'Items that could not be read' }).locator(`[data-testid="corrupted-item"][data-path="${path}"]`);
}

async function openFromMenu(page: Page, label: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

describe('a document with corrupted entities', () => {
  it('shows each corrupted item read-only where it belongs once the uploaded file is the draft: path, field and reason', async () => {
    const { page } = await session.signedIn('en', '/admin/devices', 'Devices');
    await uploadAndConfirm(page, siteWithCorruptedEntities(await readDocument(baseUrl), REFERRED), REFERRED);

    const device = corruptedRow(page, REFERRED.device.path);
    await device.waitFor();
    expect(await device.textContent()).toContain('Corrupted');
    expect(await device.textContent()).toContain('Entrance camera');
    expect(await device.getByTestId('corrupted-field').textContent()).toBe('identifier');
    expect(await device.getByTestId('corrupted-reason').textContent()).toContain('failed to convert from XML');
    expect(await device.locator('a, input, textarea, select').count()).toBe(0);
    // The device is not among the editable rows.
    expect(await page.getByRole('table', { name: 'Devices' }).textContent()).not.toContain('Entrance camera');
    await device.getByRole('button', { name: `Show the XML of ${REFERRED.device.path}` }).click();
    expect(await device.getByLabel(`XML of ${REFERRED.device.path}`, { exact: true }).textContent()).toContain('<port>eighty</port>');
    const download = page.waitForEvent('download');
    await device.getByRole('button', { name: `Download the XML of ${REFERRED.device.path}` }).click();
    expect((await download).suggestedFilename()).toBe('configuration-devices-device-1.xml');

    await openFromMenu(page, 'Contacts', 'Contacts');
    const contact = corruptedRow(page, CONTACT_PATH);
    await contact.waitFor();
    expect(await contact.textContent()).toContain('Imported');
    expect(await contact.getByTestId('corrupted-field').textContent()).toBe('identifier');
    expect(await contact.getByTestId('corrupted-reason').textContent()).toContain("not a guid: 'not-a-guid'");
    expect(await page.getByRole('table', { name: 'Contacts', exact: true }).textContent()).not.toContain('Imported');

    await openFromMenu(page, 'Logic', 'Logic controller');
    const gate = corruptedRow(page, REFERRED.gate.path);
    await gate.waitFor();
    expect(await gate.getByTestId('corrupted-reason').textContent()).toContain('a gate needs a <type>');
    expect(await corruptedRow(page, REFERRED.messageContact).getByTestId('corrupted-field').textContent()).toBe('mail');
  });

  it.each([
    ['en', 'dark', { width: 1366, height: 900 }],
    ['fr', 'light', { width: 390, height: 844 }],
  ] as const)('has no WCAG 2.1 A/AA violation with a corrupted device shown, its XML open, in expert mode (%s, %s)', async (language, theme, viewport) => {
    await setConfigurationText(baseUrl, (text) => text.replace(/(<name>Warehouse recorder<\/name>[\s\S]*?<port>)80(<\/port>)/, '$1eighty$2'));
    const { page } = await session.signedIn(language, '/admin/devices', language === 'en' ? 'Devices' : 'Équipements', { expert: true, theme, viewport });
    const row = page.locator('[data-testid="corrupted-item"][data-path="configuration/devices/device[3]"]');
    await row.waitFor();
    await row.getByRole('button', { expanded: false }).click();
    await row.locator('pre').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('saves an uploaded file whose corrupted entities nothing refers to: the appliance holds it with only the date and the signature changed', async () => {
    const { page } = await session.signedIn('en', '/admin/devices', 'Devices');
    const before = await readDocument(baseUrl);
    const file = siteWithCorruptedEntities(before, UNREFERRED);
    await uploadAndConfirm(page, file, UNREFERRED);
    await corruptedRow(page, UNREFERRED.device.path).waitFor();
    expectFileKept(file, await saveAccepted(page, before));
  });

  it("saves the issue's file too, whose corrupted device and gate leave references dangling: problems the file already had do not block its save", async () => {
    const { page } = await session.signedIn('en', '/admin/devices', 'Devices');
    const before = await readDocument(baseUrl);
    const file = siteWithCorruptedEntities(before, REFERRED);
    await uploadAndConfirm(page, file, REFERRED);
    expectFileKept(file, await saveAccepted(page, before));
  });
});

/** Every button of the save bar is reached at its centre (elementFromPoint) and, when enabled, would take a click (Playwright's trial click, not forced). */
async function expectBarButtonsClickable(page: Page, atLeast: number): Promise<void> {
  const buttons = page.getByTestId('save-bar').getByRole('button');
  const count = await buttons.count();
  expect(count).toBeGreaterThanOrEqual(atLeast);
  for (let index = 0; index < count; index++) {
    const button = buttons.nth(index);
    await button.scrollIntoViewIfNeeded();
    const hit = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { reached: found !== null && element.contains(found), name: element.textContent, at: found?.outerHTML.slice(0, 80) };
    });
    expect(hit, `${hit.name} is covered by ${hit.at}`).toMatchObject({ reached: true });
    if (await button.isEnabled()) await button.click({ trial: true, timeout: 5_000 });
  }
}

describe.each([
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
])('the expert-mode indicator at $width×$height', (viewport) => {
  it("covers none of the save bar's buttons, with and without pending changes", async () => {
    const { page } = await session.signedIn('en', '/admin/contacts', 'Contacts', { expert: true, viewport });
    await page.getByTestId('expert-mode-indicator').waitFor();
    // Nothing pending: undo, redo and the file menu ("Configuration file") at the end of the bar.
    await page.getByTestId('save-bar').getByRole('button', { name: 'Configuration file' }).waitFor();
    await expectBarButtonsClickable(page, 3);
    // A change: review, discard and save join them.
    await page.getByRole('button', { name: 'New contact' }).click();
    await commitField(page, 'Name', 'Expert');
    await page.getByTestId('save-bar').getByRole('button', { name: 'Save', exact: true }).waitFor();
    await expectBarButtonsClickable(page, 6);
  });
});
