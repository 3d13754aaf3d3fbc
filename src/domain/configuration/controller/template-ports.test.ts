import { describe, expect, it } from 'vitest';
import { sequentialGuids } from '../guid';
import { createGate } from './gate-factory';
import type { TemplateGate } from './gates/template.gate';
import { addTemplatePort, driveTemplateOutput, moveTemplatePort, removeTemplatePort, renameTemplatePort } from './template-ports';

function template(): TemplateGate {
  const newGuid = sequentialGuids(2);
  const not = createGate('not', { id: 'not-1', name: 'Inverse' }, newGuid);
  return createGate('template', { name: 'Block', inputs: [{ linkId: 'outside-1' }], gates: [not] }, newGuid);
}

describe("a template's own inputs and outputs", () => {
  it('adds an identified input and an output driven by nothing, each named', () => {
    let next = 0;
    const ids = () => `new-${++next}`;
    const gate = addTemplatePort(addTemplatePort(template(), 'inputs', 'Arm', ids), 'outputs', 'Alarm', ids);
    expect(gate.inputs[1]).toEqual({ id: 'new-1', name: 'Arm', linkId: '' });
    expect(gate.outputs.at(-1)).toMatchObject({ id: 'new-2', name: 'Alarm', ownerName: 'Block', linkId: '' });
  });

  it('renames an input, giving it an identifier when it had none, and keeps one it had', () => {
    const renamed = renameTemplatePort(template(), 'inputs', 0, 'Door', () => 'made-id');
    expect(renamed.inputs[0]).toEqual({ id: 'made-id', name: 'Door', linkId: 'outside-1' });
    expect(renameTemplatePort(renamed, 'inputs', 0, 'Gate', () => 'other').inputs[0]).toEqual({ id: 'made-id', name: 'Gate', linkId: 'outside-1' });
  });

  it('reorders and removes ports, and leaves the gate as it is at the ends or out of range', () => {
    const gate = addTemplatePort(addTemplatePort(template(), 'inputs', 'B', () => 'b'), 'inputs', 'C', () => 'c');
    expect(moveTemplatePort(gate, 'inputs', 2, -1).inputs.map((input) => input.name ?? '')).toEqual(['', 'C', 'B']);
    expect(moveTemplatePort(gate, 'inputs', 0, -1)).toBe(gate);
    expect(moveTemplatePort(gate, 'inputs', 2, 1)).toBe(gate);
    expect(removeTemplatePort(gate, 'inputs', 1).inputs.map((input) => input.id)).toEqual([undefined, 'c']);
    expect(removeTemplatePort(gate, 'inputs', 9)).toBe(gate);
  });

  it('drives an output by a nested gate’s output', () => {
    const gate = addTemplatePort(template(), 'outputs', 'Out', () => 'out-1');
    const nested = gate.gates[0]!.outputs[0]!.id;
    expect(driveTemplateOutput(gate, 0, nested).outputs[0]).toMatchObject({ id: 'out-1', linkId: nested });
    expect(driveTemplateOutput(gate, 5, nested)).toBe(gate);
  });
});
