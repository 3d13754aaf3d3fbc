import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../../domain/configuration/configuration';
import { isCompositeGate } from '../../../domain/configuration/controller/gate';
import { allGates, signalReferences } from '../../../domain/configuration/controller/gate-graph';
import { ioVariant } from '../../../domain/configuration/io';
import { ioPlaces } from '../../../domain/configuration/io-places';
import { valueAt, type ModelPath } from '../../../domain/configuration/model-path';
import { referenceIndex } from '../../../domain/configuration/validation/reference-index';
import { validateConfiguration } from '../../../domain/configuration/validation/validate-configuration';
import { ConfigurationWorkspace } from '../../../application/configuration-workspace/configuration-workspace';
import { LoadConfigurationUseCase } from '../../../application/configuration-workspace/load-configuration.use-case';
import { SaveConfigurationUseCase } from '../../../application/configuration-workspace/save-configuration.use-case';
import { documentDate, generatedConfiguration, label, signedDocument, unknownPartWarnings } from '../../../../test/generators/configuration-document.arbitrary';
import { MUTATIONS } from '../../../../test/generators/configuration-mutations';
import { escapeText, withoutEmptyLists, type XmlNode } from '../../../../test/generators/xml-tree';
import { FIXED_PROPERTY_SEED, propertyParameters, propertySeed } from '../../../../test/support/property-seed';
import { codec, CountingDecoder, edit, FakeConfigurationTransport, SALT } from '../../../../test/support/workspace-harness';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main as configCli } from '../../../composition/config-cli';
import { CryptoJsMd5Adapter } from '../../crypto/crypto-js-md5.adapter';
import { DEFAULT_CONFIGURATION_SALT } from '../../settings/configuration-salt';

const md5 = new CryptoJsMd5Adapter();
const sign = (generated: { configuration: Parameters<typeof signedDocument>[0]; date: Date }) => signedDocument(generated.configuration, generated.date, SALT, (text) => md5.md5(text));

/** A configuration's problems as code, document path and severity. */
const brief = (problems: readonly { code: string; path: string; severity: string }[]) => problems.map(({ code, path, severity }) => ({ code, path, severity }));

function readValid(text: string) {
  const reading = codec.read(text);
  if (!reading.valid) throw reading.error;
  return reading;
}

describe('documents generated from the specification alone', () => {
  it('read with nothing corrupted, validate with no problem but the range types this version does not know (once), and come back byte for byte', () => {
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

        // Every io variant of section 3, read as written (virtual ios' is-no and bistable, links, link ids, is-input).
        const variants = new Map(ioPlaces(configuration).map(({ io }) => [io.id, ioVariant(io)]));
        expect(new Map([...facts.ioVariants.keys()].map((id) => [id, variants.get(id)]))).toEqual(facts.ioVariants);
        expect(brief(validateConfiguration(configuration))).toEqual(unknownPartWarnings(facts));
        expect(codec.write(reading.handle, configuration, new Date(2031, 0, 2))).toBe(text);

        // The same document with its empty lists left out: the same model, still byte for byte.
        const shorter = sign({ configuration: withoutEmptyLists(generated.configuration), date: generated.date });
        const shorterReading = readValid(shorter);
        expect(shorterReading.corrupted).toEqual([]);
        expect(codec.toJson(shorterReading.configuration)).toEqual(codec.toJson(configuration));
        expect(codec.write(shorterReading.handle, shorterReading.configuration, new Date(2031, 0, 2))).toBe(shorter);
      }),
      propertyParameters({ numRuns: 50 }),
    );
  });

  it('save after one edit through the workspace: only the edited line, the date and the signature change', async () => {
    await fc.assert(
      fc.asyncProperty(generatedConfiguration(), fc.nat(), label, async (generated, choice, value) => {
        const text = sign(generated);
        const transport = new FakeConfigurationTransport();
        transport.text = text;
        transport.storedText = text;
        const decoder = new CountingDecoder();
        const workspace = new ConfigurationWorkspace();
        const loaded = await new LoadConfigurationUseCase(transport, decoder, workspace).execute();
        expect(loaded.kind).toBe('loaded');
        expect(brief(workspace.problems())).toEqual(unknownPartWarnings(generated.facts));
        const now = new Date(2032, 5, 7, 8, 9, 10, 11);
        const save = new SaveConfigurationUseCase(workspace, transport, decoder, { now: () => now });
        const place = pickFrom(namePlaces(workspace.draft()!), choice);
        const newValue = `${value} ✓`;
        edit(workspace, place.path, newValue);
        await expect(save.execute()).resolves.toEqual({ kind: 'saved', merged: false });

        const saved = readValid(transport.text);
        expect(saved.signatureValid).toBe(true);
        expect(saved.corrupted).toEqual([]);
        expect(valueAt(saved.configuration, place.path)).toBe(newValue);
        expect(brief(validateConfiguration(saved.configuration))).toEqual(unknownPartWarnings(generated.facts));
        // Besides the date and the signature, one line: the edited element's, changed in place (or added, where the document left it out for its default).
        const before = text.split('\n');
        const after = transport.text.split('\n');
        expect(after.slice(0, 3)).toEqual(before.slice(0, 3));
        expect(after[3]).toBe(`\t<date>${documentDate(now)}</date>`);
        expect(after[4]).toBe(`\t<signature>${saved.signature}</signature>`);
        const edited = new RegExp(`^\\t+<${place.element}>${escapeRegExp(escapeText(newValue))}</${place.element}>$`);
        const changed = after.flatMap((line, index) => (index > 4 && line !== before[index] ? [index] : []));
        if (after.length === before.length) {
          expect(changed).toHaveLength(1);
          expect(after[changed[0]!]).toMatch(edited);
          // In place: same indentation, same element.
          expect(/^\t+<[a-z-]+/.exec(after[changed[0]!]!)![0]).toBe(/^\t+<[a-z-]+/.exec(before[changed[0]!]!)![0]);
        } else {
          expect(after).toHaveLength(before.length + 1);
          const added = changed[0]!;
          expect(after[added]).toMatch(edited);
          // Where the specification lists it: a name right after the identifier (a server's after `default`, a range's or an unidentified gate's after `type`).
          const indent = /^\t+/.exec(after[added]!)![0];
          expect(after[added - 1]).toMatch(new RegExp(`^${indent}<(identifier|type|default)[ >]`));
          expect([...after.slice(0, added), ...after.slice(added + 1)].slice(5)).toEqual(before.slice(5));
        }
      }),
      propertyParameters({ numRuns: 40 }),
    );
  });
});

/** The names and texts an installer edits on the pages, with their element names. */
function namePlaces(configuration: Configuration): { path: ModelPath; element: string }[] {
  const places: { path: ModelPath; element: string }[] = [{ path: ['parameters', 'title'], element: 'title' }];
  const add = (path: ModelPath, element = 'name') => places.push({ path, element });
  configuration.parameters.stores.forEach((_, index) => add(['parameters', 'stores', index, 'name']));
  configuration.groups.forEach((group, index) => {
    add(['groups', index, 'name']);
    group.users.forEach((__, user) => add(['groups', index, 'users', user, 'name']));
  });
  configuration.devices.forEach((device, index) => device.videos.forEach((__, video) => add(['devices', index, 'videos', video, 'name'])));
  configuration.calendars.forEach((calendar, index) => {
    add(['calendars', index, 'name']);
    calendar.ranges.forEach((__, range) => add(['calendars', index, 'ranges', range, 'name']));
  });
  for (const { gate, at } of allGates(configuration.controller)) {
    add(['controller', ...at, 'name']);
    if (isCompositeGate(gate)) gate.inputs.forEach((__, input) => add(['controller', ...at, 'inputs', input, 'name']));
  }
  configuration.contacts.forEach((_, index) => {
    add(['contacts', index, 'name']);
    add(['contacts', index, 'firstname'], 'firstname');
  });
  for (const list of ['alarms', 'ftpClients', 'emails', 'messages'] as const) configuration[list].forEach((_, index) => add([list, index, 'name']));
  return places;
}

function pickFrom<T>(items: readonly T[], choice: number): T {
  return items[choice % items.length]!;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('vigil config check on generated documents', () => {
  it('exits 0 with "no validation problem" on documents whose templates read their own inputs; 0 on a dangling reference (a warning); 1 on an error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-generated-'));
    const check = async (configuration: XmlNode, date: Date) => {
      const file = join(dir, 'configuration.xml');
      writeFileSync(file, signedDocument(configuration, date, DEFAULT_CONFIGURATION_SALT, (text) => md5.md5(text)));
      let stdout = '';
      const code = await configCli(['check', file], { stdout: { write: (chunk: string) => (stdout += chunk) }, stderr: { write: () => true }, env: {} });
      return { code, stdout };
    };
    const dangling = MUTATIONS.find((mutation) => mutation.name === "a template's input read from outside its template")!;
    const secondDefault = MUTATIONS.find((mutation) => mutation.name === 'a second default store')!;
    await fc.assert(
      fc.asyncProperty(generatedConfiguration({ maxItems: 2 }), fc.nat(), async (generated, choice) => {
        expect(generated.facts.templateInputs.length).toBeGreaterThan(0);
        const unknown = unknownPartWarnings(generated.facts);
        const valid = await check(generated.configuration, generated.date);
        expect(valid.stdout).toContain(unknown.length === 0
          ? 'no corrupted entity\nno validation problem\n'
          : `no corrupted entity\nno validation error\n1 warning:\n  ${unknown[0]!.path}: unknown range type 9: kept as read, never active in a simulation (${generated.facts.genericRanges.length} in this document)\n`);
        expect(valid.code).toBe(0);
        const warned = dangling.apply(generated, choice)!;
        const warning = await check(warned.configuration, generated.date);
        expect(warning.stdout).toContain(`no validation error\n${unknown.length + 1} warning${unknown.length === 0 ? '' : 's'}:\n  ${warned.expected.path}: `);
        expect(warning.code).toBe(0);
        const broken = secondDefault.apply(generated, choice)!;
        const error = await check(broken.configuration, generated.date);
        expect(error.stdout).toContain(`1 validation error:\n  ${broken.expected.path}: only one store may be the default\n`);
        expect(error.code).toBe(1);
      }),
      propertyParameters({ numRuns: 10 }),
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
        const problems = validateConfiguration(reading.configuration);
        expect(brief(problems)).toEqual([mutated!.expected, ...unknownPartWarnings(generated.facts)]);
        // The model place names the same thing as the document path.
        expect(valueAt(reading.configuration, problems[0]!.at)).toBeDefined();
      }),
      propertyParameters({ numRuns: 10 }),
    );
  });
});

describe('property seeds (VIGIL_PROPERTY_SEED)', () => {
  it('a fixed seed by default, a given one, or a new one with random; anything else is refused', () => {
    expect(propertySeed(undefined)).toBe(FIXED_PROPERTY_SEED);
    expect(propertySeed('')).toBe(FIXED_PROPERTY_SEED);
    expect(propertySeed('1234')).toBe(1234);
    expect(Number.isInteger(propertySeed('random'))).toBe(true);
    expect(() => propertySeed('often')).toThrow("VIGIL_PROPERTY_SEED must be 'random' or an integer, not 'often'");
  });

  it('a failure names its seed and how to replay it, with the property\'s own error as the cause', () => {
    const previous = process.env.VIGIL_PROPERTY_SEED;
    process.env.VIGIL_PROPERTY_SEED = '4242';
    try {
      let failure: unknown;
      try {
        fc.assert(fc.property(fc.nat(), (n) => {
          expect(n).toBeLessThan(10);
        }), propertyParameters());
      } catch (error) {
        failure = error;
      }
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toContain('seed: 4242');
      expect((failure as Error).message).toContain('Replay this run: VIGIL_PROPERTY_SEED=4242 npx vitest run');
      expect(String((failure as Error).cause)).toContain('expected 10 to be less than 10');
    } finally {
      if (previous === undefined) delete process.env.VIGIL_PROPERTY_SEED;
      else process.env.VIGIL_PROPERTY_SEED = previous;
    }
  });
});

describe('saving a generated document that already has a problem', () => {
  const loadWorkspace = async (text: string) => {
    const transport = new FakeConfigurationTransport();
    transport.text = text;
    transport.storedText = text;
    const decoder = new CountingDecoder();
    const workspace = new ConfigurationWorkspace();
    expect((await new LoadConfigurationUseCase(transport, decoder, workspace).execute()).kind).toBe('loaded');
    return { transport, workspace, save: new SaveConfigurationUseCase(workspace, transport, decoder, { now: () => new Date(2033, 0, 1) }) };
  };

  it.each(['a second default store', 'a user in two groups', 'an alert naming a contact that is not there', "a template's input read from outside its template"])(
    '%s: shown, and an unrelated edit still saves; an edit adding an error does not',
    async (name) => {
      const mutation = MUTATIONS.find((each) => each.name === name)!;
      await fc.assert(
        fc.asyncProperty(generatedConfiguration({ maxItems: 2 }), fc.nat(), label, async (generated, choice, value) => {
          const mutated = mutation.apply(generated, choice);
          fc.pre(mutated !== undefined);
          const { transport, workspace, save } = await loadWorkspace(sign({ configuration: mutated.configuration, date: generated.date }));
          const unknown = unknownPartWarnings(generated.facts);
          expect(workspace.problems().map((problem) => problem.path)).toEqual([mutated.expected.path, ...unknown.map((warning) => warning.path)]);
          edit(workspace, ['parameters', 'title'], `${value} ✓`);
          expect(workspace.problemComparison().preexisting.map((problem) => problem.code)).toEqual([mutated.expected.code, ...unknown.map((warning) => warning.code)]);
          expect(workspace.problemComparison().blocking).toEqual([]);
          await expect(save.execute()).resolves.toEqual({ kind: 'saved', merged: false });
          expect(readValid(transport.text).configuration.parameters.title).toBe(`${value} ✓`);

          edit(workspace, ['contacts', 0, 'mail'], 'not a mail');
          const outcome = await save.execute();
          expect(outcome.kind).toBe('invalid');
          expect(outcome.kind === 'invalid' && outcome.problems.map(({ code, path }) => ({ code, path }))).toEqual([{ code: 'FIELD.INVALID_EMAIL', path: 'configuration/contacts/contact[1]/mail' }]);
        }),
        propertyParameters({ numRuns: 8 }),
      );
    },
  );
});
