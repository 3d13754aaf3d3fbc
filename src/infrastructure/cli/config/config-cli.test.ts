import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { withSiteGates } from '../../../../test/fixtures/configuration/site-gates';
import { main } from '../../../composition/config-cli';

const sample = fileURLToPath(new URL('../../../../test/fixtures/configuration/sample.xml', import.meta.url));
const sampleText = readFileSync(sample, 'utf8');

async function run(args: string[], env: Record<string, string | undefined> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: { write: (chunk: string) => (stdout += chunk) }, stderr: { write: (chunk: string) => (stderr += chunk) }, env });
  return { code, stdout, stderr };
}

/** What the sample holds that this version does not know (a range type, a gate type): kept as read, said once each, as warnings. */
const UNKNOWN_PARTS = [
  'configuration/calendars/calendar[2]/ranges/range[4]/type: unknown range type 7: kept as read, never active in a simulation (1 in this document)',
  'configuration/controller/gates/gate[2]/type: unknown gate type "fuzzy-logic": kept as read, it does nothing in a simulation (1 in this document)',
];
const UNKNOWN_PATHS = UNKNOWN_PARTS.map((line) => line.slice(0, line.indexOf(':')));
const ONLY_UNKNOWN_PARTS = `no validation error\n2 warnings:\n${UNKNOWN_PARTS.map((line) => `  ${line}\n`).join('')}`;

const CORRUPTED_CONTACT = /\t\t\t<contact>\n\t\t\t\t<identifier type="guid">not-a-guid<\/identifier>[\s\S]*?<\/contact>\n/;

describe('vigil config', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-config-'));
  /** The sample without its corrupted contact, signed again: a document `check` passes. */
  const clean = join(dir, 'clean.xml');

  beforeAll(async () => {
    expect(sampleText).toMatch(CORRUPTED_CONTACT);
    writeFileSync(clean, sampleText.replace(CORRUPTED_CONTACT, ''));
    expect((await run(['sign', clean, '-o', clean])).code).toBe(0);
  });

  it('checks a document: version, signature, and each corrupted entity with why, failing', async () => {
    const result = await run(['check', sample]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('version 3');
    expect(result.stdout).toContain('1 corrupted entity (kept as read):\n');
    expect(result.stdout).toContain("  configuration/contacts/contact[4] [CONFIG.FROM_XML]: failed to convert from XML: guid at configuration/contacts/contact[4]/identifier: not a guid: 'not-a-guid'\n");
    expect(result.stdout).toContain(ONLY_UNKNOWN_PARTS);
    const passed = await run(['check', clean]);
    expect(passed.code).toBe(0);
    expect(passed.stdout).toContain('no corrupted entity\n');
  });

  it('check --json gives each corrupted entity with its path, code and reason', async () => {
    const json = await run(['check', sample, '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({
      valid: false,
      corrupted: [{ path: 'configuration/contacts/contact[4]', at: ['contacts', 3], code: 'CONFIG.FROM_XML', reason: expect.stringContaining("not a guid: 'not-a-guid'") }],
      problems: UNKNOWN_PATHS.map((path) => expect.objectContaining({ path, severity: 'warning' })),
    });
    const typeless = join(dir, 'typeless.xml');
    writeFileSync(typeless, sampleText.replace(CORRUPTED_CONTACT, '').replace('<type>17235970</type>', ''));
    expect((await run(['sign', typeless, '-o', typeless])).code).toBe(0);
    const missingType = JSON.parse((await run(['check', typeless, '--json'])).stdout) as { corrupted: { path: string; code: string; reason: string }[] };
    expect(missingType.corrupted).toEqual([{ path: 'configuration/devices/device[1]', at: ['devices', 0], code: 'CONFIG.MISSING_TAG_TYPE', reason: expect.stringContaining('a device needs a <type>'), name: 'Entrance camera', xml: expect.stringMatching(/^<device>[\s\S]*<\/device>$/) }]);
  });

  it('fails the check with the error for a wrong salt (--salt or VIGIL_CONFIG_SALT)', async () => {
    expect((await run(['check', sample, '--salt', 'other'])).code).toBe(1);
    const viaEnv = await run(['check', sample], { VIGIL_CONFIG_SALT: 'other' });
    expect(viaEnv.code).toBe(1);
    expect(viaEnv.stderr).toContain('CONFIG.SIGNATURE_MISMATCH');
  });

  it("says the specification's messages for a document without a signature, without a block, or of another version", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-config-'));
    const cases: Array<[string, string, string]> = [
      [sampleText.replace(/\t<signature>[^<]*<\/signature>\n/, ''), 'CONFIG.SIGNATURE_NOT_FOUND', "can't find signature"],
      [sampleText.replace(/<signature>[^<]*<\/signature>/, '<signature>0</signature><signature>1</signature>'), 'CONFIG.SIGNATURE_NOT_FOUND', "can't find signature"],
      [sampleText.replace(/\t<configuration>[\s\S]*<\/configuration>\n/, ''), 'CONFIG.SIGNATURE_UNDETERMINED', "can't determine signature"],
      [sampleText.replace('<version>3</version>', '<version>2</version>'), 'CONFIG.INVALID_CONFIG_FILE_VERSION', 'Expected config file version 3 but got 2'],
    ];
    try {
      for (const [index, [text, code, message]] of cases.entries()) {
        const file = join(dir, `case-${index}.xml`);
        writeFileSync(file, text);
        const result = await run(['check', file]);
        expect(result.code, code).toBe(1);
        expect(result.stderr).toBe(`invalid configuration: ${code}: ${message}\n`);
        expect(JSON.parse((await run(['check', file, '--json'])).stdout)).toEqual({ valid: false, error: { code, message } });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('round-trips byte-identical and prints the model as JSON', async () => {
    expect((await run(['roundtrip', sample])).stdout).toBe(sampleText);
    const json = JSON.parse((await run(['json', sample])).stdout) as { contacts: { name: string }[] };
    expect(json.contacts.map((contact) => contact.name)).toEqual(['Martin', 'Okafor', 'Müller']);
  });

  it('gets and sets one field, validated by its type, and diffs by field', async () => {
    expect((await run(['get', sample, 'configuration/contacts/contact[3]/firstname'])).stdout).toBe('François\n');
    const out = join(dir, 'out.xml');
    expect((await run(['set', clean, 'configuration/parameters/network/http-port', '8080', '-o', out])).code).toBe(0);
    expect((await run(['check', out])).code).toBe(0);
    expect((await run(['diff', clean, out])).stdout).toBe('~ configuration/parameters/network/http-port: 80 -> 8080\n');
    const bad = await run(['set', sample, 'configuration/parameters/network/http-port', 'eighty']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('failed to convert from XML');
    expect((await run(['get', sample, 'configuration/contacts/contact[9]/name'])).stderr).toContain('no configuration/contacts/contact[9]');
  });

  it('sets a whole entity from JSON, validated by its codec', async () => {
    const out = join(dir, 'json-set.xml');
    const contact = JSON.parse((await run(['get', sample, 'configuration/contacts/contact[1]'])).stdout) as Record<string, unknown>;
    const changed = JSON.stringify({ ...contact, name: 'Martin-Durand', phone: '+33 1 00 00 00 00' });
    expect((await run(['set', sample, 'configuration/contacts/contact[1]', changed, '-o', out])).code).toBe(0);
    expect((await run(['diff', sample, out])).stdout).toBe(
      '~ configuration/contacts/contact[1]/name (contact "Martin"): "Martin" -> "Martin-Durand"\n~ configuration/contacts/contact[1]/phone (contact "Martin"): ' +
        `${JSON.stringify(contact.phone)} -> "+33 1 00 00 00 00"\n`,
    );
    const notJson = await run(['set', sample, 'configuration/contacts/contact[1]', '{name:']);
    expect(notJson.code).toBe(1);
    expect(notJson.stderr).toContain('The JSON structure is invalid');
    const wrongShape = await run(['set', sample, 'configuration/contacts/contact[1]', '[1,2]']);
    expect(wrongShape.code).toBe(1);
    expect(wrongShape.stderr).toContain('The JSON structure is invalid');
  });

  it('check lists every validation error and warning with its path and exits 1 on an error; --json gives the same for tools', async () => {
    expect((await run(['check', clean])).stdout).toContain(ONLY_UNKNOWN_PARTS);
    const broken = join(dir, 'problems.xml');
    const text = readFileSync(clean, 'utf8')
      .replace('<stream-id>5764607523034234885-5012</stream-id>', '<stream-id>5764607523034234885-9999</stream-id>')
      .replace(/(<name>Parking zoom<\/name>[\s\S]*?<stream>)0(<\/stream>)/, '$11$2');
    writeFileSync(broken, text);
    expect((await run(['sign', broken, '-o', broken])).code).toBe(0);
    const result = await run(['check', broken]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('1 validation error:\n  configuration/devices/device[2]/videos/video[2]/stream: streams are in wrong order\n');
    expect(result.stdout).toMatch(/3 warnings:\n( {2}.+\n)* {2}configuration\/filters\/filter\[1\]\/stream-id: .+\n/);
    const json = await run(['check', broken, '--json']);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as { valid: boolean; version: number; corrupted: unknown[]; problems: { path: string; code: string; message: string }[] };
    expect(report).toMatchObject({ valid: false, version: 3, corrupted: [] });
    expect(report.problems.map((problem) => problem.path).toSorted()).toEqual(['configuration/devices/device[2]/videos/video[2]/stream', 'configuration/filters/filter[1]/stream-id', ...UNKNOWN_PATHS].toSorted());
    const bad = await run(['check', broken, '--json', '--salt', 'other']);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout)).toMatchObject({ valid: false, error: { code: 'CONFIG.SIGNATURE_MISMATCH' } });
    expect((await run(['check', clean, '--json'])).code).toBe(0);
  });

  it('check exits 0 with no validation problem on a site whose template gates read their own inputs (nested templates, custom gates, alerts)', async () => {
    const site = join(dir, 'site.xml');
    writeFileSync(site, withSiteGates(readFileSync(clean, 'utf8')));
    expect((await run(['sign', site, '-o', site])).code).toBe(0);
    const result = await run(['check', site]);
    expect(result.stdout).toContain(ONLY_UNKNOWN_PARTS);
    expect(result.code).toBe(0);
  });

  it('check exits 0 on a document whose only problems are warnings (a reference the appliance left behind)', async () => {
    const dangling = join(dir, 'dangling.xml');
    writeFileSync(dangling, readFileSync(clean, 'utf8').replace('<stream-id>5764607523034234885-5012</stream-id>', '<stream-id>5764607523034234885-9999</stream-id>'));
    expect((await run(['sign', dangling, '-o', dangling])).code).toBe(0);
    const result = await run(['check', dangling]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('no validation error\n3 warnings:\n');
    expect(result.stdout).toContain('  configuration/filters/filter[1]/stream-id: 5764607523034234885-9999 isn\'t a video of this configuration\n');
    for (const line of UNKNOWN_PARTS) expect(result.stdout).toContain(`  ${line}\n`);
  });

  it('diff names the devices and gates a change touches', async () => {
    const changed = join(dir, 'named.xml');
    const text = sampleText
      .replace('<time-release>30</time-release>', '<time-release>45</time-release>')
      .replace('<name>Brouillard</name>', '<name>Brume</name>')
      .replace(/(<name>Blinker clock<\/name>[\s\S]*?<period>)2000(<\/period>)/, '$12500$2');
    writeFileSync(changed, text);
    const diff = (await run(['diff', sample, changed])).stdout.split('\n').filter((line) => line !== '');
    expect(diff).toEqual([
      '~ configuration/devices/device[2]/ptz/time-release (device "Parking PTZ dome"): 30 -> 45',
      '~ configuration/controller/gates/gate[2]/name (gate "Brouillard"): "Brouillard" -> "Brume"',
      expect.stringMatching(/^~ configuration\/controller\/gates\/gate\[\d+\]\/gates\/gate\[2\]\/period \(gate "Blinker", gate "Blinker clock"\): 2000 -> 2500$/),
    ]);
  });

  it('diff matches list items by id: a removed, a kept and an added contact, each at its own place', async () => {
    const okafor = /\t\t\t<contact>\n\t\t\t\t<identifier type="guid">5764607523034234888-8202<\/identifier>[\s\S]*?<\/contact>\n/;
    const base = readFileSync(clean, 'utf8');
    const added = '\t\t\t<contact>\n\t\t\t\t<identifier type="guid">5764607523034234888-8299</identifier>\n\t\t\t\t<name>Dubois</name>\n\t\t\t\t<firstname>Léa</firstname>\n\t\t\t\t<mail>lea.dubois@example.fr</mail>\n\t\t\t\t<phone>+33600000000</phone>\n\t\t\t\t<description></description>\n\t\t\t</contact>\n';
    const edited = join(dir, 'contacts.xml');
    writeFileSync(edited, base.replace(okafor, '').replace('<phone>+41791234567</phone>', '<phone>+41790000000</phone>').replace('\n\t\t</contacts>', `\n${added}\t\t</contacts>`));
    const diff = (await run(['diff', clean, edited])).stdout.split('\n').filter((line) => line !== '');
    expect(diff).toEqual([
      expect.stringMatching(/^- configuration\/contacts\/contact\[2\] \(contact "Okafor"\) \{"id":"5764607523034234888-8202","name":"Okafor",.*\}$/),
      '~ configuration/contacts/contact[2]/phone (contact "Müller"): "+41791234567" -> "+41790000000"',
      expect.stringMatching(/^\+ configuration\/contacts\/contact\[3\] \(contact "Dubois"\) \{"id":"5764607523034234888-8299","name":"Dubois",.*\}$/),
    ]);
  });

  it('re-signs a document edited by hand', async () => {
    const edited = join(dir, 'edited.xml');
    writeFileSync(edited, readFileSync(clean, 'utf8').replace('<name>Martin</name>', '<name>Martins</name>'));
    expect((await run(['check', edited])).code).toBe(1);
    const signed = join(dir, 'signed.xml');
    expect((await run(['sign', edited, '-o', signed])).code).toBe(0);
    expect((await run(['check', signed])).code).toBe(0);
  });

  it('reports malformed XML and usage errors without crashing', async () => {
    const broken = join(dir, 'broken.xml');
    writeFileSync(broken, '<configuration-file><version>3</version>');
    const result = await run(['check', broken]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('malformed XML');
    expect((await run(['frobnicate'])).code).toBe(2);
    expect((await run(['check'])).code).toBe(2);
    const missing = await run(['check', join(dir, 'absent.xml')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^ENOENT: no such file or directory/);
  });

  it('runs as a bin', () => {
    const output = execFileSync(process.execPath, ['bin/vigil.js', 'config', 'check', clean], { encoding: 'utf8' });
    expect(output).toContain('signature');
  });
});
