import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shape, type Shape } from '../../../test/mothers/model-shapes.mother';
import { diffModel, modelEquals } from './model-diff';
import { applyChanges } from './model-merge';
import { setAt, valueAt } from './model-path';

const base: Shape = {
  title: 'Vigil',
  count: 1,
  password: { value: 'secret', crypted: false },
  certificate: null,
  tags: [],
  ranges: [{ from: 0, to: 1 }],
  items: [
    { id: 'A-1', name: 'door', value: 1, nested: { flag: true }, subs: [{ id: 'S-1', x: 0 }] },
    { id: 'A-2', name: 'gate', value: 2, nested: { flag: false }, subs: [] },
  ],
};
const A1 = { id: 'A-1' };
const A2 = { id: 'A-2' };

describe('applyChanges', () => {
  it('applies changes to other places and keeps every untouched object', () => {
    const theirs = setAt(base, ['items', A1, 'name'], 'front door');
    const mine = diffModel(base, setAt(base, ['items', A2, 'value'], 7));
    const { result, conflicts } = applyChanges(theirs, mine);
    expect(conflicts).toEqual([]);
    expect(valueAt(result, ['items', A1, 'name'])).toBe('front door');
    expect(valueAt(result, ['items', A2, 'value'])).toBe(7);
    expect(result.items[0]).toBe(theirs.items[0]);
    expect(result.ranges).toBe(theirs.ranges);
    expect(result.password).toBe(theirs.password);
  });

  it('does nothing for a change the target already holds', () => {
    const both = setAt(base, ['title'], 'Site B');
    const { result, conflicts } = applyChanges(both, diffModel(base, both));
    expect(conflicts).toEqual([]);
    expect(result).toBe(both);
  });

  it('reports, and leaves out, a field both changed to different values', () => {
    const theirs = setAt(base, ['items', A1, 'name'], 'theirs');
    const mine = diffModel(base, setAt(base, ['items', A1, 'name'], 'mine'));
    const { result, conflicts } = applyChanges(theirs, mine);
    expect(result).toBe(theirs);
    expect(conflicts).toEqual([{ change: mine[0], current: 'theirs', reason: 'differs' }]);
  });

  it('with force, applies the conflicting change anyway and still reports it', () => {
    const theirs = setAt(base, ['items', A1, 'name'], 'theirs');
    const mine = diffModel(base, setAt(base, ['items', A1, 'name'], 'mine'));
    const { result, conflicts } = applyChanges(theirs, mine, { force: true });
    expect(valueAt(result, ['items', A1, 'name'])).toBe('mine');
    expect(conflicts).toHaveLength(1);
  });

  it('reports a change under an item the target removed as missing, even with force', () => {
    const theirs = { ...base, items: [base.items[1]!] };
    const mine = diffModel(base, setAt(base, ['items', A1, 'nested', 'flag'], false));
    const outcome = applyChanges(theirs, mine, { force: true });
    expect(outcome.result).toBe(theirs);
    expect(outcome.conflicts).toEqual([{ change: mine[0], current: undefined, reason: 'missing' }]);
  });

  it('reports the removal of an item the target changed; an item already removed is no conflict', () => {
    const mine = diffModel(base, { ...base, items: [base.items[1]!] });
    const changed = setAt(base, ['items', A1, 'value'], 9);
    expect(applyChanges(changed, mine).conflicts.map((c) => c.reason)).toEqual(['differs']);
    const gone = { ...base, items: [base.items[1]!] };
    expect(applyChanges(gone, mine)).toEqual({ result: gone, conflicts: [] });
  });

  it('adds a new item after the kept ones; an item whose id exists with another value conflicts', () => {
    const added = { id: 'A-3', name: 'hall', value: 0, nested: { flag: true }, subs: [] };
    const mine = diffModel(base, { ...base, items: [added, ...base.items] });
    expect(applyChanges(base, mine).result.items.map((item) => item.id)).toEqual(['A-1', 'A-2', 'A-3']);
    const taken = { ...base, items: [...base.items, { ...added, name: 'other' }] };
    expect(applyChanges(taken, mine).conflicts.map((c) => c.reason)).toEqual(['differs']);
  });

  it('property: changes to different places merge both ways to the same model, with no conflict', () => {
    fc.assert(
      fc.property(shape, fc.constantFrom('title', 'count', 'tags'), fc.constantFrom('password', 'ranges', 'certificate'), shape, (model, theirKey, myKey, other) => {
        const theirs = { ...model, [theirKey]: other[theirKey] };
        const mine = { ...model, [myKey]: other[myKey] };
        const a = applyChanges(theirs, diffModel(model, mine));
        const b = applyChanges(mine, diffModel(model, theirs));
        expect(a.conflicts).toEqual([]);
        expect(b.conflicts).toEqual([]);
        expect(modelEquals(a.result, b.result)).toBe(true);
      }),
    );
  });

  it('property: a change differs only when the target holds neither its before nor its after', () => {
    fc.assert(
      fc.property(shape, shape, shape, (model, theirs, mineModel) => {
        const mine = diffModel(model, mineModel);
        const { conflicts } = applyChanges(theirs, mine);
        for (const { change, current, reason } of conflicts.filter((conflict) => conflict.reason === 'differs')) {
          expect(reason).toBe('differs');
          expect(modelEquals(current, change.kind === 'removed' ? undefined : change.after)).toBe(false);
          expect(modelEquals(current, change.kind === 'added' ? undefined : change.before)).toBe(false);
        }
      }),
    );
  });
});
