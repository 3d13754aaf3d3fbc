import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logicSite } from '../../../../test/generators/logic-site.arbitrary';
import { buildLogicGraph, scopeOutline } from './logic-graph';
import { memberNode, scopeSignals } from './logic-signals';

describe("the inspector's signals, read from the outline", () => {
  it("lists every signal of the scope as the whole graph does, in the same order and with the same node objects, on generated sites", () => {
    fc.assert(
      fc.property(logicSite(), (site) => {
        const whole = buildLogicGraph(site);
        const choices = scopeSignals(scopeOutline(site));
        const expected = whole.nodes.flatMap((node) => node.outputs.map((port) => ({ node, port })));
        expect(choices.map(({ node, port }) => [node.id, port.id, port.kind, port.name])).toEqual(expected.map(({ node, port }) => [node.id, port.id, port.kind, port.name]));
        expect(choices).toEqual(expected);
        // A gate's node is the very object the whole graph holds (built once per gate object).
        choices.forEach((choice, at) => {
          if (choice.node.kind === 'gate') expect(choice.node).toBe(expected[at]!.node);
        });
      }),
      { numRuns: 40 },
    );
  });

  it("finds any gate's or link's node as the whole graph draws it, and none for an id the scope does not hold", () => {
    fc.assert(
      fc.property(logicSite(), fc.nat(), (site, pick) => {
        const whole = buildLogicGraph(site);
        const outline = scopeOutline(site);
        const members = whole.nodes.filter((node) => node.kind === 'gate' || node.kind === 'link');
        expect(memberNode(outline, 'no such gate')).toBeUndefined();
        if (members.length === 0) return;
        const member = members[pick % members.length]!;
        expect(memberNode(outline, member.id)).toEqual(member);
      }),
      { numRuns: 40 },
    );
  });
});
