import { describe, expect, it } from 'vitest';
import { createIo } from '../io';
import { sequentialGuids } from '../guid';
import { addGate, createController, type Controller } from './controller';
import type { CompositeGate, Gate } from './gate';
import type { GateInput } from './gate-base';
import { createGate } from './gate-factory';
import { danglingReferences, signalReferences, signalScope, signalUsers } from './gate-graph';

const door = createIo({ id: '3-31', name: 'Door contact' });

/** A template (or custom gate) with two own inputs (the identifiers its nested gates read) and one output. */
function template(type: 'template' | 'custom', id: string, nested: readonly Gate[], output: { linkId?: string } = {}): CompositeGate {
  const ids = sequentialGuids(Number(id.split('-')[0]) * 100);
  const base = createGate(type, {}, ids) as CompositeGate;
  const inputs: GateInput[] = [{ id: `${id}-in1`, name: 'Arm', linkId: door.id }, { id: `${id}-in2`, name: 'Reset', linkId: '' }];
  return { ...base, id, name: id, inputs, outputs: [{ ...createIo({ id: `${id}-out` }), ...output }], gates: nested };
}

function and(id: string, ...linkIds: string[]): Gate {
  const gate = createGate('and', {}, sequentialGuids(900));
  return { ...gate, id, inputs: linkIds.map((linkId) => ({ linkId })), outputs: [createIo({ id: `${id}-out` })] };
}

function controllerOf(...gates: Gate[]): Controller {
  return gates.reduce(addGate, createController({}, sequentialGuids(1)));
}

describe('scopes of the controller', () => {
  it('a nested gate reads its template’s own input', () => {
    const controller = controllerOf(template('template', '10-1', [and('11-1', '10-1-in1', '10-1-in2')]));
    expect(danglingReferences(controller, [door])).toEqual([]);
    const reads = signalReferences(controller, [door]).filter((reference) => reference.gate?.id === '11-1');
    expect(reads.map((reference) => reference.source?.kind)).toEqual(['template-input', 'template-input']);
    expect(reads[0]!.scope).toEqual(['10-1']);
  });

  it('a template’s output is driven by a nested gate (or by its own input)', () => {
    const controller = controllerOf(template('template', '10-1', [and('11-1', '10-1-in1')], { linkId: '11-1-out' }), template('template', '20-1', [], { linkId: '20-1-in1' }));
    expect(danglingReferences(controller, [door])).toEqual([]);
    const outputs = signalReferences(controller, [door]).filter((reference) => reference.kind === 'template-output');
    expect(outputs.map((reference) => [reference.path, reference.source?.kind])).toEqual([
      ['gates/gate[1]/outputs/output[1]/link-id', 'gate-output'],
      ['gates/gate[2]/outputs/output[1]/link-id', 'template-input'],
    ]);
  });

  it('a template nested in a template reads its own inputs and those of the one around it', () => {
    const inner = template('template', '20-1', [and('21-1', '20-1-in1', '10-1-in2')], { linkId: '21-1-out' });
    const outer = template('template', '10-1', [inner, and('12-1', '20-1-out', '10-1-in1')]);
    const controller = controllerOf(outer);
    expect(danglingReferences(controller, [door])).toEqual([]);
    expect(signalScope(controller, [door], ['10-1', '20-1']).resolve('10-1-in2')).toMatchObject({ kind: 'template-input', index: 1 });
    expect(signalScope(controller, [door], ['10-1', '20-1']).templates.map((gate) => gate.id)).toEqual(['10-1', '20-1']);
  });

  it('a custom gate is a scope like a template', () => {
    const controller = controllerOf(template('custom', '30-1', [and('31-1', '30-1-in1', '30-1-in2')], { linkId: '31-1-out' }));
    expect(danglingReferences(controller, [door])).toEqual([]);
  });

  it('a template’s input is not visible outside it: that reference, and one to nothing, are dangling', () => {
    const controller = controllerOf(template('template', '10-1', [and('11-1', '10-1-in1')]), and('40-1', '10-1-in1', '99-99'), template('template', '50-1', [and('51-1', '10-1-in2')]));
    expect(danglingReferences(controller, [door]).map(({ path, target }) => [path, target])).toEqual([
      ['gates/gate[2]/inputs/input[1]/link-id', '10-1-in1'],
      ['gates/gate[2]/inputs/input[2]/link-id', '99-99'],
      ['gates/gate[3]/gates/gate[1]/inputs/input[1]/link-id', '10-1-in2'],
    ]);
    expect(signalScope(controller, [door], []).resolve('10-1-in1')).toBeUndefined();
  });

  it('who uses a signal: every resolved reference to it, nested ones with their template', () => {
    const controller = controllerOf(template('template', '10-1', [and('11-1', door.id)]), and('40-1', door.id));
    expect(signalUsers(controller, [door], door.id).map((reference) => [reference.gate?.id, reference.scope])).toEqual([
      ['10-1', []],
      ['11-1', ['10-1']],
      ['40-1', []],
    ]);
  });
});
