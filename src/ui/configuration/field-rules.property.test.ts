import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generatedConfiguration, signedDocument } from '../../../test/generators/configuration-document.arbitrary';
import { propertyParameters } from '../../../test/support/property-seed';
import { codec, SALT } from '../../../test/support/workspace-harness';
import type { Configuration } from '../../domain/configuration/configuration';
import { setAt, valueAt, type ModelPath } from '../../domain/configuration/model-path';
import { FIELD_RULES, fieldRule, type FieldRuleTable } from '../../domain/configuration/validation/field-rules';
import { validateConfiguration } from '../../domain/configuration/validation/validate-configuration';
import { CryptoJsMd5Adapter } from '../../infrastructure/crypto/crypto-js-md5.adapter';
import { isHiddenField, locationPath, type AnyEntityDescriptor, type AnyFieldDescriptor } from './entity-descriptor';
import { PAGES } from '../routes/pages';

/**
 * One rule for a field (docs/configuration-problems.md): on documents
 * generated from the specification's field lists, every field of every
 * form of the page table refuses exactly what the validation lists as a
 * problem of that field, with the same message, and a number field's
 * bounds (what its input says it accepts) are the rule's.
 */

const md5 = new CryptoJsMd5Adapter();

function read(generated: { readonly configuration: Parameters<typeof signedDocument>[0]; readonly date: Date }): Configuration {
  const reading = codec.read(signedDocument(generated.configuration, generated.date, SALT, (text) => md5.md5(text)));
  if (!reading.valid) throw reading.error;
  return reading.configuration;
}

const DESCRIPTORS: readonly AnyEntityDescriptor[] = [
  ...new Set(PAGES.flatMap((page) => page.edits ?? []).filter((edit): edit is AnyEntityDescriptor => 'fields' in edit)),
];

const sameSteps = (a: ModelPath, b: ModelPath) => a.length === b.length && a.every((step, index) => step === b[index]);

/** The domain table of the entities a descriptor edits (the same model path), if any. */
function tableOf(descriptor: AnyEntityDescriptor): FieldRuleTable | undefined {
  return (Object.keys(FIELD_RULES) as FieldRuleTable[]).find((table) => sameSteps(FIELD_RULES[table].at, locationPath(descriptor.location)));
}

interface FormField {
  readonly descriptor: AnyEntityDescriptor;
  readonly table: FieldRuleTable | undefined;
  readonly key: string;
  readonly field: AnyFieldDescriptor;
}

const FORM_FIELDS: readonly FormField[] = DESCRIPTORS.flatMap((descriptor) =>
  Object.entries(descriptor.fields).flatMap(([key, field]) => (isHiddenField(field) ? [] : [{ descriptor, table: tableOf(descriptor), key, field }])),
);

/** Each edited entity of a configuration with its model path (by index, as the validation places problems). */
function entitiesOf(configuration: Configuration, descriptor: AnyEntityDescriptor): { readonly at: ModelPath; readonly entity: unknown }[] {
  const at = locationPath(descriptor.location);
  const found = valueAt(configuration, at);
  if ('single' in descriptor.location) return found === undefined ? [] : [{ at, entity: found }];
  return Array.isArray(found) ? found.map((entity, index) => ({ at: [...at, index], entity })) : [];
}

const PROBE_NUMBERS = [-1, 0, 1, 2, 10, 50, 51, 99, 100, 101, 255, 600, 601, 1_000, 36_500, 36_501, 65_535, 65_536, 86_400, 86_401];

const TEXT_KINDS: readonly string[] = ['text', 'email', 'phone', 'host', 'path', 'multiline'];

/** Values a person may type into a number or text field, right and wrong. */
function candidates(field: AnyFieldDescriptor): fc.Arbitrary<unknown> {
  const { input } = field;
  if (input.kind === 'integer') {
    const edges = [input.min, input.max].filter((bound): bound is number => bound !== undefined).flatMap((bound) => [bound - 1, bound, bound + 1]);
    return fc.oneof(fc.constantFrom(0, -1, 1, 65_535, 65_536, 70_000, 100_000, ...edges), fc.integer({ min: -1_000, max: 100_000 }));
  }
  return fc.oneof(
    fc.constantFrom('', ' ', '{ip}', '192.168.300.12', '10.0.0.7', 'relay.example.net', 'alerts@example.net', 'not a mail', '+33 6 12 34 56 78', '12', '/data/video', 'D:\\video', 'x'.repeat(256), 'x'.repeat(255)),
    fc.string({ maxLength: 20 }),
  );
}

/** The fields a person types into (numbers and texts), each with a value to type. */
const CHECKED = FORM_FIELDS.filter(({ field }) => field.input.kind === 'integer' || TEXT_KINDS.includes(field.input.kind));
const typed = fc.nat().chain((pick) => {
  const chosen = CHECKED[pick % CHECKED.length]!;
  return fc.tuple(fc.constant(chosen), candidates(chosen.field));
});

describe('one rule for a field: the forms and the validation agree', () => {
  it('gives every form field with a rule in the domain table that rule, and no form field a rule of its own', () => {
    const probes = ['', 'x', '{ip}', 0, -1, 70_000];
    for (const { descriptor, table, key, field } of FORM_FIELDS) {
      const rule = table ? fieldRule(table, key) : undefined;
      const where = `${descriptor.kind}.${key}`;
      expect(field.validate === undefined, `${where}: a rule in the form ⟺ a rule in FIELD_RULES`).toBe(rule === undefined);
      if (rule) for (const probe of probes) expect(field.validate!(probe, {}), where).toEqual(rule(probe, {}));
    }
    // Something is checked: the forms of stores, servers, receivers, devices and ports have rules.
    expect(FORM_FIELDS.filter(({ field }) => field.validate).length).toBeGreaterThan(30);
  });

  it('lists as a problem of the field, with its message, exactly what the field refuses, on generated documents', () => {
    fc.assert(
      fc.property(generatedConfiguration(), typed, fc.nat(), (generated, [{ descriptor, key, field }, value], pickEntity) => {
        const configuration = read(generated);
        const entities = entitiesOf(configuration, descriptor);
        if (entities.length === 0) return;
        const { at } = entities[pickEntity % entities.length]!;
        const edited = setAt(configuration, [...at, key], value);
        const entity = valueAt(edited, at);
        const refused = field.validate?.(value, entity) ?? null;
        const listed = validateConfiguration(edited).filter((problem) => sameSteps(problem.at, [...at, key]) && problem.code.startsWith('FIELD.'));
        expect(listed.map((problem) => [problem.message, problem.severity]), `${descriptor.kind}.${key} = ${JSON.stringify(value)?.slice(0, 40)}`).toEqual(
          refused ? [[refused.message, 'error']] : [],
        );
      }),
      propertyParameters({ numRuns: 120 }),
    );
  });

  it("accepts in a number field exactly the numbers its input's bounds say, where the field is shown", () => {
    const numbers = FORM_FIELDS.filter(({ field }) => field.input.kind === 'integer');
    fc.assert(
      fc.property(generatedConfiguration(), fc.nat(), fc.nat(), fc.integer({ min: -100, max: 100_000 }), (generated, pick, pickEntity, number) => {
        const configuration = read(generated);
        const { descriptor, key, field } = numbers[pick % numbers.length]!;
        const { input } = field;
        if (input.kind !== 'integer') return;
        const entities = entitiesOf(configuration, descriptor);
        if (entities.length === 0) return;
        const { at } = entities[pickEntity % entities.length]!;
        // The random number, the bounds' edges and the usual limits (a hundred attempts, ten minutes, a day, a century of days, ports).
        const edges = [input.min, input.max].filter((bound): bound is number => bound !== undefined).flatMap((bound) => [bound - 1, bound, bound + 1]);
        for (const tried of [number, ...edges, ...PROBE_NUMBERS]) {
          const entity = valueAt(setAt(configuration, [...at, key], tried), at);
          if (field.hidden?.(entity, configuration)) continue;
          // A port that may be unset (min 0): 0 means "not set", refused only while the port is in use (the descriptors' tests).
          if (input.port && input.min === 0 && tried === 0) continue;
          const within = (input.min === undefined || tried >= input.min) && (input.max === undefined || tried <= input.max);
          expect((field.validate?.(tried, entity) ?? null) === null, `${descriptor.kind}.${key} = ${tried} accepted (bounds ${input.min}…${input.max})`).toBe(within);
        }
      }),
      propertyParameters({ numRuns: 200 }),
    );
  });
});
