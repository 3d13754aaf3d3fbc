import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { applySignature } from '../../src/domain/configuration/signature';
import { resolveConfigurationSalt } from '../../src/infrastructure/settings/configuration-salt';
import { INITIALISED_ADMIN_PASSWORD } from '../../src/infrastructure/simulator/state/accounts';
import { commitField, consoleBrowserPerTest, readDocument, saveWithBar } from './support/configuration-session';
import { isDateOrSignature, lineDiff } from './support/document-diff';
import { createHash } from 'node:crypto';

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
const baseUrl = inject('baseUrl');
const session = consoleBrowserPerTest(baseUrl);
const AUTH = { authorization: `Basic ${Buffer.from(`admin:${INITIALISED_ADMIN_PASSWORD}`).toString('base64')}`, 'x-requested-with': 'vigil-console' };
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

const DOOR_CONTACT = '5764607523034234883-3031';
const OPENING_HOURS = '5764607523034234886-6011';
const CAMERA_VIDEO = '5764607523034234883-3011';
const RECEIVER = '5764607523034234888-8001';
const FTP_CLIENT = '5764607523034234888-8101';
const CONTACT = '5764607523034234888-8201';

/** `lines` indented by `depth` tabs, one element per line, as the appliance writes. */
const indent = (depth: number, lines: readonly string[]) => lines.map((line) => `${'\t'.repeat(depth)}${line}`).join('\n');

function io(tag: string, id: string, name: string, owner: string, direction: number, extra: readonly string[] = []): string[] {
  return [
    `<${tag}>`, `\t<identifier type="guid">${id}</identifier>`, `\t<name>${name}</name>`, `\t<type-name>${direction === 0 ? 'input' : 'output'}</type-name>`,
    `\t<owner-name>${owner}</owner-name>`, '\t<logic>1</logic>', `\t<direction>${direction}</direction>`, '\t<flags>1</flags>', ...extra.map((line) => `\t${line}`), `</${tag}>`,
  ];
}

function gate(type: string, id: string, name: string, inputs: readonly string[][], outputs: readonly string[][], fields: readonly string[] = []): string[] {
  const list = (tag: string, items: readonly string[][]) => (items.length === 0 ? [`<${tag}/>`] : [`<${tag}>`, ...items.flat().map((line) => `\t${line}`), `</${tag}>`]);
  return ['<gate>', ...[`<type>${type}</type>`, `<identifier type="guid">${id}</identifier>`, `<name>${name}</name>`, ...list('inputs', inputs), ...list('outputs', outputs), ...fields].map((line) => `\t${line}`), '</gate>'];
}

const plainInput = (linkId: string) => ['<input>', `\t<link-id>${linkId}</link-id>`, '</input>'];
const output = (id: string, name: string, owner: string, linkId?: string) => io('output', id, name, owner, 1, linkId === undefined ? [] : [`<link-id>${linkId}</link-id>`]);
const ownInput = (id: string, name: string, owner: string, linkId: string) => io('input', id, name, owner, 0, [`<link-id>${linkId}</link-id>`]);
const nested = (tag: string, items: readonly string[][]) => [`<${tag}>`, ...items.flat().map((line) => `\t${line}`), `</${tag}>`];

/** The gates added to the simulated site's controller. */
function siteGates(): string {
  const inner = gate('template', '9100-1', 'Debounce', [ownInput('9100-11', 'Raw', 'Debounce', '9000-11')], [output('9100-21', 'Clean', 'Debounce', '9101-21')], [
    ...nested('gates', [gate('copy', '9101-1', 'Pass', [plainInput('9100-11')], [output('9101-21', 'Pass', 'Pass')])]),
    '<parameters/>',
  ]);
  const template = gate('template', '9000-1', 'Door logic', [ownInput('9000-11', 'Door', 'Door logic', DOOR_CONTACT), ownInput('9000-12', 'Hours', 'Door logic', OPENING_HOURS)], [output('9000-21', 'Forced', 'Door logic', '9001-21')], [
    ...nested('gates', [
      gate('and', '9001-1', 'Outside hours', [plainInput('9100-21'), plainInput('9002-21')], [output('9001-21', 'Outside hours', 'Outside hours')]),
      gate('not', '9002-1', 'Closed', [plainInput('9000-12')], [output('9002-21', 'Closed', 'Closed')]),
      gate('clock', '9003-1', 'Blink', [], [output('9003-21', 'Blink', 'Blink')], ['<period>2000</period>', '<time>1000</time>']),
      inner,
    ]),
    ...nested('parameters', [['<parameter>', '\t<gate-identifier>9003-1</gate-identifier>', '\t<name>Blink period</name>', '\t<value>2000</value>', '\t<optional>1</optional>', '</parameter>']]),
  ]);
  const custom = gate('custom', '9200-1', 'Siren', [ownInput('9200-11', 'Trigger', 'Siren', '9000-21')], [output('9200-21', 'Siren', 'Siren', '9201-21')], [
    ...nested('gates', [gate('toogle', '9201-1', 'Latch', [plainInput('9200-11')], [output('9201-21', 'Latch', 'Latch')])]),
    ...nested('parameters', [['<parameter>', '\t<gate-identifier>9201-1</gate-identifier>', '\t<name>Latch</name>', '\t<value>on</value>', '</parameter>']]),
  ]);
  const alert = (type: string, id: string, name: string, own: readonly string[]) =>
    gate(type, id, name, [plainInput('9200-21')], [], [
      '<time>0</time>', '<time-between-alert>5000</time-between-alert>', `<video-identifier>${CAMERA_VIDEO}</video-identifier>`, `<monitoring-identifier>${RECEIVER}</monitoring-identifier>`,
      '<pre-buffer>3000</pre-buffer>', '<post-buffer>3000</post-buffer>', '<frequency>3</frequency>', '<make-video>1</make-video>', '<type-stream>0</type-stream>', ...own,
    ]);
  const mail = alert('alert-mail', '9300-1', 'Door forced mail', [
    '<use-url>0</use-url>',
    ...nested('message', [['<subject>Door forced</subject>', '<message>The door was forced outside opening hours</message>', ...nested('contacts', [['<contact>', `\t<identifier type="guid">${CONTACT}</identifier>`, '\t<mail>1</mail>', '\t<sms>0</sms>', '</contact>']])]]),
  ]);
  const ftp = alert('alert-ftp', '9301-1', 'Door forced evidence', [`<ftp-identifier>${FTP_CLIENT}</ftp-identifier>`, '<directory>/door</directory>', '<filename>forced</filename>']);
  return indent(4, [...template, ...custom, ...mail, ...ftp]);
}

async function postSiteDocument(): Promise<string> {
  const current = await readDocument(baseUrl);
  const withGates = current.replace('\t\t\t</gates>\n\t\t\t<links>', `${siteGates()}\n\t\t\t</gates>\n\t\t\t<links>`);
  if (withGates === current) throw new Error('the simulated site has no controller gates to add to');
  const signed = applySignature(withGates, resolveConfigurationSalt(), md5);
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

    await page.getByRole('list', { name: 'Stores' }).getByRole('button', { name: /Main storage/ }).click();
    await commitField(page, 'Keep recordings for', '60');
    await go(page, 'Contacts');
    await page.getByRole('list', { name: 'Contacts', exact: true }).getByRole('button', { name: /^Okafor/ }).click();
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
