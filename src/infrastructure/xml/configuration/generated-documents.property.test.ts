import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signalReferences } from '../../../domain/configuration/controller/gate-graph';
import { referenceIndex } from '../../../domain/configuration/validation/reference-index';
import { validateConfiguration } from '../../../domain/configuration/validation/validate-configuration';
import { ConfigurationWorkspace } from '../../../application/configuration-workspace/configuration-workspace';
import { LoadConfigurationUseCase } from '../../../application/configuration-workspace/load-configuration.use-case';
import { SaveConfigurationUseCase } from '../../../application/configuration-workspace/save-configuration.use-case';
import { documentDate, generatedConfiguration, label, signedDocument } from '../../../../test/generators/configuration-document.arbitrary';
import { MUTATIONS } from '../../../../test/generators/configuration-mutations';
import { escapeText } from '../../../../test/generators/xml-tree';
import { propertyParameters } from '../../../../test/support/property-seed';
import { codec, CountingDecoder, edit, FakeConfigurationTransport, SALT } from '../../../../test/support/workspace-harness';
import { CryptoJsMd5Adapter } from '../../crypto/crypto-js-md5.adapter';

const md5 = new CryptoJsMd5Adapter();
const sign = (generated: { configuration: Parameters<typeof signedDocument>[0]; date: Date }) => signedDocument(generated.configuration, generated.date, SALT, (text) => md5.md5(text));

function readValid(text: string) {
  const reading = codec.read(text);
  if (!reading.valid) throw reading.error;
  return reading;
}

describe('documents generated from the specification alone', () => {
  it('read with nothing corrupted, validate with no problem at all, and come back byte for byte', () => {
    fc.assert(
      fc.property(generatedConfiguration(), (generated) => {
        const text = sign(generated);
        const reading = readValid(text);
        expect(reading.signatureValid).toBe(true);
        expect(reading.corrupted).toEqual([]);
        const { configuration } = reading;
        // What was written is what was read (the reading is not vacuous).
        const { facts } = generated;
        expect(configuration.parameters.stores.map((store) => store.id)).toEqual(facts.stores);
        expect(configuration.parameters.stores.filter((store) => store.default).map((store) => store.id)).toEqual([facts.defaultStore]);
        expect(configuration.devices.map((device) => device.id)).toEqual(facts.devices);
        expect(configuration.devices.flatMap((device) => device.videos.map((video) => video.id))).toEqual(facts.videos);
        expect(configuration.groups.flatMap((group) => group.users.map((user) => user.id))).toEqual(facts.users);
        expect(configuration.contacts.map((contact) => contact.id)).toEqual(facts.contacts);
        expect(configuration.controller.gates).toHaveLength(facts.gates);
        expect(configuration.calendars).toHaveLength(facts.calendars);
        // Templates' nested gates read their templates' own inputs, and those references resolve there.
        const resolved = signalReferences(configuration.controller, referenceIndex(configuration).externalIos);
        expect(resolved.filter((reference) => reference.kind === 'gate-input' && reference.source?.kind === 'template-input')).toHaveLength(facts.scopedReads);
        expect(resolved.filter((reference) => reference.kind === 'template-output' && reference.source !== undefined)).toHaveLength(facts.drivenOutputs);

        expect(validateConfiguration(configuration)).toEqual([]);
        expect(codec.write(reading.handle, configuration, new Date(2031, 0, 2))).toBe(text);
      }),
      propertyParameters({ numRuns: 50 }),
    );
  });

  it('save after one edit through the workspace: only the edited line, the date and the signature change', async () => {
    const edits = fc.constantFrom('title', 'store', 'contact');
    await fc.assert(
      fc.asyncProperty(generatedConfiguration(), edits, label, async (generated, which, value) => {
        const text = sign(generated);
        const transport = new FakeConfigurationTransport();
        transport.text = text;
        transport.storedText = text;
        const decoder = new CountingDecoder();
        const workspace = new ConfigurationWorkspace();
        const loaded = await new LoadConfigurationUseCase(transport, decoder, workspace).execute();
        expect(loaded.kind).toBe('loaded');
        expect(workspace.problems()).toEqual([]);
        const now = new Date(2032, 5, 7, 8, 9, 10, 11);
        const save = new SaveConfigurationUseCase(workspace, transport, decoder, { now: () => now });
        const newValue = `${value} ✓`;
        const [path, line] = {
          title: [['parameters', 'title'], `\t\t\t<title>${escapeText(newValue)}</title>`],
          store: [['parameters', 'stores', 0, 'name'], `\t\t\t\t\t<name>${escapeText(newValue)}</name>`],
          contact: [['contacts', 0, 'firstname'], `\t\t\t\t<firstname>${escapeText(newValue)}</firstname>`],
        }[which] as [(string | number)[], string];
        edit(workspace, path, newValue);
        const outcome = await save.execute();
        expect(outcome).toEqual({ kind: 'saved', merged: false });
        const before = text.split('\n');
        const after = transport.text.split('\n');
        expect(after).toHaveLength(before.length);
        const changed = after.filter((each, index) => each !== before[index]);
        const signature = readValid(transport.text).signature;
        expect(changed).toEqual([`\t<date>${documentDate(now)}</date>`, `\t<signature>${signature}</signature>`, line]);
        expect(readValid(transport.text).signatureValid).toBe(true);
      }),
      propertyParameters({ numRuns: 30 }),
    );
  });
});

describe('generated documents broken in exactly one place', () => {
  it.each(MUTATIONS.map((mutation) => [mutation.name, mutation] as const))('%s: exactly that one problem', (_, mutation) => {
    fc.assert(
      fc.property(generatedConfiguration(), fc.nat(), (generated, choice) => {
        const mutated = mutation.apply(generated, choice);
        fc.pre(mutated !== undefined);
        const reading = readValid(sign({ configuration: mutated!.configuration, date: generated.date }));
        expect(reading.corrupted).toEqual([]);
        const problems = validateConfiguration(reading.configuration).map(({ code, path, severity }) => ({ code, path, severity }));
        expect(problems).toEqual([mutated!.expected]);
      }),
      propertyParameters({ numRuns: 10 }),
    );
  });
});
