import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shape } from '../../../test/mothers/model-shapes.mother';
import { diffModel, modelEquals } from './model-diff';
import { setAt } from './model-path';
import { reuseUnchanged } from './model-reuse';

describe('reuseUnchanged', () => {
  it('property: a structured clone comes back as the original itself', () => {
    fc.assert(fc.property(shape, (model) => reuseUnchanged(model, structuredClone(model)) === model));
  });

  it('property: an edited clone keeps its values and gets back the identity of every part it did not change', () => {
    fc.assert(
      fc.property(shape, shape, (model, other) => {
        const next = structuredClone({ ...model, title: other.title, items: other.items });
        const reused = reuseUnchanged(model, next);
        expect(modelEquals(reused, next)).toBe(true);
        expect(reused.ranges).toBe(model.ranges);
        expect(reused.password).toBe(model.password);
        for (const item of reused.items) {
          const original = model.items.find((candidate) => candidate.id === item.id);
          if (original && modelEquals(original, item)) expect(item).toBe(original);
        }
      }),
    );
  });

  it('finds items without ids by value, so a removal does not shift the others', () => {
    const model = { ranges: [{ from: 0 }, { from: 1 }, { from: 2 }] };
    const reused = reuseUnchanged(model, structuredClone({ ranges: model.ranges.slice(1) }));
    expect(reused.ranges[0]).toBe(model.ranges[1]);
    expect(reused.ranges[1]).toBe(model.ranges[2]);
  });

  it('keeps the unchanged parts of a changed item', () => {
    const model = { items: [{ id: 'A', name: 'a', nested: { deep: [1, 2] } }] };
    const next = structuredClone(setAt(model, ['items', { id: 'A' }, 'name'], 'b'));
    const reused = reuseUnchanged(model, next);
    expect(reused.items[0]!.nested).toBe(model.items[0]!.nested);
    expect(diffModel(model, reused)).toEqual([{ kind: 'changed', path: ['items', { id: 'A' }, 'name'], before: 'a', after: 'b' }]);
  });
});
