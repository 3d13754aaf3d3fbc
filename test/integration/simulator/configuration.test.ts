import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applySignature, hasValidSignature } from '../../../src/domain/configuration/signature';
import { NodeMd5Adapter } from '../../../src/infrastructure/crypto/node-md5.adapter';
import { startSimulatorServer, type RunningSimulator } from '../../../src/composition/node-servers';
import { at, consoleHeaders, postJson } from './support/appliance-http';

const SALT = 'integration-salt';
const hash = new NodeMd5Adapter();
const md5 = (text: string): string => hash.md5(text);
let server: RunningSimulator;
const url = (path: string): string => at(server.url, path);
const admin = consoleHeaders('admin', '');

async function getConfiguration(query = ''): Promise<string> {
  const response = await fetch(url(`/api/configuration${query}`), { headers: admin });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/xml/);
  return response.text();
}

async function post(xml: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url('/api/configuration'), { method: 'POST', headers: { ...admin, 'content-type': 'text/xml' }, body: xml });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  server = await startSimulatorServer({ port: 0, salt: SALT });
});
beforeEach(async () => {
  await postJson(url('/__simulator/reset'), {});
});
afterAll(() => server.close());

describe('simulated appliance over HTTP: configuration document', () => {
  it('serves the stored document signed with the salt, sensitive values crypted', async () => {
    const xml = await getConfiguration();
    expect(hasValidSignature(xml, SALT, md5)).toBe(true);
    expect(xml).toMatch(/<password crypted="1">[A-Za-z0-9+/=]+<\/password>/);
  });

  it('serves the passwords decrypted with uncrypted, signed again', async () => {
    const xml = await getConfiguration('?uncrypted');
    expect(xml).not.toContain('crypted="1"');
    expect(xml).toContain('<password>operator</password>');
    expect(hasValidSignature(xml, SALT, md5)).toBe(true);
  });

  it('keeps a valid signed document byte for byte', async () => {
    const edited = applySignature((await getConfiguration()).replace('<title>Vigil Appliance</title>', '<title>Quai &amp; Entrée</title>'), SALT, md5);
    expect(await post(edited)).toEqual({ status: 200, body: { result: true } });
    expect(await getConfiguration()).toBe(edited);
    const info = (await (await fetch(url('/api/application'))).json()) as { title: string };
    expect(info.title).toBe('Quai & Entrée');
  });

  it('stores the passwords it is sent in clear crypted, as the appliance does, so an uncrypted read-back is unchanged', async () => {
    const plain = await getConfiguration('?uncrypted');
    const edited = applySignature(plain.replace('<title>Vigil Appliance</title>', '<title>Quai 4</title>'), SALT, md5);
    expect(await post(edited)).toEqual({ status: 200, body: { result: true } });
    const stored = await getConfiguration();
    expect(stored).not.toContain('<password>operator</password>');
    expect(stored).toMatch(/<password crypted="1">[A-Za-z0-9+/=]+<\/password>/);
    expect(hasValidSignature(stored, SALT, md5)).toBe(true);
    expect(await getConfiguration('?uncrypted')).toBe(edited);
  });

  const broken: Array<[string, (xml: string) => string, string, string]> = [
    ['a version other than 3', (xml) => applySignature(xml.replace('<version>3</version>', '<version>2</version>'), SALT, md5), 'Expected config file version 3 but got 2', 'INVALID_CONFIG_FILE_VERSION'],
    ['a wrong signature', (xml) => xml.replace('<title>Vigil Appliance</title>', '<title>Tampered</title>'), 'invalid signature', 'CONFIG.SIGNATURE_MISMATCH'],
    ['a signature made with another salt', (xml) => applySignature(xml.replace('<title>Vigil Appliance</title>', '<title>X</title>'), 'other', md5), 'invalid signature', 'CONFIG.SIGNATURE_MISMATCH'],
    ['two signatures', (xml) => xml.replace('<signature>', '<signature>0</signature>\n\t<signature>'), "can't find signature", 'CONFIG.SIGNATURE_NOT_FOUND'],
    ['no signature', (xml) => xml.replace(/\t<signature>[^<]*<\/signature>\n/, ''), "can't find signature", 'CONFIG.SIGNATURE_NOT_FOUND'],
    // The signature is checked before the rest: a document without one that also fails to convert still says so.
    ['no signature and a broken date', (xml) => xml.replace(/\t<signature>[^<]*<\/signature>\n/, '').replace(/<date>[^<]*<\/date>/, '<date>yesterday</date>'), "can't find signature", 'CONFIG.SIGNATURE_NOT_FOUND'],
    ['no configuration block', (xml) => xml.replace(/\t<configuration>[\s\S]*<\/configuration>\n/, '\t<settings/>\n'), "can't determine signature", 'CONFIG.SIGNATURE_UNDETERMINED'],
    ['a signature but a misnamed configuration block', (xml) => xml.replace('\t<configuration>', '\t<configurations>').replace(/<\/configuration>\n(?![\s\S]*<\/configuration>)/, '</configurations>\n'), "can't determine signature", 'CONFIG.SIGNATURE_UNDETERMINED'],
    ['text that is not XML', () => 'not xml at all <', 'failed to convert from XML', 'CONFIG.FROM_XML'],
    ['another root element', () => '<configuration>\n</configuration>\n', 'failed to convert from XML', 'CONFIG.FROM_XML'],
  ];

  it.each(broken)('refuses %s with 400, the specification\'s message, and keeps the document in force', async (_name, breakIt, detail, code) => {
    const before = await getConfiguration();
    expect(await post(breakIt(before))).toEqual({ status: 400, body: { result: false, detail, code } });
    expect(await getConfiguration()).toBe(before);
  });

  it('is for root accounts only', async () => {
    const response = await fetch(url('/api/configuration'), { headers: consoleHeaders('operator', 'operator') });
    expect(response.status).toBe(403);
  });
});
