// The logic editor's whole-graph computations from before the part index
// (docs/logic-editor.md, "Large graphs"): the index in logic-parts.ts, which
// the editor now asks a worker for, is checked against them on generated
// sites (logic-parts.test.ts), and bench/logic-index.bench.ts measures them
// as the baseline of the first paint. Not product code: the editor no longer
// builds the whole graph to find loops or groups.
import type { Guid } from '../../src/domain/configuration/guid';
import type { LogicGraph } from '../../src/domain/configuration/controller/logic-graph';
import type { LogicOutline, OutlineNode } from '../../src/domain/configuration/controller/logic-parts';
import { STATEFUL_GATES } from '../../src/domain/configuration/controller/logic-ports';
import { stronglyConnected } from '../../src/domain/configuration/controller/strongly-connected';

/** Loops that no stateful gate (rs, time, edge, toogle, counter, clock) breaks, searched over the whole graph's edges. */
export function statelessCycles(graph: LogicGraph): Guid[][] {
  const next = new Map<Guid, Guid[]>();
  for (const edge of graph.edges) {
    const targets = next.get(edge.source);
    if (targets) targets.push(edge.target);
    else next.set(edge.source, [edge.target]);
  }
  const types = new Map(graph.nodes.map((node) => [node.id, node.type]));
  return stronglyConnected(graph.nodes.map((node) => node.id), next).filter((group) => {
    const looped = group.length > 1 || (next.get(group[0]!) ?? []).includes(group[0]!);
    return looped && !group.some((id) => STATEFUL_GATES.has(types.get(id) ?? ''));
  });
}

/** Groups of nodes joined by wires, largest first; unwired sources are left out. */
export function connectedComponents(graph: LogicGraph): Guid[][] {
  const parent = new Map<Guid, Guid>();
  const find = (id: Guid): Guid => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    let at = id;
    while (at !== root) {
      const up = parent.get(at)!;
      parent.set(at, root);
      at = up;
    }
    return root;
  };
  for (const node of graph.nodes) if (node.kind === 'gate' || node.kind === 'link') parent.set(node.id, node.id);
  for (const edge of graph.edges) {
    if (!parent.has(edge.source)) parent.set(edge.source, edge.source);
    if (!parent.has(edge.target)) parent.set(edge.target, edge.target);
    const a = find(edge.source);
    const b = find(edge.target);
    if (a !== b) parent.set(a, b);
  }
  const groups = new Map<Guid, Guid[]>();
  for (const id of parent.keys()) {
    const root = find(id);
    const group = groups.get(root);
    if (group) group.push(id);
    else groups.set(root, [id]);
  }
  return [...groups.values()].sort((a, b) => b.length - a.length);
}

/** The outline as plain objects of ids only, none of the gates' other fields: what the index needs, as the worker gets it. */
export function compactOutline(outline: LogicOutline): LogicOutline {
  const compact = (node: OutlineNode): OutlineNode => ({
    id: node.id,
    type: node.type,
    inputs: node.inputs.map((input) => ({ linkId: input.linkId })),
    outputs: node.outputs.map((output) => ({ id: output.id })),
  });
  return { terminals: outline.terminals.map(compact), members: outline.members.map(compact) };
}
