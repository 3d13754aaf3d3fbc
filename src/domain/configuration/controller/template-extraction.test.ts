import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyParameters } from '../../../../test/support/property-seed';
import type { Configuration } from '../configuration';
import { danglingReferences } from './gate-graph';
import { GATE_TYPES, type Gate } from './gate';
import { gate, testSite, wire } from './engine/engine-test-site';
import { LogicEngine } from './engine/logic-engine';
import { EmptyTemplateSelectionError } from './logic-errors';
import { extractTemplate } from './template-extraction';
import type { TemplateGate } from './gates/template.gate';

const START = new Date(2026, 0, 5, 12, 0, 0).getTime();
const INPUTS = ['a', 'b', 'c'];

/** a → and(a, b) → or(and, c) → not(or), and a link carrying the not's output. */
function chain() {
  return testSite(INPUTS, (io, id) => {
    const and = gate('and', 'Both', id, [io('a'), io('b')]);
    const or = gate('or', 'Either', id, [and.outputs[0]!.id, io('c')]);
    const not = gate('not', 'Neither', id, [or.outputs[0]!.id]);
    return [and, or, not];
  }, { links: (gates) => [{ id: 'link-1', linkId: gates[2]!.outputs[0]!.id }] });
}

function extracted(configuration: Configuration, ids: readonly string[]): { configuration: Configuration; template: TemplateGate } {
  let next = 0;
  const { controller, template } = extractTemplate(configuration.controller, new Set(ids), { name: 'Made', newGuid: () => `new-${++next}` });
  return { configuration: { ...configuration, controller }, template };
}

describe('extractTemplate', () => {
  it('makes the wires crossing the selection its identified inputs and outputs, and leaves everything outside as it was', () => {
    const site = chain();
    const [and, or, not] = site.configuration.controller.gates;
    const { configuration, template } = extracted(site.configuration, [and!.id, or!.id]);
    // Three signals from outside (a, b, c), each once, with an identifier the nested gates read.
    expect(template.inputs.map((input) => input.linkId)).toEqual([site.io('a'), site.io('b'), site.io('c')]);
    expect(template.inputs.every((input) => input.id !== undefined)).toBe(true);
    expect(template.gates[0]!.inputs.map((input) => input.linkId)).toEqual([template.inputs[0]!.id, template.inputs[1]!.id]);
    // Only the or's output is read outside (by the not): the template's output keeps its guid, driven by the nested or.
    expect(template.outputs.map((output) => output.id)).toEqual([or!.outputs[0]!.id]);
    expect(template.gates[1]!.outputs[0]!.id).toBe(template.outputs[0]!.linkId);
    expect(template.gates[1]!.inputs[0]!.linkId).toBe(and!.outputs[0]!.id);
    // In the selection's place; the not and the link untouched.
    expect(configuration.controller.gates).toEqual([template, not]);
    expect(configuration.controller.links).toEqual(site.configuration.controller.links);
    expect(danglingReferences(configuration.controller, configuration.accesses.map((access) => access.io))).toEqual([]);
  });

  it('gives an output read by a controller link to the template, and names the inputs as asked', () => {
    const site = chain();
    const not = site.configuration.controller.gates[2]!;
    const { template } = extractTemplate(site.configuration.controller, new Set([not.id]), { name: 'Inverse', inputName: (_, index) => `In ${index + 1}` });
    expect(template.outputs.map((output) => output.id)).toEqual([not.outputs[0]!.id]);
    expect(template.inputs.map((input) => input.name)).toEqual(['In 1']);
  });

  it('refuses an empty selection', () => {
    expect(() => extractTemplate(chain().configuration.controller, new Set(['nothing']), { name: 'x' })).toThrow(EmptyTemplateSelectionError);
  });

  const SIMPLE = GATE_TYPES.filter((type) => !['template', 'custom', 'ping', 'command', 'alert-mail', 'alert-ftp', 'alert-monitoring', 'alarm'].includes(type));
  const site = fc.record({
    gates: fc.array(fc.record({ type: fc.constantFrom(...SIMPLE), sources: fc.array(fc.nat(20), { minLength: 4, maxLength: 4 }), chosen: fc.boolean() }), { minLength: 1, maxLength: 12 }),
    writes: fc.array(fc.record({ after: fc.integer({ min: 0, max: 90_000 }), input: fc.constantFrom(...INPUTS), value: fc.integer({ min: 0, max: 1 }) }), { maxLength: 12 }),
  });

  it('runs the same on generated controllers: every output reads the same before and after, at every step', () => {
    fc.assert(
      fc.property(site, ({ gates: choices, writes }) => {
        const made = testSite(INPUTS, (io, id) => {
          const gates: Gate[] = choices.map((choice, index) => gate(choice.type, `G${index}`, id, []));
          const signals = () => [...INPUTS.map(io), ...gates.map((each) => each.outputs[0]?.id ?? '')];
          return gates.map((each, index) => ({ ...each, inputs: each.inputs.length === 0 ? each.inputs : wire(...each.inputs.map((_, at) => signals()[choices[index]!.sources[at % 4]! % signals().length]!)) }) as Gate);
        }, { links: (gates) => [{ id: 'link-1', linkId: gates.at(-1)!.outputs[0]?.id ?? '' }] });
        const selected = made.configuration.controller.gates.filter((_, index) => choices[index]!.chosen).map((each) => each.id);
        fc.pre(selected.length > 0);
        const { configuration } = extracted(made.configuration, selected);
        const outputs = made.configuration.controller.gates.flatMap((each) => each.outputs.map((output) => output.id));
        const before = new LogicEngine(made.configuration, { start: START });
        const after = new LogicEngine(configuration, { start: START });
        const read = (engine: LogicEngine) => outputs.map((id) => engine.value(id));
        expect(read(after)).toEqual(read(before));
        let time = START;
        for (const write of writes) {
          time += write.after;
          for (const engine of [before, after]) {
            engine.step(time);
            engine.setInput(made.io(write.input), write.value);
          }
          expect(read(after)).toEqual(read(before));
        }
        for (const engine of [before, after]) engine.step(time + 120_000);
        expect(read(after)).toEqual(read(before));
      }),
      propertyParameters({ numRuns: 150 }),
    );
  });
});
