import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { commitField, readDocument, saveWithBar, consoleBrowserPerTest, type SignedInOptions } from './support/configuration-session';
import { createAlertMessage, createMessageContact } from '../../src/domain/configuration/controller/alert-gates';
import { createGate } from '../../src/domain/configuration/controller/gate-factory';
import { createFtpClient } from '../../src/domain/configuration/ftp-client';
import { createMonitor } from '../../src/domain/configuration/monitor';
import { CryptoJsMd5Adapter } from '../../src/infrastructure/crypto/crypto-js-md5.adapter';
import { DEFAULT_CONFIGURATION_SALT } from '../../src/infrastructure/settings/configuration-salt';
import { SEED_GUIDS } from '../../src/infrastructure/simulator/seed/seed-guids';
import { XmlConfigurationCodecAdapter } from '../../src/infrastructure/xml/xml-configuration-codec.adapter';
import { accessibilityViolations as axeViolations } from './support/axe';
import { changesOutside, elementBlock } from './support/document-diff';
import { setConfigurationText } from './support/simulator-control';
import { NOTIFICATION_WORDS, type Language } from './support/notification-words';
import { consoleBaseUrl } from './support/worker-console';

/**
 * The notification pages (SMTP, SMS, contacts, FTP clients, alarm receivers)
 * in the production build, in headless Chromium, in English and French: on
 * each page an item is created, one edited and one deleted through the UI,
 * the draft is saved with the save bar, and the document read back differs
 * from the one before only in those items, its date and its signature. The
 * appliance's seed has no alert gate, so one of each kind is added first
 * (re-signed with the codec), to see who uses a contact, an FTP client and
 * a receiver.
 */
const baseUrl = consoleBaseUrl();
const TIMEOUT = 15_000;
const codec = new XmlConfigurationCodecAdapter(new CryptoJsMd5Adapter(), DEFAULT_CONFIGURATION_SALT);

/** Alert gates using a contact, the FTP client and the receiver; a spare FTP client and receiver to delete. */
async function seedUsers(): Promise<void> {
  await setConfigurationText(baseUrl, (text) => {
    const reading = codec.read(text);
    if (!reading.valid) throw reading.error;
    const seeded = reading.configuration;
    const gates = [
      createGate('alert-mail', { name: 'Door alarm mail', message: createAlertMessage({ subject: 'Door', contacts: [createMessageContact(SEED_GUIDS.contactSecurity)] }) }),
      createGate('alert-ftp', { name: 'Evidence upload', ftpIdentifier: SEED_GUIDS.ftpClient }),
      createGate('alert-monitoring', { name: 'Intrusion report', monitoringIdentifier: SEED_GUIDS.monitor }),
    ];
    return codec.write(
      reading.handle,
      {
        ...seeded,
        controller: { ...seeded.controller, gates: [...seeded.controller.gates, ...gates] },
        ftpClients: [...seeded.ftpClients, createFtpClient({ name: 'Spare FTP', address: '192.0.2.50' })],
        alarms: [...seeded.alarms, createMonitor({ name: 'Backup station', address: '203.0.113.20', port: 5001 })],
      },
      new Date(),
    );
  });
}

const session = consoleBrowserPerTest(baseUrl, seedUsers);
const signIn = (language: Language, path: string, heading: string, options: SignedInOptions = {}) =>
  session.signedIn(language, path, heading, { timeout: TIMEOUT, ...options });

/** Goes to another page through the menu (the draft stays in the page). */
async function go(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { name: label, level: 1 }).waitFor();
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens an item from the page's list (its row's name may be followed by a marker: 'default'). */
async function open(page: Page, list: string, name: string): Promise<void> {
  await page.getByRole('table', { name: list, exact: true }).getByRole('button', { name: new RegExp(`^${escaped(name)}`) }).click();
  await page.getByRole('heading', { name, level: 2 }).waitFor();
}

/** Deletes the open item, confirming with `confirm`; returns the question's text. */
async function remove(page: Page, words: (typeof NOTIFICATION_WORDS)[Language], confirm: string): Promise<string> {
  await page.getByRole('button', { name: words.delete, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  const text = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}


describe.each(['en', 'fr'] as const)('notification pages in a real browser (%s)', (language) => {
  const words = NOTIFICATION_WORDS[language];

  it('creates, edits and deletes on every page; the saved document differs only there, in its date and its signature', async () => {
    const before = await readDocument(baseUrl);
    const { page, logs } = await signIn(language, '/admin/smtp-servers', words.smtp);

    // SMTP: a new default server hides its connection; the old default gets one to fill in.
    await open(page, words.smtp, 'Company SMTP');
    await remove(page, words, words.delete);
    await page.getByRole('button', { name: words.newSmtp }).click();
    await commitField(page, words.name, 'Backup relay');
    await commitField(page, words.sender, 'backup@example.com');
    await page.getByLabel(words.defaultServer, { exact: true }).selectOption({ label: words.yes });
    await expect.poll(() => page.getByLabel(words.serverAddress, { exact: true }).count()).toBe(0);
    expect(await page.getByLabel(words.port, { exact: true }).count()).toBe(0);
    await open(page, words.smtp, 'Appliance mail relay');
    await commitField(page, words.serverAddress, 'relay.example.net');

    await go(page, words.sms);
    await open(page, words.sms, 'Appliance SMS gateway');
    await remove(page, words, words.delete);
    await open(page, words.sms, 'SMS provider');
    await commitField(page, words.senderPhone, '+33711111111');
    await page.getByRole('button', { name: words.newSms }).click();
    await commitField(page, words.name, 'Backup SMS');
    await commitField(page, words.provider, '3');

    // Contacts: a contact an alert sends to is named in the question, which is declined.
    await go(page, words.contacts);
    await open(page, words.contacts, 'Martin, Claire');
    expect(await remove(page, words, words.cancel)).toContain('Door alarm mail');
    await commitField(page, words.phone, '+33698765432');
    await open(page, words.contacts, 'Okafor, Daniel');
    expect(await remove(page, words, words.delete)).toContain(words.nothingRefers);
    await page.getByRole('button', { name: words.newContact }).click();
    await commitField(page, words.name, 'Durand');
    await commitField(page, words.firstName, 'Alice');
    await commitField(page, words.mail, 'alice.durand@example.com');

    await go(page, words.ftp);
    await open(page, words.ftp, 'Evidence archive');
    await expect.poll(() => page.getByText('Evidence upload').count()).toBe(1);
    await commitField(page, words.port, '2121');
    await open(page, words.ftp, 'Spare FTP');
    await remove(page, words, words.delete);
    await page.getByRole('button', { name: words.newFtp }).click();
    await commitField(page, words.name, 'Offsite FTP');
    await commitField(page, words.serverAddress, 'ftp.offsite.example');

    await go(page, words.receivers);
    await open(page, words.receivers, 'Central station');
    await expect.poll(() => page.getByText('Intrusion report').count()).toBe(1);
    await commitField(page, words.responseTime, '15');
    await open(page, words.receivers, 'Backup station');
    await remove(page, words, words.delete);
    await page.getByRole('button', { name: words.newReceiver }).click();
    await commitField(page, words.name, 'Night station');
    await commitField(page, words.receiverAddress, '198.51.100.7');
    await commitField(page, words.receiverPort, '5001');

    const after = await saveWithBar(page, baseUrl, before);
    const b = before.split('\n');
    const a = after.split('\n');
    const changes = changesOutside(before, after, {
      before: [elementBlock(b, 'email', 'Appliance mail relay'), elementBlock(b, 'email', 'Company SMTP'), elementBlock(b, 'message', 'Appliance SMS gateway'), elementBlock(b, 'contact', 'Okafor'), elementBlock(b, 'ftp-client', 'Spare FTP'), elementBlock(b, 'monitor', 'Backup station')],
      tags: ['email', 'message', 'contact', 'ftp-client', 'monitor'],
      after: [elementBlock(a, 'email', 'Appliance mail relay'), elementBlock(a, 'email', 'Backup relay'), elementBlock(a, 'message', 'Backup SMS'), elementBlock(a, 'contact', 'Durand'), elementBlock(a, 'ftp-client', 'Offsite FTP'), elementBlock(a, 'monitor', 'Night station')],
    });
    expect(changes.removed.sort()).toEqual(['<phone>+33612345678</phone>', '<port>21</port>', '<response-time>10</response-time>', '<sender-phone>+33700000000</sender-phone>']);
    expect(changes.added.sort()).toEqual(['<phone>+33698765432</phone>', '<port>2121</port>', '<response-time>15</response-time>', '<sender-phone>+33711111111</sender-phone>']);
    // The old default: its mark cleared, its connection filled in; the new default: no connection at all.
    const relayBefore = b.slice(...elementBlock(b, 'email', 'Appliance mail relay')).map((line) => line.trim());
    const relay = a.slice(...elementBlock(a, 'email', 'Appliance mail relay')).map((line) => line.trim());
    expect(relay.filter((line) => !relayBefore.includes(line)).slice(0, 2)).toEqual(['<default>0</default>', '<address>relay.example.net</address>']);
    expect(relayBefore.filter((line) => !relay.includes(line))).toEqual(['<default>1</default>']);
    for (const name of ['address', 'port', 'authentification-required', 'user', 'password', 'security']) expect(relay.some((line) => line.startsWith(`<${name}`)), name).toBe(true);
    const backup = a.slice(...elementBlock(a, 'email', 'Backup relay')).map((line) => line.trim());
    expect(backup).toEqual(expect.arrayContaining(['<default>1</default>', '<name>Backup relay</name>', '<from>backup@example.com</from>']));
    for (const name of ['address', 'port', 'authentification-required', 'user', 'password', 'security']) expect(backup.some((line) => line.startsWith(`<${name}`)), name).toBe(false);
    expect(a.slice(...elementBlock(a, 'ftp-client', 'Offsite FTP')).map((line) => line.trim())).toEqual(expect.arrayContaining(['<port>21</port>', '<connection>0</connection>']));
    expect(a.slice(...elementBlock(a, 'monitor', 'Night station')).map((line) => line.trim())).toEqual(expect.arrayContaining(['<type>1</type>', '<nb-test>5</nb-test>', '<response-time>10</response-time>']));
    expect(changes.datesAndSignatures).toBe(4);
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });
});

describe('notification pages accessibility', () => {
  it.each([
    ['en', 'dark'],
    ['fr', 'light'],
  ] as const)('has no WCAG 2.1 A/AA violation with an item open on each page, in expert mode, a problem shown and a delete question (%s, %s)', async (language, theme) => {
    const words = NOTIFICATION_WORDS[language];
    const { page } = await signIn(language, '/admin/smtp-servers', words.smtp, { expert: true, theme });
    const visits: readonly [string, string][] = [
      [words.smtp, 'Company SMTP'],
      [words.sms, 'SMS provider'],
      [words.contacts, 'Martin, Claire'],
      [words.ftp, 'Evidence archive'],
      [words.receivers, 'Central station'],
    ];
    const found: string[] = [];
    for (const [pageName, item] of visits) {
      if (pageName !== words.smtp) await go(page, pageName);
      await open(page, pageName, item);
      found.push(...(await axeViolations(page)).map((violation) => `${pageName}: ${violation}`));
    }
    await page.getByLabel(/TRID/).waitFor();
    await commitField(page, words.receiverAddress, '{ip}');
    await page.getByRole('button', { name: words.delete, exact: true }).click();
    await page.getByRole('alertdialog').waitFor();
    // Measured once the dialog has faded in: mid-animation colours are not the ones a person reads.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    found.push(...(await axeViolations(page)).map((violation) => `dialog: ${violation}`));
    expect(found).toEqual([]);
  });
});
