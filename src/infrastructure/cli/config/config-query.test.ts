import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from '../../../composition/config-cli';
import { queryDocument } from './config-query';

const sample = fileURLToPath(new URL('../../../../test/fixtures/configuration/sample.xml', import.meta.url));
const text = readFileSync(sample, 'utf8');

async function run(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: { write: (chunk: string) => (stdout += chunk) }, stderr: { write: (chunk: string) => (stderr += chunk) }, env: {} });
  return { code, stdout, stderr };
}

describe('vigil config query', () => {
  it('gives each selected leaf with the path get and set take', async () => {
    const matches = queryDocument(text, "//contacts/contact[name='Okafor']/phone");
    expect(matches).toEqual([{ path: 'configuration/contacts/contact[2]/phone', text: '+447700900123' }]);
    const read = await run(['get', sample, 'configuration/contacts/contact[2]/phone']);
    expect(read.stdout).toBe('+447700900123\n');
  });

  it('gives a selected element with its XML, an attribute with its element, and a computed value', () => {
    const [gate] = queryDocument(text, "/configuration-file/configuration/controller/gates/gate[type='and'][1]");
    expect(gate).toMatchObject({ path: 'configuration/controller/gates/gate[1]' });
    expect('xml' in gate! && gate.xml.startsWith('<gate>')).toBe(true);
    expect(queryDocument(text, '//parameters/stores/store[1]/identifier/@type')).toEqual([{ path: 'configuration/parameters/stores/store[1]/identifier/@type', text: 'guid' }]);
    expect(queryDocument(text, 'count(//devices/device)')[0]).toEqual({ value: expect.any(Number) });
  });

  it('prints matches, exits 1 when nothing matches, and says why an expression is wrong', async () => {
    const found = await run(['query', sample, "//contacts/contact[name='Okafor']/mail"]);
    expect(found).toMatchObject({ code: 0, stdout: 'configuration/contacts/contact[2]/mail: daniel.okafor@example.com\n' });
    expect((await run(['query', sample, '//nothing-here'])).code).toBe(1);
    const json = await run(['query', sample, "//contact[name='Okafor']/firstname", '--json']);
    expect(JSON.parse(json.stdout)).toEqual([{ path: 'configuration/contacts/contact[2]/firstname', text: 'Daniel' }]);
    const bad = await run(['query', sample, '//contact[']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('invalid XPath expression');
  });
});
