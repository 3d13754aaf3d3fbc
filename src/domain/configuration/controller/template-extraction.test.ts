import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyParameters } from '../../../../test/support/property-seed';
import type { Configuration } from '../configuration';
import { danglingReferences } from './gate-graph';
import { GATE_TYPES, type Gate } from './gate';
import { gate, testSite, wire } from './engine/engine-test-site';
import { LogicEngine } from './engine/logic-engine';
import { EmptyTemplateSelectionError } from './logic-errors';
import { extractTemplate, extractTemplateInScope } from './template-extraction';
import { createGate } from './gate-factory';
import { createGateOutput } from './gate-base';
import type { CompositeGate } from './gate';
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

  it('makes a template of gates inside a template: their reads of its inputs become inputs, an output it drives from them an output; the engine runs the same', () => {
    // Block (a template) reads a and b; inside, Both = and(a, b), Either = or(Both, a), Neither = not(Either) drives Block's output,
    // which After copies outside; Block's second output is Both's, which Also copies. Both and Either are made a template inside Block.
    const site = testSite(INPUTS, (io, id) => {
      const both = gate('and', 'Both', id, ['in-a', 'in-b']);
      const either = gate('or', 'Either', id, [both.outputs[0]!.id, 'in-a']);
      const neither = gate('not', 'Neither', id, [either.outputs[0]!.id]);
      const block = createGate('template', { id: 'block', name: 'Block', inputs: [{ id: 'in-a', name: 'A', linkId: io('a') }, { id: 'in-b', name: 'B', linkId: io('b') }], gates: [both, either, neither], outputs: [] }, id);
      const port = (portId: string, linkId: string) => ({ ...createGateOutput('Block', () => portId, portId), linkId });
      const outputs = [port('block-out', neither.outputs[0]!.id), port('block-out-2', both.outputs[0]!.id)];
      return [{ ...block, outputs } as Gate, gate('copy', 'After', id, ['block-out']), gate('copy', 'Also', id, ['block-out-2'])];
    });
    const block = site.configuration.controller.gates[0] as CompositeGate;
    const [both, either, neither] = block.gates as Gate[];
    let next = 0;
    const { controller, template } = extractTemplateInScope(site.configuration.controller, ['block'], new Set([both!.id, either!.id]), { name: 'Made', newGuid: () => `new-${++next}` });
    const after = { ...site.configuration, controller };
    expect(template.inputs.map((input) => input.linkId)).toEqual(['in-a', 'in-b']);
    // Either's output read by Neither, Both's by Block's second output.
    expect(template.outputs.map((output) => output.id)).toEqual([both!.outputs[0]!.id, either!.outputs[0]!.id]);
    expect((controller.gates[0] as CompositeGate).gates).toEqual([template, neither]);
    expect(controller.gates.slice(1)).toEqual(site.configuration.controller.gates.slice(1));
    expect(danglingReferences(controller, after.accesses.map((access) => access.io))).toEqual([]);
    const outputs = [both!, either!, neither!, ...site.configuration.controller.gates].flatMap((each) => each.outputs.map((output) => output.id));
    const engines = [new LogicEngine(site.configuration, { start: START }), new LogicEngine(after, { start: START })];
    const read = (engine: LogicEngine) => outputs.map((id) => engine.value(id));
    const seen: number[][] = [];
    for (const [input, value] of [['a', 1], ['b', 1], ['a', 0], ['b', 0], ['a', 1]] as const) {
      for (const engine of engines) engine.setInput(site.io(input), value);
      expect(read(engines[1]!)).toEqual(read(engines[0]!));
      seen.push(read(engines[0]!));
    }
    // The case saw the output both ways.
    expect(new Set(seen.map((values) => values.at(-1))).size).toBe(2);
  });

  it('refuses an empty selection', () => {
    expect(() => extractTemplate(chain().configuration.controller, new Set(['nothing']), { name: 'x' })).toThrow(EmptyTemplateSelectionError);
  });

  const SIMPLE = GATE_TYPES.filter((type) => !['template', 'custom', 'ping', 'command', 'alert-mail', 'alert-ftp', 'alert-monitoring', 'alarm'].includes(type));
  type Choice = { type: (typeof SIMPLE)[number]; sources: number[]; chosen: boolean };
  type Write = { after: number; input: string; value: number };
  const site = fc.record({
    gates: fc.array(fc.record({ type: fc.constantFrom(...SIMPLE), sources: fc.array(fc.nat(20), { minLength: 4, maxLength: 4 }), chosen: fc.boolean() }), { minLength: 1, maxLength: 12 }),
    writes: fc.array(fc.record({ after: fc.integer({ min: 0, max: 90_000 }), input: fc.constantFrom(...INPUTS), value: fc.integer({ min: 0, max: 1 }) }), { maxLength: 12 }),
  });

  /** Gate `index` reads, on input `at`, signal `sources[at % 4]` of [a, b, c, G0, G1, …] (modulo their count); the chosen gates make the template. */
  function runsTheSame(choices: readonly Choice[], writes: readonly Write[]): void {
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
  }

  it('runs the same when a mux latched on its own output sees its select and its data change in one instant (a loop through no stateful gate)', () => {
    // G4 = mux(select G1, off: G4 itself, on: a) holds its value while G1 is off; G1 = or(G11's first output, a),
    // G11 = demux(a, G6), G6 = and(G4, a): a loop G4 → G6 → G11 → G1 → G4 through no stateful gate. With a on, G4
    // takes a (1); when a falls in the same instant, G4 keeps 1 if G1 is evaluated before it, takes 0 otherwise.
    // That order was the gates' places in the document, and the template's ports were gates of their own: the
    // template (G0 and G4 in G0's place) read 0 where the site read 1.
    const and = (sources: number[], chosen = false): Choice => ({ type: 'and', sources, chosen });
    const choices: Choice[] = [
      and([0, 0, 0, 0], true), { type: 'or', sources: [14, 0, 0, 0], chosen: false }, and([0, 0, 0, 0]), and([0, 0, 0, 0]),
      { type: 'mux', sources: [19, 7, 0, 0], chosen: true }, and([0, 0, 0, 0]), and([7, 0, 0, 0]), and([0, 0, 0, 0]),
      and([0, 0, 0, 0]), and([0, 7, 0, 0]), and([0, 0, 0, 0]), { type: 'demux', sources: [0, 9, 0, 0], chosen: false },
    ];
    runsTheSame(choices, [{ after: 0, input: 'a', value: 1 }, { after: 0, input: 'a', value: 0 }]);
  });

  it('runs the same on generated controllers: every output reads the same before and after, at every step', () => {
    fc.assert(
      fc.property(site, ({ gates: choices, writes }) => runsTheSame(choices, writes)),
      propertyParameters({ numRuns: 150 }),
    );
  });
});
