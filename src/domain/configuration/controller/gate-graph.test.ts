import { describe, expect, it } from 'vitest';
import { controllerWithEveryGate } from '../../../../test/mothers/controller.mother';
import { sequentialGuids } from '../guid';
import { createIo } from '../io';
import { addGate, createController } from './controller';
import { GATE_TYPES } from './gate';
import { createGate } from './gate-factory';
import { allGates, controllerSignals, danglingReferences, resolveLinkId } from './gate-graph';

const door = createIo({ id: '3-31', name: 'Door contact' });
const refs = { inputIoId: door.id, videoId: '3-11', contactId: '6-1', ftpClientId: '6-2', monitorId: '6-3' };

describe('gate graph', () => {
  it('lists every gate, nested ones with their path', () => {
    const controller = controllerWithEveryGate(refs);
    const located = allGates(controller);
    expect(new Set(located.map(({ gate }) => gate.type))).toEqual(new Set(GATE_TYPES));
    const nested = located.filter(({ path }) => path.split('/gates/').length > 1);
    expect(nested.map(({ path }) => path)).toContain('gates/gate[29]/gates/gate[3]');
  });

  it('resolves a link id to a gate output, a controller signal, a link or an io', () => {
    const controller = controllerWithEveryGate(refs);
    const signals = controllerSignals(controller, [door]);
    const first = controller.gates[0]!;
    expect(resolveLinkId(signals, first.outputs[0]!.id)).toMatchObject({ kind: 'gate-output', gate: first });
    expect(resolveLinkId(signals, controller.io1.id)).toMatchObject({ kind: 'controller-io' });
    expect(resolveLinkId(signals, controller.links[0]!.id)).toMatchObject({ kind: 'link' });
    expect(resolveLinkId(signals, door.id)).toEqual({ kind: 'io', io: door });
    expect(resolveLinkId(signals, '')).toBeUndefined();
    expect(resolveLinkId(signals, '0-0')).toBeUndefined();
  });

  it('finds no dangling reference in the mother controller', () => {
    expect(danglingReferences(controllerWithEveryGate(refs), [door])).toEqual([]);
  });

  it('reports inputs left dangling by a removed gate or an unknown io, and bad links and parameters', () => {
    const ids = sequentialGuids(2);
    const source = createGate('not', {}, ids);
    const reader = createGate('and', { inputs: [{ linkId: source.outputs[0]!.id }, { linkId: '' }] }, ids);
    const template = createGate('template', { parameters: [{ gateIdentifier: '9-9', name: 'period', value: 1, optional: false }] }, ids);
    let controller = addGate(addGate(addGate(createController({}, ids), source), reader), template);
    controller = { ...controller, links: [{ id: ids(), linkId: reader.outputs[0]!.id }, { id: ids(), linkId: '8-8' }] };
    expect(danglingReferences(controller)).toEqual([{ path: 'gates/gate[3]/parameters/parameter[1]/gate-identifier', at: ['gates', 2, 'parameters', 0, 'gateIdentifier'], target: '9-9', kind: 'parameter' }, { path: 'links/link[2]/link-id', at: ['links', 1, 'linkId'], target: '8-8', kind: 'link' }]);
    controller = { ...controller, gates: controller.gates.filter((gate) => gate.id !== source.id) };
    expect(danglingReferences(controller).map((item) => item.path)).toEqual([
      'gates/gate[1]/inputs/input[1]/link-id',
      'gates/gate[2]/parameters/parameter[1]/gate-identifier',
      'links/link[2]/link-id',
    ]);
  });
});
