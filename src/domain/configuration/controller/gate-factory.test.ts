import { describe, expect, it } from 'vitest';
import { sequentialGuids } from '../guid';
import { GATE_TYPES, createUnsupportedGate, isAlertGate, isCompositeGate, isGateType, isUnsupportedGate } from './gate';
import { createGate, GATE_ARITY } from './gate-factory';
import { createGateParameter } from './gate-parameter';
import { setParameterValue } from './template-gates';

describe('gate types', () => {
  it('knows every gate of the specification under its stored name', () => {
    expect(GATE_TYPES).toEqual([
      'and', 'or', 'xor', 'not', 'copy', 'edge', 'edge-down', 'edge-up', 'toogle', 'rs', 'mux', 'demux',
      'clock', 'command', 'constant', 'time', 'ping', 'alarm', 'counter',
      'operation', 'sampling', 'average', 'variation', 'max', 'min', 'copy-analogic', 'counter-analogic', 'threshold',
      'template', 'custom', 'alert-mail', 'alert-ftp', 'alert-monitoring',
    ]);
    expect(isGateType('toogle')).toBe(true);
    expect(isGateType('toggle')).toBe(false);
  });
});

describe('createGate', () => {
  it('creates every type with its arity and outputs owned by the gate', () => {
    for (const type of GATE_TYPES) {
      const gate = createGate(type, { name: 'G' }, sequentialGuids());
      expect(gate.type).toBe(type);
      expect(gate.inputs).toHaveLength(GATE_ARITY[type].inputs);
      expect(gate.outputs).toHaveLength(GATE_ARITY[type].outputs);
      for (const output of gate.outputs) expect(output).toMatchObject({ ownerName: 'G', direction: 1, typeName: 'output' });
      expect(new Set([gate.id, ...gate.outputs.map((output) => output.id)]).size).toBe(1 + gate.outputs.length);
    }
  });

  it('gives alert gates the defaults of section 9', () => {
    const mail = createGate('alert-mail', {}, sequentialGuids());
    expect(mail).toMatchObject({ time: 0, timeBetweenAlert: 5000, preBuffer: 3000, postBuffer: 3000, frequency: 3, useUrl: false, message: { subject: '', contacts: [] } });
    expect(mail.timeKeepAlert).toBeUndefined();
    expect(createGate('alert-ftp', {}, sequentialGuids())).toMatchObject({ ftpIdentifier: '', directory: '', filename: '', frequency: 3 });
    expect(createGate('alert-monitoring', {}, sequentialGuids())).toMatchObject({ extensions: [], zone: '', preBuffer: 3000 });
    expect(isAlertGate(mail)).toBe(true);
  });

  it('keeps given fields over defaults', () => {
    const clock = createGate('clock', { name: 'Blink', period: 250, id: '5-5' }, sequentialGuids());
    expect(clock).toMatchObject({ id: '5-5', name: 'Blink', period: 250, time: 500 });
    expect(createGate('threshold', { threshold: 12.5 }).threshold).toBe(12.5);
    expect(createGate('counter-analogic').outputs[0]!.logic).toBe(false);
  });
});

describe('template, custom and unsupported gates', () => {
  it('sets a parameter value without touching the others', () => {
    const ids = sequentialGuids();
    const clock = createGate('clock', {}, ids);
    const template = createGate('custom', { gates: [clock], parameters: [createGateParameter(clock.id, 'period', 1000), createGateParameter(clock.id, 'label', 'x', true)] }, ids);
    const changed = setParameterValue(template, 0, 400);
    expect(changed.parameters.map((parameter) => parameter.value)).toEqual([400, 'x']);
    expect(changed.type).toBe('custom');
    expect(setParameterValue(template, 5, 1)).toBe(template);
    expect(isCompositeGate(changed)).toBe(true);
  });

  it('keeps an unknown type with its payload', () => {
    const gate = createUnsupportedGate('fuzzy', { id: '1-1', name: 'F', inputs: [], outputs: [] }, { raw: '<rules/>' });
    expect(isUnsupportedGate(gate)).toBe(true);
    expect(isCompositeGate(gate)).toBe(false);
    expect(isAlertGate(gate)).toBe(false);
    expect(gate.payload).toEqual({ raw: '<rules/>' });
  });
});
