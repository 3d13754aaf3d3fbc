import { describe, expect, it } from 'vitest';
import { viewParts, WHOLE_GRAPH_LIMIT } from './view-parts';

describe('view parts', () => {
  it('keeps small groups whole and cuts a big one into parts in its order', () => {
    const big = Array.from({ length: WHOLE_GRAPH_LIMIT * 2 + 1 }, (_, index) => `g${index}`);
    const parts = viewParts([big, ['a', 'b']]);
    expect(parts.map((part) => part.length)).toEqual([WHOLE_GRAPH_LIMIT, WHOLE_GRAPH_LIMIT, 1, 2]);
    expect(parts[1]![0]).toBe(`g${WHOLE_GRAPH_LIMIT}`);
  });
});
