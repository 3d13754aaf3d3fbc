import { describe, expect, it } from 'vitest';
import { aRealisticConfiguration } from '../../../test/mothers/configuration.mother';
import { formatModelPath, identifyPath, ModelPathNotFoundError, setAt, startsWith, updateAt, valueAt } from './model-path';

describe('model paths', () => {
  const configuration = aRealisticConfiguration();
  const second = configuration.parameters.stores[1]!;

  it('reads by key, by 0-based index and by id', () => {
    expect(valueAt(configuration, ['parameters', 'stores', 1, 'path'])).toBe(second.path);
    expect(valueAt(configuration, ['parameters', 'stores', { id: second.id }, 'path'])).toBe(second.path);
    expect(valueAt(configuration, ['parameters', 'stores', { id: 'no-such-id' }, 'path'])).toBeUndefined();
    expect(valueAt(configuration, ['parameters', 'stores', 99])).toBeUndefined();
  });

  it('sets a value sharing every object off the path', () => {
    const changed = setAt(configuration, ['parameters', 'stores', { id: second.id }, 'limitTime'], 45);
    expect(changed.parameters.stores[1]!.limitTime).toBe(45);
    expect(changed.parameters.stores[0]).toBe(configuration.parameters.stores[0]);
    expect(changed.groups).toBe(configuration.groups);
    expect(changed.parameters.network).toBe(configuration.parameters.network);
    expect(configuration.parameters.stores[1]!.limitTime).toBe(second.limitTime);
  });

  it('returns the same model when the update changes nothing', () => {
    expect(updateAt(configuration, ['parameters', 'stores', 1, 'path'], (value) => value)).toBe(configuration);
  });

  it('refuses a path that leads nowhere', () => {
    expect(() => setAt(configuration, ['parameters', 'stores', { id: 'gone' }, 'path'], '/x')).toThrow(ModelPathNotFoundError);
    expect(() => setAt(configuration, ['parameters', 'title', 'deeper'], 1)).toThrow(/nothing at parameters\.title\.deeper/);
  });

  it('identifies index steps by id and compares paths', () => {
    const identified = identifyPath(configuration, ['parameters', 'stores', 1, 'path']);
    expect(identified).toEqual(['parameters', 'stores', { id: second.id }, 'path']);
    expect(startsWith(identified, ['parameters', 'stores', { id: second.id }])).toBe(true);
    expect(startsWith(identified, ['parameters', 'stores', { id: 'other' }])).toBe(false);
    expect(formatModelPath(identified)).toBe(`parameters.stores[id=${second.id}].path`);
  });
});
