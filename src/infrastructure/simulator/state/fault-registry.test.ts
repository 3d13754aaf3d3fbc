import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAULT_KEYS, FaultRegistry, failureText, faultProblem } from './fault-registry';

describe('the fault registry', () => {
  it('starts from the initial values and changes only the keys given', () => {
    const faults = new FaultRegistry();
    expect(faults.of('api')).toEqual({ latencyMs: 0, unavailable: false, unavailableDelayMs: 3000, status5xx: false });
    faults.set({ api: { latencyMs: 200 }, devices: { discoveryMs: 100 } });
    expect(faults.of('api')).toEqual({ latencyMs: 200, unavailable: false, unavailableDelayMs: 3000, status5xx: false });
    expect(faults.of('devices').discoveryMs).toBe(100);
    expect(faults.of('operations').transitionMs).toBe(1500);
  });

  it('refuses a wrong patch as a whole, naming the key', () => {
    const faults = new FaultRegistry();
    expect(() => faults.set({ api: { latencyMs: 5 }, health: { stepMs: -1 } })).toThrow('invalid faults: "stepMs" must be a number of milliseconds, 0 or more');
    expect(faults.of('api').latencyMs).toBe(0);
    expect(faultProblem({ devices: { discovery: 1 } })).toBe('unknown key "discovery" in "devices": accepted keys are discoveryMs');
    expect(faultProblem({ network: {} })).toMatch(/^unknown key "network" in the body: accepted keys are api, configuration,/);
    expect(faultProblem({ clientApi: { longQueryStatus: 99 } })).toBe('"longQueryStatus" must be a status from 100 to 599, or null');
    expect(() => new FaultRegistry({ configuration: { saveFails: 3 as unknown as boolean } })).toThrow('"saveFails" must be true, false or a detail');
  });

  it('uses up one-time faults: counts go down by one, others go off', () => {
    const faults = new FaultRegistry({ operations: { tunnelListFailures: 2 }, clientApi: { dropAfterFrames: 3 }, health: { maintenanceFails: 'disk read error' } });
    expect(faults.take('operations', 'tunnelListFailures')).toBe(2);
    expect(faults.take('operations', 'tunnelListFailures')).toBe(1);
    expect(faults.take('operations', 'tunnelListFailures')).toBe(0);
    expect(faults.of('operations').tunnelListFailures).toBe(0);
    expect(faults.take('clientApi', 'dropAfterFrames')).toBe(3);
    expect(faults.of('clientApi').dropAfterFrames).toBeNull();
    expect(faults.take('health', 'maintenanceFails')).toBe('disk read error');
    expect(faults.of('health').maintenanceFails).toBe(false);
  });

  it('resets one area or all of them', () => {
    const faults = new FaultRegistry({ api: { status5xx: 503 }, clientApi: { invalidRights: true } });
    faults.reset('clientApi');
    expect(faults.of('clientApi').invalidRights).toBe(false);
    expect(faults.of('api').status5xx).toBe(503);
    faults.reset();
    expect(faults.summary()).toEqual(new FaultRegistry().summary());
  });

  it('gives the detail of a failure: none, the default, or the one given', () => {
    expect(failureText(false, 'no storage available')).toBeNull();
    expect(failureText(true, 'no storage available')).toBe('no storage available');
    expect(failureText('camera 3 is exporting', 'no storage available')).toBe('camera 3 is exporting');
  });

  it('is documented key by key in docs/simulator.md', () => {
    const doc = readFileSync(new URL('../../../../docs/simulator.md', import.meta.url), 'utf8');
    for (const [area, keys] of Object.entries(FAULT_KEYS)) {
      for (const name of Object.keys(keys)) expect(doc, `${area}.${name}`).toContain(`\`${area}.${name}\``);
    }
  });
});
