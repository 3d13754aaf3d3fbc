import { describe, expect, it } from 'vitest';
import { sequentialGuids } from './guid';
import { createStore, createStoreReference } from './store';

describe('store defaults', () => {
  it('store: verifyPath true, preserveSize 10, limitTime 30, limitSize 0', () => {
    expect(createStore({ name: 'Main' }, sequentialGuids(1))).toEqual({
      id: '1-1', name: 'Main', default: false, rescue: false, path: '', verifyPath: true, preserveSize: 10, limitTime: 30, limitSize: 0,
    });
  });

  it('store reference: unused holds no id, used holds the store id', () => {
    expect(createStoreReference()).toEqual({ use: false });
    expect(createStoreReference('4-2')).toEqual({ use: true, id: '4-2' });
  });

  it('overrides win over defaults, the id included', () => {
    expect(createStore({ id: '8-8', preserveSize: 3 }).id).toBe('8-8');
    expect(createStore({ id: '8-8', preserveSize: 3 }).preserveSize).toBe(3);
  });
});
