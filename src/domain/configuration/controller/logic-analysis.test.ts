import { describe, expect, it } from 'vitest';
import { createCalendar } from '../calendar';
import { createConfiguration, type Configuration } from '../configuration';
import { sequentialGuids } from '../guid';
import { addGate, createController } from './controller';
import type { Gate } from './gate';
import { createGate } from './gate-factory';
import { cloneGates } from './logic-clone';
import { connectedComponents } from '../../../../test/support/logic-graph-reference';
import { cycleWarnings, gateWarnings } from './logic-analysis';
import { buildLogicGraph, scopeOutline } from './logic-graph';
import { indexLogic } from './logic-parts';

/** The loops through no stateful gate that the warnings name (from the editor's index of the configuration), each as its sorted gate ids. */
function statelessCycles(configuration: Configuration): string[][] {
  const warnings = cycleWarnings(indexLogic(scopeOutline(configuration)).cycles);
  const cycles = warnings.flatMap((warning) => (warning.kind === 'stateless-cycle' ? [[...warning.cycle].sort().join(' ')] : []));
  return [...new Set(cycles)].map((cycle) => cycle.split(' '));
}

function withGates(gates: Gate[]): Configuration {
  const newGuid = sequentialGuids(5);
  const calendar = createCalendar({ name: 'Hours' }, newGuid);
  return createConfiguration({ calendars: [calendar], controller: gates.reduce(addGate, createController({}, newGuid)) }, newGuid);
}

const newGuid = sequentialGuids(1);
const and = createGate('and', { id: 'a' }, newGuid);
const or = createGate('or', { id: 'b' }, newGuid);
const rs = createGate('rs', { id: 'c' }, newGuid);
const fed = (gate: Gate, ...sources: Gate[]): Gate => ({ ...gate, inputs: sources.map((source) => ({ linkId: source.outputs[0]!.id })) });

describe('logic analysis', () => {
  it('finds a loop through no stateful gate, and not one through an rs', () => {
    const loop = withGates([fed(and, or, or), fed(or, and, and)]);
    expect(statelessCycles(loop)).toEqual([['a', 'b']]);
    const latched = withGates([fed(and, rs, rs), fed(rs, and, and)]);
    expect(statelessCycles(latched)).toEqual([]);
  });

  it('finds a gate feeding itself', () => {
    expect(statelessCycles(withGates([fed(and, and, and)]))).toEqual([['a']]);
  });

  it('warns of unconnected inputs and alerts with no recipient', () => {
    const mail = createGate('alert-mail', { id: 'm' }, newGuid);
    const configuration = withGates([and, fed(mail, and)]);
    const warnings = configuration.controller.gates.flatMap(gateWarnings);
    expect(warnings).toContainEqual({ kind: 'unconnected-input', node: 'a', port: 'in:0' });
    expect(warnings).toContainEqual({ kind: 'no-recipient', node: 'm' });
    expect(warnings.some((warning) => warning.node === 'm' && warning.kind === 'unconnected-input')).toBe(false);
  });

  it('the reference groups the index is checked against split the graph into connected groups, largest first', () => {
    const lone = createGate('not', { id: 'n' }, newGuid);
    const configuration = withGates([and, fed(or, and, and), lone]);
    const groups = connectedComponents(buildLogicGraph(configuration));
    expect(groups.map((group) => [...group].sort())).toEqual([['a', 'b'], ['n']]);
  });

  it('handles a chain of 10,000 gates without overflowing', () => {
    const chainGuid = sequentialGuids(8);
    const chain: Gate[] = [];
    for (let index = 0; index < 10_000; index += 1) {
      const gate = createGate('not', {}, chainGuid);
      chain.push(index === 0 ? gate : fed(gate, chain[index - 1]!));
    }
    const configuration = withGates(chain);
    expect(statelessCycles(configuration)).toEqual([]);
    expect(connectedComponents(buildLogicGraph(configuration))[0]).toHaveLength(10_000);
  });
});

describe('copy with fresh identifiers', () => {
  it('gives the copies new ids and keeps wires inside the group on the copies, outside ones on their source', () => {
    const calendarIo = '5-9';
    const first = { ...and, inputs: [{ linkId: calendarIo }, { linkId: '' }] };
    const second = fed(or, first, first);
    const [copyA, copyB] = cloneGates([first, second], sequentialGuids(77));
    expect(copyA!.id).not.toBe('a');
    expect(copyA!.outputs[0]!.id).not.toBe(first.outputs[0]!.id);
    expect(copyA!.inputs[0]!.linkId).toBe(calendarIo);
    expect(copyB!.inputs[0]!.linkId).toBe(copyA!.outputs[0]!.id);
  });

  it('renames nested gates of a template and its parameters with them', () => {
    const inner = createGate('clock', { id: 'k' }, newGuid);
    const template = createGate('template', { id: 't', gates: [inner], parameters: [{ gateIdentifier: 'k', name: 'period', value: 1000, optional: false }] }, newGuid);
    const [copy] = cloneGates([template], sequentialGuids(78));
    const nested = 'gates' in copy! ? copy.gates[0]! : undefined;
    expect(nested?.id).not.toBe('k');
    expect('parameters' in copy! && copy.parameters[0]!.gateIdentifier).toBe(nested?.id);
  });

  it('renames a template’s own inputs, and the nested gates and outputs reading them follow', () => {
    const inner = { ...createGate('not', { id: 'n' }, newGuid), inputs: [{ linkId: 'own' }] };
    const template = createGate('template', { id: 't', inputs: [{ id: 'own', name: 'Arm', linkId: '5-9' }], gates: [inner] }, newGuid);
    const withOutput = { ...template, outputs: [{ ...template.outputs[0]!, id: 'o', linkId: inner.outputs[0]!.id }] } as typeof template;
    const [copy] = cloneGates([withOutput], sequentialGuids(79));
    const own = copy!.inputs[0]!;
    expect(own.id).not.toBe('own');
    expect(own.linkId).toBe('5-9');
    const nested = 'gates' in copy! ? copy.gates[0]! : undefined;
    expect(nested?.inputs[0]!.linkId).toBe(own.id);
    expect(copy!.outputs[0]!.linkId).toBe(nested?.outputs[0]!.id);
  });
});
