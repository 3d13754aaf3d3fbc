import { describe, expect, it } from 'vitest';
import { changedLines, commitField, consoleBrowserPerTest, readDocument, saveWithBar } from './support/configuration-session';
import { consoleBaseUrl } from './support/worker-console';

/**
 * The general settings page in a real browser, in English and French: the
 * title and the CPU priority edited in the form are saved as a document in
 * which only those two elements, the date and the signature differ from
 * the one read before, read back over HTTP from the simulated appliance.
 */
const baseUrl = consoleBaseUrl();

const PAGE_WORDS = {
  en: { heading: 'General settings', title: 'Title', priority: 'CPU priority', refused: 'please provide a positive integer', change: '2 unsaved changes' },
  fr: { heading: 'Paramètres généraux', title: 'Titre', priority: 'Priorité processeur', refused: 'veuillez saisir un entier positif', change: '2 modifications non enregistrées' },
} as const;

const session = consoleBrowserPerTest(baseUrl);

describe.each(['en', 'fr'] as const)('general settings page (%s)', (language) => {
  const words = PAGE_WORDS[language];

  it('saves the title and the CPU priority; the document read back differs only there, in its date and its signature', async () => {
    const before = await readDocument(baseUrl);
    expect(before).toContain('<title>Vigil Appliance</title>');
    expect(before).toContain('<cpu-priority>0</cpu-priority>');
    const { page, logs } = await session.signedIn(language, '/admin/settings', words.heading);

    // A priority that is no positive integer is a problem of the draft, with the specification's message,
    // beside the field and in the problems list (one rule for a field: docs/configuration-problems.md).
    const priority = page.getByLabel(words.priority, { exact: true });
    await commitField(page, words.priority, '-1');
    await expect.poll(() => priority.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('form', { name: words.heading }).getByText(words.refused, { exact: true }).waitFor();
    await page.getByTestId('problems-list').getByText(words.refused, { exact: true }).waitFor();
    expect(await priority.inputValue()).toBe('-1');

    await commitField(page, words.title, 'Quai 4 — Entrée & sortie');
    await commitField(page, words.priority, '3');
    await expect.poll(() => priority.getAttribute('aria-invalid')).toBeNull();
    await page.getByTestId('save-bar').getByText(words.change).waitFor();

    const after = await saveWithBar(page, baseUrl, before);
    const changed = changedLines(before, after);
    expect(changed.map((line) => line.replace(/>[^<]*</, '>…<'))).toEqual(['<date>…</date>', '<signature>…</signature>', '<title>…</title>', '<cpu-priority>…</cpu-priority>']);
    expect(changed).toContain('<title>Quai 4 — Entrée &amp; sortie</title>');
    expect(changed).toContain('<cpu-priority>3</cpu-priority>');
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });
});
