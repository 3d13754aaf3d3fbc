import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConfiguration } from '../../../src/domain/configuration/validation/validate-configuration';
import { NodeMd5Adapter } from '../../../src/infrastructure/crypto/node-md5.adapter';
import { startSimulatorServer, type RunningSimulator } from '../../../src/composition/node-servers';
import { XmlConfigurationCodecAdapter } from '../../../src/infrastructure/xml/xml-configuration-codec.adapter';
import { generatedConfiguration, signedDocument, unknownPartWarnings } from '../../generators/configuration-document.arbitrary';
import { appendChild, element, guid, leaf, list } from '../../generators/xml-tree';
import { propertyParameters } from '../../support/property-seed';
import { at, consoleHeaders, postJson } from './support/appliance-http';

const SALT = 'integration-salt';
const hash = new NodeMd5Adapter();
const codec = new XmlConfigurationCodecAdapter(hash, SALT);
let server: RunningSimulator;
const url = (path: string): string => at(server.url, path);
const admin = consoleHeaders('admin', '');
/** The appliance signs in root accounts of the document it holds: each generated document gets one, known to the test. */
const installer = consoleHeaders('installer', 'Install-1');
const installerGroup = {
  ...element('group', guid('18446744073709551615-1'), leaf('name', 'Installers'), leaf('root', true),
    list('users', [element('user', guid('18446744073709551615-2'), leaf('name', 'installer'), leaf('password', 'Install-1'), leaf('remote', false))]), list('rights', [])),
  item: true,
};

/**
 * The model as JSON, passwords left out: the appliance stores those it is sent
 * in clear crypted (and the generator's crypted values are not the appliance's
 * ciphertext, so the test reads the stored form, not `?uncrypted`).
 */
function withoutPasswords(configuration: unknown): unknown {
  return JSON.parse(JSON.stringify(codec.toJson(configuration as never), (key, value: unknown) => (key === 'password' ? undefined : value)));
}

beforeAll(async () => {
  server = await startSimulatorServer({ port: 0, salt: SALT });
});
afterAll(() => server.close());

describe('simulated appliance over HTTP: documents generated from the specification', () => {
  it('takes each one and serves back the same configuration, valid, with nothing corrupted', async () => {
    await fc.assert(
      fc.asyncProperty(generatedConfiguration({ maxItems: 2 }), async (generated) => {
        await postJson(url('/__simulator/reset'), {});
        const text = signedDocument(appendChild(generated.configuration, 'configuration/groups', installerGroup), generated.date, SALT, (value) => hash.md5(value));
        const posted = await fetch(url('/api/configuration'), { method: 'POST', headers: { ...admin, 'content-type': 'text/xml' }, body: text });
        expect(posted.status, await posted.clone().text()).toBe(200);
        const response = await fetch(url('/api/configuration'), { headers: installer });
        const served = await response.text();
        expect(response.status, served).toBe(200);
        const reading = codec.read(served);
        if (!reading.valid) throw reading.error;
        expect(reading.signatureValid).toBe(true);
        expect(reading.corrupted).toEqual([]);
        expect(validateConfiguration(reading.configuration).map(({ code, path, severity }) => ({ code, path, severity }))).toEqual(unknownPartWarnings(generated.facts));
        const sent = codec.read(text);
        if (!sent.valid) throw sent.error;
        expect(withoutPasswords(reading.configuration)).toEqual(withoutPasswords(sent.configuration));
      }),
      propertyParameters({ numRuns: 10 }),
    );
  });
});
