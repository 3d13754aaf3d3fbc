import { describe, expect, it } from 'vitest';
import { SEED_GUIDS } from '../../src/infrastructure/simulator/seed/seed-guids';
import { changedLines, commitField, consoleBrowserPerTest, readDocument, saveWithBar } from './support/configuration-session';
import { NOTIFICATION_WORDS } from './support/notification-words';
import { consoleBaseUrl } from './support/worker-console';

/**
 * What you see is what is saved (issue 34), in the production build in
 * headless Chromium, in English and French, on the SMTP page where it went
 * wrong: an address that is none and a port out of range are problems of
 * the draft that block the save (the save bar counts them, the review says
 * why, and nothing is sent to the appliance: the network is watched); once
 * corrected, the save writes exactly them, and the form then shows what the
 * appliance holds, read back over HTTP.
 */
const baseUrl = consoleBaseUrl();
const TIMEOUT = 15_000;

const WORDS = {
  en: { invalidIp: 'invalid ip address', portRule: 'please provide a port between 1 and 65535', oneProblem: '1 problem', problems: '2 problems', blocked: '2 problems must be corrected before saving.', saved: 'No unsaved changes' },
  fr: { invalidIp: 'adresse IP invalide', portRule: 'veuillez saisir un port entre 1 et 65535', oneProblem: '1 problème', problems: '2 problèmes', blocked: "2 problèmes doivent être corrigés avant d'enregistrer.", saved: 'Aucune modification non enregistrée' },
} as const;

const session = consoleBrowserPerTest(baseUrl);

/** The SMTP server "Company SMTP" of the seed, as the document read back holds it. */
function companyServer(document: string): string {
  const start = document.indexOf(`<identifier type="guid">${SEED_GUIDS.smtpCompany}</identifier>`);
  expect(start).toBeGreaterThan(0);
  return document.slice(start, document.indexOf('</email>', start));
}

describe.each(['en', 'fr'] as const)('a field error blocks the save; after a save the form shows the appliance (%s)', (language) => {
  const words = { ...NOTIFICATION_WORDS[language], ...WORDS[language] };

  it('blocks the save of "192.168.300.12" and port 70000 with nothing sent, then saves the corrected values and shows what the appliance holds', async () => {
    const before = await readDocument(baseUrl);
    expect(companyServer(before)).toContain('<port>587</port>');
    const { page, logs } = await session.signedIn(language, `/admin/smtp-servers?item=${SEED_GUIDS.smtpCompany}`, words.smtp, { timeout: TIMEOUT });
    const sent: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && request.method() !== 'GET') sent.push(`${request.method()} ${url.pathname}`);
    });

    const address = page.getByLabel(words.serverAddress, { exact: true });
    const port = page.getByLabel(words.port, { exact: true });
    const bar = page.getByTestId('save-bar');
    // A text that is no number stays in the field, in red, and is a problem the save bar counts.
    await commitField(page, words.port, 'abc');
    await bar.getByRole('button', { name: words.oneProblem }).waitFor();
    expect(await port.inputValue()).toBe('abc');
    await expect.poll(() => port.getAttribute('aria-invalid')).toBe('true');
    await commitField(page, words.serverAddress, '192.168.300.12');
    await commitField(page, words.port, '70000');
    // The form shows what was typed, each in red with its reason.
    expect(await address.inputValue()).toBe('192.168.300.12');
    expect(await port.inputValue()).toBe('70000');
    await expect.poll(() => address.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => port.getAttribute('aria-invalid')).toBe('true');

    // The save bar counts them; Save opens the review, which says why it cannot save, and its Save is disabled.
    await bar.getByRole('button', { name: words.problems }).waitFor();
    await bar.locator('button', { has: page.locator('.material-icons', { hasText: /^save$/ }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(words.blocked, { exact: true }).waitFor();
    await dialog.getByTestId('save-blocked').getByText(words.invalidIp).first().waitFor();
    await dialog.getByTestId('save-blocked').getByText(words.portRule).first().waitFor();
    expect(await dialog.locator('button', { has: page.locator('.material-icons', { hasText: /^save$/ }) }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(sent).toEqual([]);
    expect(await readDocument(baseUrl)).toBe(before);

    // Corrected, the draft saves: the document read back differs in those two fields (and its date and signature) only.
    await commitField(page, words.serverAddress, 'relay.example.net');
    await commitField(page, words.port, '2525');
    const after = await saveWithBar(page, baseUrl, before);
    expect(changedLines(before, after).map((line) => line.replace(/>[^<]*</, '>…<'))).toEqual(['<date>…</date>', '<signature>…</signature>', '<address>…</address>', '<port>…</port>']);
    // The browser's request events reach the test after its own read may have seen the saved document: waited for.
    await expect.poll(() => sent.filter((request) => request === 'POST /api/configuration').length).toBe(1);

    // The form shows what the appliance holds now, field by field.
    const stored = companyServer(after);
    const storedAddress = /<address>([^<]*)<\/address>/.exec(stored)?.[1];
    const storedPort = /<port>([^<]*)<\/port>/.exec(stored)?.[1];
    expect([storedAddress, storedPort]).toEqual(['relay.example.net', '2525']);
    await bar.getByText(words.saved, { exact: true }).waitFor();
    expect(await address.inputValue()).toBe(storedAddress);
    expect(await port.inputValue()).toBe(storedPort);
    expect(await port.getAttribute('aria-invalid')).toBeNull();
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });
});
