import { describe, expect, it } from 'vitest';
import { sequentialGuids } from '../guid';
import { GateTypeRegisteredError } from './controller-errors';
import { GATE_TYPES } from './gate';
import { createGateTypeRegistry, GateTypeRegistry } from './gate-registry';

describe('gate type registry', () => {
  it('holds every type once, by family', () => {
    const registry = createGateTypeRegistry();
    expect(registry.types()).toEqual([...GATE_TYPES]);
    expect(registry.types('alert')).toEqual(['alert-mail', 'alert-ftp', 'alert-monitoring']);
    expect(registry.types('template')).toEqual(['template', 'custom']);
    expect(registry.types('analog')).toContain('threshold');
    expect(registry.types('logic')).toContain('toogle');
    expect(registry.create('ping', sequentialGuids())?.type).toBe('ping');
    expect(registry.create('fuzzy')).toBeUndefined();
  });

  it("refuses a second registration with the specification's message", () => {
    const registry = new GateTypeRegistry().register({ type: 'and', family: 'logic', create: () => createGateTypeRegistry().create('and')! });
    expect(() => registry.register({ type: 'and', family: 'logic', create: () => registry.create('and')! })).toThrow(GateTypeRegisteredError);
    expect(() => createGateTypeRegistry().register({ type: 'or', family: 'logic', create: () => registry.create('and')! })).toThrow('gate with type already registered');
  });
});
