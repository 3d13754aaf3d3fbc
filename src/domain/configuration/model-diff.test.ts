import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byIdOrder, shape, type Shape } from '../../../test/mothers/model-shapes.mother';
import { diffModel, modelEquals } from './model-diff';
import { applyChanges } from './model-merge';
import { setAt, updateAt } from './model-path';

const base: Shape = {
  title: 'Vigil',
  count: 1,
  password: { value: 'secret', crypted: false },
  certificate: new Uint8Array([1, 2, 3]),
  tags: ['x'],
  ranges: [{ from: 0, to: 1 }],
  items: [
    { id: 'A-1', name: 'door', value: 1, nested: { flag: true }, subs: [{ id: 'S-1', x: 0 }] },
    { id: 'A-2', name: 'gate', value: 2, nested: { flag: false }, subs: [] },
  ],
};

describe('diffModel', () => {
  it('finds nothing between a model and itself or its clone', () => {
    expect(diffModel(base, base)).toEqual([]);
    expect(diffModel(base, structuredClone(base))).toEqual([]);
  });

  it('names a changed leaf by the model keys, list items by id', () => {
    const after = setAt(base, ['items', { id: 'A-2' }, 'nested', 'flag'], true);
    expect(diffModel(base, after)).toEqual([{ kind: 'changed', path: ['items', { id: 'A-2' }, 'nested', 'flag'], before: false, after: true }]);
  });

  it('gives an added or removed item as one change holding the whole item', () => {
    const added = { id: 'A-3', name: 'hall', value: 0, nested: { flag: true }, subs: [] };
    const after = { ...base, items: [added, base.items[0]!] };
    expect(diffModel(base, after)).toEqual([
      { kind: 'removed', path: ['items', { id: 'A-2' }], before: base.items[1] },
      { kind: 'added', path: ['items', { id: 'A-3' }], after: added },
    ]);
  });

  it('treats a secret, bytes and a list without ids as single values', () => {
    const after = { ...base, password: { value: 'n3w', crypted: false }, certificate: new Uint8Array([1, 2, 4]), ranges: [{ from: 0, to: 2 }] };
    expect(diffModel(base, after).map((change) => [change.kind, change.path])).toEqual([
      ['changed', ['password']],
      ['changed', ['certificate']],
      ['changed', ['ranges']],
    ]);
    expect(diffModel(base, { ...base, certificate: new Uint8Array([1, 2, 3]) })).toEqual([]);
  });

  it('reports a field that appears or disappears as changed from or to undefined', () => {
    const after = setAt(base, ['items', { id: 'A-1' }, 'nested'], { flag: true, note: 'a' });
    expect(diffModel(base, after)).toEqual([{ kind: 'changed', path: ['items', { id: 'A-1' }, 'nested', 'note'], before: undefined, after: 'a' }]);
  });

  it('diffs 10,000 shared items in the size of the edit', () => {
    const gates = Array.from({ length: 10_000 }, (_, index) => ({ id: `G-${index}`, name: `gate ${index}`, inputs: [{ linkId: `L-${index}` }] }));
    const big = { controller: { gates }, other: base };
    const edited = updateAt(big, ['controller', 'gates', { id: 'G-9876' }, 'name'], () => 'renamed');
    expect(diffModel(big, edited)).toEqual([{ kind: 'changed', path: ['controller', 'gates', { id: 'G-9876' }, 'name'], before: 'gate 9876', after: 'renamed' }]);
  });

  it('property: applying the diff of two models to the first gives the second (lists compared by id)', () => {
    fc.assert(
      fc.property(shape, shape, (before, after) => {
        const { result, conflicts } = applyChanges(before, diffModel(before, after));
        expect(conflicts).toEqual([]);
        expect(modelEquals(byIdOrder(result), byIdOrder(after))).toBe(true);
        expect(diffModel(result, after).filter((change) => change.path.length > 0)).toEqual([]);
      }),
    );
  });

  it('property: a model has no change against its structured clone', () => {
    fc.assert(fc.property(shape, (model) => diffModel(model, structuredClone(model)).length === 0));
  });
});
