import { describe, expect, it } from 'vitest';
import { sequentialGuids } from '../guid';
import { createGate } from './gate-factory';
import type { TemplateGate } from './gates/template.gate';
import { declareParameter, parameterName, removeParameter, setParameterValue } from './template-gates';

function template(): TemplateGate {
  const newGuid = sequentialGuids(3);
  const clock = createGate('clock', { id: 'clock-1', name: 'Tick', period: 2000 }, newGuid);
  const alarm = createGate('alarm', { id: 'alarm-1', name: 'Siren' }, newGuid);
  return createGate('template', { name: 'Blink', gates: [clock, alarm] }, newGuid);
}

describe('template parameters', () => {
  it('names a setting as its XML element', () => {
    expect(parameterName('timeBetweenAlert')).toBe('time-between-alert');
    expect(parameterName('period')).toBe('period');
  });

  it("declares a nested gate's setting valued as the gate has it, once; a flag as 1 or 0", () => {
    const declared = declareParameter(template(), 'clock-1', 'period');
    expect(declared.parameters).toEqual([{ gateIdentifier: 'clock-1', name: 'period', value: 2000, optional: false }]);
    expect(declareParameter(declared, 'clock-1', 'period')).toBe(declared);
    const flag = declareParameter(declared, 'alarm-1', 'bistables');
    expect(flag.parameters[1]).toEqual({ gateIdentifier: 'alarm-1', name: 'bistables', value: 0, optional: false });
  });

  it('declares nothing for a gate or a setting that is not there, and removes by index', () => {
    const gate = template();
    expect(declareParameter(gate, 'nobody', 'period')).toBe(gate);
    expect(declareParameter(gate, 'clock-1', 'nothing')).toBe(gate);
    expect(declareParameter(gate, 'clock-1', 'inputs')).toBe(gate);
    const two = declareParameter(declareParameter(gate, 'clock-1', 'period'), 'alarm-1', 'timeTrigger');
    expect(removeParameter(two, 0).parameters.map((each) => each.name)).toEqual(['time-trigger']);
    expect(removeParameter(two, 5)).toBe(two);
    expect(setParameterValue(two, 1, 9000).parameters[1]!.value).toBe(9000);
  });
});
