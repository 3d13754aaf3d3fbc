import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aConfigurationWithDevices } from '../../../../test/mothers/device-configuration.mother';
import type { Configuration } from '../configuration';
import { validateConfiguration } from './validate-configuration';
import { propertyParameters } from '../../../../test/support/property-seed';

const valid = aConfigurationWithDevices();

/** Replaces the value at a random path of the configuration by an arbitrary value. */
function mutate(root: unknown, picks: readonly number[], value: unknown): unknown {
  if (picks.length === 0 || root === null || typeof root !== 'object') return value;
  const keys = Object.keys(root);
  if (keys.length === 0) return value;
  const key = keys[picks[0]! % keys.length]!;
  const copy: Record<string, unknown> = Array.isArray(root) ? ([...root] as unknown as Record<string, unknown>) : { ...root };
  copy[key] = mutate((root as Record<string, unknown>)[key], picks.slice(1), value);
  return copy;
}

describe('validateConfiguration (properties)', () => {
  it('never throws and always answers paths from configuration, whatever is broken', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), fc.anything(), (picks, value) => {
        const problems = validateConfiguration(mutate(valid, picks, value) as Configuration);
        for (const problem of problems) {
          expect(problem.path).toMatch(/^configuration(\/|$)/);
          expect(typeof problem.message).toBe('string');
          expect(typeof problem.code).toBe('string');
        }
      }),
      propertyParameters({ numRuns: 300 }),
    );
  });

  it('reports one dangling right per injected unknown resource', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z]{3,8}$/), { maxLength: 5 }), (unknown) => {
        const [group, ...rest] = valid.groups;
        const rights = [...group!.rights, ...unknown.map((id) => ({ id, liveRead: true, consultation: false, exportation: false, ptzWrite: false }))];
        // Besides the sample's range of a type this version does not know, said once.
        const problems = validateConfiguration({ ...valid, groups: [{ ...group!, rights }, ...rest] }).filter((problem) => problem.code !== 'CONFIG.UNKNOWN_RANGE_TYPE');
        expect(problems.map((problem) => problem.path)).toEqual(unknown.map((_, index) => `configuration/groups/group[1]/rights/right[${group!.rights.length + index + 1}]/identifier`));
      }),
      propertyParameters(),
    );
  });
});
