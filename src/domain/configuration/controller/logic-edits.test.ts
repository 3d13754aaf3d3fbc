import { describe, expect, it } from 'vitest';
import { createCalendar } from '../calendar';
import { createConfiguration, type Configuration } from '../configuration';
import { sequentialGuids } from '../guid';
import { createLink } from '../link';
import { addGate, createController } from './controller';
import { createUnsupportedGate, type Gate } from './gate';
import { createGate } from './gate-factory';
import { addGates, addPort, connect, deleteNodes, disconnect, removePort } from './logic-edits';
import { buildLogicGraph } from './logic-graph';
import { LogicConnectionError } from './logic-errors';

function site(): Configuration {
  const newGuid = sequentialGuids(5);
  const calendar = createCalendar({ name: 'Opening hours' }, newGuid);
  let controller = createController({}, newGuid);
  controller = addGate(controller, createGate('and', { id: '1-1' }, newGuid));
  controller = addGate(controller, createGate('or', { id: '1-2' }, newGuid));
  controller = addGate(controller, createGate('threshold', { id: '1-3' }, newGuid));
  controller = addGate(controller, createGate('demux', { id: '1-4' }, newGuid));
  controller = addGate(controller, createUnsupportedGate('future', { id: '1-5', name: 'Future', inputs: [{ linkId: '' }], outputs: [] }, null));
  return createConfiguration({ calendars: [calendar], controller }, newGuid);
}

const gate = (configuration: Configuration, id: string): Gate => configuration.controller.gates.find((each) => each.id === id)!;
const out = (configuration: Configuration, id: string, index = 0): string => gate(configuration, id).outputs[index]!.id;

describe('logic edits', () => {
  it('connects an io to a gate input, and a new source replaces the old one', () => {
    const start = site();
    const calendarIo = start.calendars[0]!.io.id;
    const wired = connect(start, [], calendarIo, { node: '1-1', port: 'in:1' });
    expect(gate(wired, '1-1').inputs[1]?.linkId).toBe(calendarIo);
    const rewired = connect(wired, [], out(wired, '1-2'), { node: '1-1', port: 'in:1' });
    expect(gate(rewired, '1-1').inputs[1]?.linkId).toBe(out(wired, '1-2'));
    expect(gate(disconnect(rewired, [], { node: '1-1', port: 'in:1' }), '1-1').inputs[1]?.linkId).toBe('');
  });

  it('refuses a logic signal into an analogue input, with the reason', () => {
    const start = site();
    expect(() => connect(start, [], out(start, '1-1'), { node: '1-3', port: 'in:0' })).toThrow('a logic output cannot drive an analogue input');
    expect(() => connect(start, [], out(start, '1-1'), { node: '1-3', port: 'in:0' })).toThrow(LogicConnectionError);
  });

  it('refuses unknown ports and edits of an unknown gate type', () => {
    const start = site();
    expect(() => connect(start, [], out(start, '1-1'), { node: '1-2', port: 'in:7' })).toThrow('no such port');
    expect(() => connect(start, [], out(start, '1-1'), { node: '1-5', port: 'in:0' })).toThrow(/no such port|unknown type/);
    expect(() => addPort(start, [], '1-5')).toThrow('a gate of an unknown type cannot be edited');
  });

  it('adds and removes inputs of an n-ary gate keeping each input its source', () => {
    const start = site();
    const calendarIo = start.calendars[0]!.io.id;
    let edited = addPort(start, [], '1-1');
    edited = connect(edited, [], calendarIo, { node: '1-1', port: 'in:2' });
    edited = connect(edited, [], out(edited, '1-2'), { node: '1-1', port: 'in:0' });
    edited = removePort(edited, [], '1-1', 'in:1');
    expect(gate(edited, '1-1').inputs.map((input) => input.linkId)).toEqual([out(start, '1-2'), calendarIo]);
    expect(() => removePort(edited, [], '1-1', 'in:0')).toThrow('this gate cannot take more or fewer ports');
    expect(() => addPort(start, [], '1-3')).toThrow(LogicConnectionError);
  });

  it('adds a demux output, and removing one disconnects what it drove', () => {
    let edited = addPort(site(), [], '1-4', () => '8-1');
    expect(gate(edited, '1-4').outputs).toHaveLength(3);
    edited = connect(edited, [], '8-1', { node: '1-1', port: 'in:0' });
    edited = removePort(edited, [], '1-4', '8-1');
    expect(gate(edited, '1-4').outputs).toHaveLength(2);
    expect(gate(edited, '1-1').inputs[0]?.linkId).toBe('');
  });

  it('deletes gates with their wires: inputs they drove are disconnected, links carrying them removed', () => {
    let edited = connect(site(), [], out(site(), '1-1'), { node: '1-2', port: 'in:0' });
    edited = { ...edited, controller: { ...edited.controller, links: [createLink(out(edited, '1-1'), () => '8-8')] } };
    const after = deleteNodes(edited, [], new Set(['1-1']));
    expect(after.controller.gates.map((each) => each.id)).toEqual(['1-2', '1-3', '1-4', '1-5']);
    expect(gate(after, '1-2').inputs[0]?.linkId).toBe('');
    expect(after.controller.links).toEqual([]);
    expect(deleteNodes(edited, [], new Set(['nothing']))).toBe(edited);
  });

  it('adds gates inside a template scope', () => {
    const newGuid = sequentialGuids(4);
    const template = createGate('template', { id: '3-0' }, newGuid);
    const configuration = createConfiguration({ controller: addGate(createController({}, newGuid), template) }, newGuid);
    const edited = addGates(configuration, ['3-0'], [createGate('not', { id: '3-1' }, newGuid)]);
    const inside = edited.controller.gates[0]!;
    expect('gates' in inside && inside.gates.map((each) => each.id)).toEqual(['3-1']);
  });
});

describe('inside a template', () => {
  function templated(): Configuration {
    const newGuid = sequentialGuids(7);
    const not = createGate('not', { id: '2-2' }, newGuid);
    const template = createGate('template', { id: '2-1', name: 'Door', inputs: [{ id: '2-9', name: 'Arm', linkId: '' }], gates: [not] }, newGuid);
    const withOutput = { ...template, outputs: [{ ...createGate('copy', {}, newGuid).outputs[0]!, id: '2-8', name: 'Open' }] } as Gate;
    return createConfiguration({ controller: addGate(createController({}, newGuid), withOutput) }, newGuid);
  }
  const template = (configuration: Configuration) => configuration.controller.gates[0] as Extract<Gate, { type: 'template' }>;

  it('shows the template’s own inputs as sources and its outputs as sinks, wired as the document says', () => {
    const wired = connect(templated(), ['2-1'], '2-9', { node: '2-2', port: 'in:0' });
    const graph = buildLogicGraph(wired, ['2-1']);
    expect(graph.nodes.filter((node) => node.kind.startsWith('template-')).map((node) => [node.kind, node.name])).toEqual([['template-input', 'Arm'], ['template-output', 'Open']]);
    expect(graph.edges).toContainEqual(expect.objectContaining({ source: '2-9', target: '2-2', targetPort: 'in:0' }));
  });

  it('drives a template output from a nested gate, and forgets it when that gate goes', () => {
    const start = templated();
    const notOutput = template(start).gates[0]!.outputs[0]!.id;
    const driven = connect(start, ['2-1'], notOutput, { node: '2-8', port: 'in:0' });
    expect(template(driven).outputs[0]!.linkId).toBe(notOutput);
    expect(buildLogicGraph(driven, ['2-1']).edges).toContainEqual(expect.objectContaining({ source: '2-2', target: '2-8' }));
    expect(template(deleteNodes(driven, ['2-1'], new Set(['2-2']))).outputs[0]!.linkId).toBe('');
  });
});
