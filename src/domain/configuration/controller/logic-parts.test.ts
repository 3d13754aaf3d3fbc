import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logicSite } from '../../../../test/generators/logic-site.arbitrary';
import { compactOutline, connectedComponents, statelessCycles } from '../../../../test/support/logic-graph-reference';
import { buildLogicGraph, partGraph, scopeOutline } from './logic-graph';
import { firstPart, indexLogic, PART_LIMIT, signalTable } from './logic-parts';

const sorted = (groups: readonly (readonly string[])[]) => groups.map((group) => [...group].sort().join(',')).sort();

describe('the part walk and the logic index', () => {
  it('finds by a bounded walk the same first part as the whole index, on generated sites', () => {
    let cut = 0;
    fc.assert(
      fc.property(logicSite(), (site) => {
        const outline = scopeOutline(site);
        const index = indexLogic(compactOutline(outline));
        expect(firstPart(outline)).toEqual(index.parts[0] ?? []);
        if (index.parts.length > 1) cut++;
      }),
      { numRuns: 60 },
    );
    // The generator makes sites past the part limit too, where the walk stops before the end.
    expect(cut).toBeGreaterThan(5);
  });

  it('cuts every gate and link into one part of at most 400, each connected group in one run, groups in document order', () => {
    fc.assert(
      fc.property(logicSite(), (site) => {
        const outline = scopeOutline(site);
        const { parts } = indexLogic(compactOutline(outline));
        const order = parts.flat();
        const members = outline.members.map((member) => member.id);
        expect([...order].sort()).toEqual([...members].sort());
        expect(parts.every((part) => part.length > 0 && part.length <= PART_LIMIT)).toBe(true);
        expect(parts.slice(0, -1).every((part) => part.length === PART_LIMIT)).toBe(true);
        // The groups of the whole graph (connectedComponents, as the editor computed them before the index), gates and links only.
        const memberSet = new Set(members);
        const groups = connectedComponents(buildLogicGraph(site)).map((group) => group.filter((id) => memberSet.has(id))).filter((group) => group.length > 0);
        const position = new Map(order.map((id, at) => [id, at]));
        const documentAt = new Map(members.map((id, at) => [id, at]));
        const runs = groups.map((group) => {
          const at = group.map((id) => position.get(id)!).sort((a, b) => a - b);
          expect(at.at(-1)! - at[0]! + 1).toBe(group.length);
          return { start: at[0]!, first: Math.min(...group.map((id) => documentAt.get(id)!)) };
        });
        const byStart = [...runs].sort((a, b) => a.start - b.start).map((run) => run.first);
        expect(byStart).toEqual([...byStart].sort((a, b) => a - b));
      }),
      { numRuns: 40 },
    );
  });

  it('finds the same loops through no stateful gate as the search over the whole graph', () => {
    fc.assert(
      fc.property(logicSite(300), (site) => {
        expect(sorted(indexLogic(compactOutline(scopeOutline(site))).cycles)).toEqual(sorted(statelessCycles(buildLogicGraph(site))));
      }),
      { numRuns: 60 },
    );
  });

  it("draws a part as the whole graph's nodes feeding it and wires into it, in the same order", () => {
    fc.assert(
      fc.property(logicSite(), fc.nat(), (site, pick) => {
        const outline = scopeOutline(site);
        const { parts } = indexLogic(compactOutline(outline));
        if (parts.length === 0) return;
        const part = new Set(parts[pick % parts.length]);
        const whole = buildLogicGraph(site);
        const edges = whole.edges.filter((edge) => part.has(edge.target));
        const shown = new Set([...part, ...edges.map((edge) => edge.source)]);
        const drawn = partGraph(outline, signalTable(outline), part);
        expect(drawn.nodes).toEqual(whole.nodes.filter((node) => shown.has(node.id)));
        expect(drawn.edges).toEqual(edges);
      }),
      { numRuns: 40 },
    );
  });

  it('walks a chain of 10,000 gates fed by one calendar along the chain, a part at a time, the first part from its first gate', () => {
    {
      {
        const chain = Array.from({ length: 10_000 }, (_, at) => ({ id: `g${at}`, type: 'and', inputs: [{ linkId: at === 0 ? 'cal' : `o${at - 1}` }, { linkId: 'cal' }], outputs: [{ id: `o${at}` }] }));
        const outline = { terminals: [{ id: 'calendar', type: 'calendar', inputs: [], outputs: [{ id: 'cal' }] }], members: chain };
        const first = firstPart(outline);
        // Along the chain, not across every gate that reads the calendar too.
        expect(first).toEqual(Array.from({ length: PART_LIMIT }, (_, at) => `g${at}`));
        const { parts, cycles } = indexLogic(outline);
        expect(parts).toHaveLength(25);
        expect(parts[0]).toEqual(first);
        expect(cycles).toEqual([]);
      }
    }
  });
});
