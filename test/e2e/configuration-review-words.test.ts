import { createHash } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { applySignature } from '../../src/domain/configuration/signature';
import { resolveConfigurationSalt } from '../../src/infrastructure/settings/configuration-salt';
import { SEED_GUIDS } from '../../src/infrastructure/simulator/seed/seed-guids';
import { consoleBrowserPerTest, readDocument, type TestLanguage } from './support/configuration-session';
import { consoleBaseUrl } from './support/worker-console';

/**
 * The save review's words for fields no page shows and values stored as
 * codes, in a real browser, in English and French: a document edited by
 * hand (an io's flags, the application's brand, a stream's protocol and
 * keep-alive) is uploaded; the upload dialog and then the review list the
 * changes with labels, never model keys, and their values in words.
 */
const baseUrl = consoleBaseUrl();
const session = consoleBrowserPerTest(baseUrl);

const TEXT = {
  en: {
    useFile: 'Use this file as my changes',
    lines: [
      'Brand: 0 → 1',
      'Video streams › Stream 1 › Network protocol: RTSP → HTTP',
      'Video streams › Stream 1 › RTSP keep-alive: yes → no',
      'Connection state › Flags: Virtual, Normally open (NO), Bistable → Virtual, Normally closed (NC), Monostable',
    ],
  },
  fr: {
    useFile: 'Utiliser ce fichier comme mes modifications',
    lines: [
      'Marque: 0 → 1',
      'Flux vidéo › Flux 1 › Protocole réseau: RTSP → HTTP',
      'Flux vidéo › Flux 1 › Maintien de connexion RTSP: oui → non',
      'État de connexion › Indicateurs: Virtuel, Normalement ouvert (NO), Bistable → Virtuel, Normalement fermé (NF), Monostable',
    ],
  },
} as const;

/** `text` with the first `from` after `anchor` replaced by `to`. */
function replaceAfter(text: string, anchor: string, from: string, to: string): string {
  const at = text.indexOf(anchor);
  const found = text.indexOf(from, at);
  if (at < 0 || found < 0) throw new Error(`no ${from} after ${anchor}`);
  return `${text.slice(0, found)}${to}${text.slice(found + from.length)}`;
}

/** Each change line of a list as it reads: "label: before → after". */
function lines(list: Locator): Promise<string[]> {
  return list.locator('[data-kind]').evaluateAll((items) =>
    items.map((item) => {
      const [label] = [...item.querySelectorAll('span')].map((span) => span.textContent ?? '').filter((text) => text.endsWith(':'));
      const [before, after] = [...item.querySelectorAll('bdi')].map((value) => value.textContent);
      return `${label} ${before} → ${after}`;
    }),
  );
}

async function upload(page: Page): Promise<void> {
  const stored = await readDocument(baseUrl);
  let edited = replaceAfter(stored, `<identifier type="guid">${SEED_GUIDS.entranceConnection}</identifier>`, '<flags>1</flags>', `<flags>${1 + 16 + 32}</flags>`);
  edited = edited.replace('<brand>0</brand>', '<brand>1</brand>');
  const video = `<identifier type="guid">${SEED_GUIDS.entranceVideo}</identifier>`;
  edited = replaceAfter(replaceAfter(edited, video, '<protocol>1</protocol>', '<protocol>2</protocol>'), video, '<rtsp-keepalive>1</rtsp-keepalive>', '<rtsp-keepalive>0</rtsp-keepalive>');
  const signed = applySignature(edited, resolveConfigurationSalt(), (value) => createHash('md5').update(value, 'utf8').digest('hex'));
  await page.getByTestId('configuration-upload-input').setInputFiles({ name: 'edited.xml', mimeType: 'text/xml', buffer: Buffer.from(signed) });
}

describe.each(['en', 'fr'] as const)('the review in words (%s)', (language: TestLanguage) => {
  const text = TEXT[language];

  it('names fields no page shows and says flags, protocols and booleans in words, in the upload dialog and in the review', async () => {
    const { page, logs } = await session.signedIn(language, '/admin/network', /\S/);
    await upload(page);
    const dialog = page.getByTestId('upload-dialog');
    const uploaded = dialog.getByTestId('upload-changes');
    await uploaded.locator('[data-kind]').first().waitFor();
    expect((await lines(uploaded)).sort()).toEqual([...text.lines].sort());
    await dialog.getByRole('button', { name: text.useFile }).click();
    await dialog.waitFor({ state: 'detached' });

    // The review opened with the save bar's save button (its icon in both languages).
    await page.getByTestId('save-bar').locator('button', { has: page.locator('.material-icons', { hasText: /^save$/ }) }).click();
    const review = page.getByTestId('save-dialog');
    await review.locator('[data-kind]').first().waitFor();
    expect((await lines(review)).sort()).toEqual([...text.lines].sort());
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });
});
