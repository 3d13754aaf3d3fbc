import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { changedLines, consoleBrowserPerTest, readDocument, WORDS, type TestLanguage } from './support/configuration-session';
import { consoleBaseUrl } from './support/worker-console';

/**
 * The network services page in a real browser, in English and French: an
 * edit through the UI is saved as a document in which only the edited
 * elements, the date and the signature differ.
 */
const baseUrl = consoleBaseUrl();

const PAGE_WORDS = {
  en: { httpPort: 'HTTP port', rtspPort: 'RTSP port', useSips: 'Use SIPS', save: 'Save', saveNow: 'Save to the appliance', saved: 'The configuration is saved on the appliance.', change: '1 unsaved change' },
  fr: {
    httpPort: 'Port HTTP',
    rtspPort: 'Port RTSP',
    useSips: 'Utiliser SIPS',
    save: 'Enregistrer',
    saveNow: "Enregistrer sur l'appareil",
    saved: "La configuration est enregistrée sur l'appareil.",
    change: '1 modification non enregistrée',
  },
} as const;

const session = consoleBrowserPerTest(baseUrl);

async function networkPage(language: TestLanguage): Promise<Page> {
  return (await session.signedIn(language, '/admin/network', WORDS[language].network)).page;
}

async function setPort(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Tab');
}

describe.each(['en', 'fr'] as const)('network services page (%s)', (language) => {
  const words = PAGE_WORDS[language];

  it('saves a port and a use flag edited in the form; the document read back differs only there, in its date and its signature', async () => {
    const before = await readDocument(baseUrl);
    const page = await networkPage(language);
    const bar = page.getByRole('region', { name: WORDS[language].bar });

    await setPort(page, words.httpPort, '8080');
    await bar.getByText(words.change).waitFor();
    await page.getByRole('region', { name: 'SIPS' }).getByText(words.useSips, { exact: true }).click();
    await bar.getByRole('button', { name: words.save, exact: true }).click();
    await page.getByRole('button', { name: words.saveNow }).click();
    await page.getByText(words.saved).waitFor();

    const after = await readDocument(baseUrl);
    const changed = changedLines(before, after);
    expect(changed.map((line) => line.replace(/>[^<]*</, '>…<'))).toEqual(['<date>…</date>', '<signature>…</signature>', '<http-port>…</http-port>', '<use-sips>…</use-sips>']);
    expect(changed).toContain('<http-port>8080</http-port>');
    expect(changed).toContain('<use-sips>1</use-sips>');
  });

  it('shows two services on one port on both port fields', async () => {
    const page = await networkPage(language);
    await setPort(page, words.rtspPort, '80');
    const http = page.getByLabel(words.httpPort, { exact: true });
    const rtsp = page.getByLabel(words.rtspPort, { exact: true });
    await expect.poll(() => rtsp.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => http.getAttribute('aria-invalid')).toBe('true');
    // Beside both port fields (the page's problems list names them too).
    const messages = page.locator('[data-service]').getByText(/port 80/);
    await expect.poll(() => messages.count()).toBe(2);
    if (language === 'en') expect(await messages.first().textContent()).toContain('port 80 is used by another service');
  });
});
