import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { applySignature } from '../../src/domain/configuration/signature';
import { resolveConfigurationSalt } from '../../src/infrastructure/settings/configuration-salt';
import { INITIALISED_ADMIN_PASSWORD } from '../../src/infrastructure/simulator/state/accounts';
import { commitField, consoleBrowserPerTest, readDocument, saveWithBar } from './support/configuration-session';
import { isDateOrSignature, lineDiff } from './support/document-diff';
import { withSiteGates } from '../fixtures/configuration/site-gates';
import { createHash } from 'node:crypto';
import { consoleBaseUrl } from './support/worker-console';

/**
 * A real site's document, as the appliance writes it: a template whose
 * nested gates read the template's own inputs (by their identifier), a
 * template nested in it, a custom gate with a parameter, a template output
 * driven from inside, and alerts naming a contact, a video, a receiver and an
 * FTP client. Posted to the simulated appliance as an integrator would
 * (POST /api/configuration), it must load with no problem, and edits on the
 * storage and contacts pages must save with only their lines, the date and
 * the signature changed.
 */
const baseUrl = consoleBaseUrl();
const session = consoleBrowserPerTest(baseUrl);
const AUTH = { authorization: `Basic ${Buffer.from(`admin:${INITIALISED_ADMIN_PASSWORD}`).toString('base64')}`, 'x-requested-with': 'vigil-console' };
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

async function postSiteDocument(): Promise<string> {
  const current = await readDocument(baseUrl);
  const signed = applySignature(withSiteGates(current), resolveConfigurationSalt(), md5);
  const response = await fetch(`${baseUrl}/api/configuration`, { method: 'POST', headers: { ...AUTH, 'content-type': 'text/xml' }, body: signed });
  if (!response.ok) throw new Error(`POST /api/configuration answered ${response.status}: ${await response.text()}`);
  return readDocument(baseUrl);
}

async function go(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { name: label, level: 1 }).waitFor();
}

describe('a real site’s document, with templates reading their own inputs', () => {
  it('loads with no problem, and edits on two pages save with only their lines, the date and the signature changed', async () => {
    const before = await postSiteDocument();
    expect(before).toContain('<name>Door logic</name>');
    const { page, logs } = await session.signedIn('en', '/admin/storage', 'Storage');
    const bar = page.getByTestId('save-bar');
    await bar.waitFor();
    expect(await bar.getByRole('button', { name: /problem/ }).count()).toBe(0);

    await page.getByRole('table', { name: 'Stores', exact: true }).getByRole('button', { name: /Main storage/ }).click();
    await commitField(page, 'Keep recordings for', '60');
    await go(page, 'Contacts');
    await page.getByRole('table', { name: 'Contacts', exact: true }).getByRole('button', { name: /^Okafor/ }).click();
    await commitField(page, 'Phone number', '+447700900999');
    expect(await bar.getByRole('button', { name: /problem/ }).count()).toBe(0);

    const after = await saveWithBar(page, baseUrl, before);
    const beforeLines = before.split('\n');
    const afterLines = after.split('\n');
    const { removed, added } = lineDiff(beforeLines, afterLines);
    expect(removed.map((index) => beforeLines[index]!).filter((line) => !isDateOrSignature(line)).map((line) => line.trim())).toEqual(['<limit-time>30</limit-time>', '<phone>+447700900123</phone>']);
    expect(added.map((index) => afterLines[index]!).filter((line) => !isDateOrSignature(line)).map((line) => line.trim())).toEqual(['<limit-time>60</limit-time>', '<phone>+447700900999</phone>']);
    expect(afterLines.length).toBe(beforeLines.length);
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });

  it('the logic editor shows the template’s own inputs and output inside it, wired to its nested gates, with no warning', async () => {
    await postSiteDocument();
    const { page } = await session.signedIn('en', '/admin/logic?item=9000-1', /Logic/, { viewport: { width: 1600, height: 1000 } });
    const node = (name: string) => page.locator('[data-testid="logic-node"]', { hasText: name });
    await page.getByTestId('logic-inspector').getByRole('button', { name: 'Open the template' }).click();
    for (const name of ['Door', 'Hours', 'Forced', 'Closed', 'Outside hours', 'Debounce']) await node(name).first().waitFor();
    // Every input inside is wired (the own inputs resolve): no node carries a warning.
    expect(await page.locator('[data-testid="logic-node"] [role="img"]').count()).toBe(0);
    expect(await page.locator('.react-flow__edge').count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByTestId('save-bar').getByRole('button', { name: /problem/ }).count()).toBe(0);
  });
});
