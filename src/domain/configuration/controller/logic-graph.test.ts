import { describe, expect, it } from 'vitest';
import { createCalendar } from '../calendar';
import { createConfiguration, type Configuration } from '../configuration';
import { sequentialGuids } from '../guid';
import { createLink } from '../link';
import { addGate, createController } from './controller';
import { createUnsupportedGate } from './gate';
import { createGate } from './gate-factory';
import { buildLogicGraph } from './logic-graph';

function site(): Configuration {
  const newGuid = sequentialGuids(5);
  const calendar = createCalendar({ name: 'Opening hours' }, newGuid);
  const and = createGate('and', { name: 'Door forced', id: '1-1' }, newGuid);
  const average = createGate('average', { id: '1-2' }, newGuid);
  const wired = { ...and, inputs: [{ linkId: calendar.io.id }, { linkId: '9-9' }] };
  let controller = addGate(addGate(createController({}, newGuid), wired), average);
  controller = { ...controller, links: [createLink(and.outputs[0]!.id, () => '1-3')] };
  controller = addGate(controller, createUnsupportedGate('future', { id: '1-4', name: 'Future', inputs: [], outputs: [] }, '<x/>'));
  return createConfiguration({ calendars: [calendar], controller }, newGuid);
}

describe('logic graph', () => {
  it('draws gates with their ports, the ios around them and links as relays', () => {
    const graph = buildLogicGraph(site());
    const and = graph.nodes.find((node) => node.id === '1-1')!;
    expect(and.inputs.map((port) => port.id)).toEqual(['in:0', 'in:1']);
    expect(and.outputs).toHaveLength(1);
    expect(graph.nodes.filter((node) => node.kind === 'constant').map((node) => node.name)).toEqual(['Always off', 'Always on', 'Zero']);
    expect(graph.nodes.find((node) => node.kind === 'calendar')?.name).toBe('Opening hours');
    expect(graph.nodes.find((node) => node.kind === 'link')?.inputs).toHaveLength(1);
  });

  it('keeps the node of each gate an edit left alone, and builds the edited one anew', () => {
    const before = site();
    const renamed = before.controller.gates.map((gate) => (gate.id === '1-2' ? { ...gate, name: 'Mean' } : gate));
    const after = { ...before, controller: { ...before.controller, gates: renamed } };
    const [first, second] = [buildLogicGraph(before), buildLogicGraph(after)];
    const node = (graph: typeof first, id: string) => graph.nodes.find((each) => each.id === id)!;
    expect(node(second, '1-1')).toBe(node(first, '1-1'));
    expect(node(second, '1-2')).not.toBe(node(first, '1-2'));
    expect(node(second, '1-2').name).toBe('Mean');
  });

  it('draws an edge per input naming a known signal, none for a dangling one', () => {
    const configuration = site();
    const graph = buildLogicGraph(configuration);
    const calendarIo = configuration.calendars[0]!.io.id;
    expect(graph.edges).toContainEqual(expect.objectContaining({ source: calendarIo, target: '1-1', targetPort: 'in:0', kind: 'logic' }));
    expect(graph.edges.some((edge) => edge.targetPort === 'in:1' && edge.target === '1-1')).toBe(false);
    expect(graph.edges).toContainEqual(expect.objectContaining({ source: '1-1', target: '1-3' }));
  });

  it('types analogue ports and keeps an unknown gate read-only', () => {
    const graph = buildLogicGraph(site());
    expect(graph.nodes.find((node) => node.id === '1-2')?.inputs[0]?.kind).toBe('analog');
    expect(graph.nodes.find((node) => node.id === '1-2')?.outputs[0]?.kind).toBe('analog');
    expect(graph.nodes.find((node) => node.id === '1-4')).toMatchObject({ readOnly: true, type: 'future' });
  });

  it('shows the inside of a template as its own scope', () => {
    const newGuid = sequentialGuids(6);
    const inner = createGate('not', { id: '2-1' }, newGuid);
    const template = createGate('template', { id: '2-0', gates: [inner] }, newGuid);
    const configuration = createConfiguration({ controller: addGate(createController({}, newGuid), template) }, newGuid);
    expect(buildLogicGraph(configuration, ['2-0']).nodes.filter((node) => node.kind === 'gate').map((node) => node.id)).toEqual(['2-1']);
  });
});
