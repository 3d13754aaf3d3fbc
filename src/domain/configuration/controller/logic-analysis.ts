import type { Guid } from '../guid';
import type { Gate } from './gate';
import { alertHasRecipient, type LogicGraph } from './logic-graph';
import { STATEFUL_GATES } from './logic-ports';

/** A warning before saving, drawn beside its node. */
export type LogicWarning =
  | { readonly kind: 'unconnected-input'; readonly node: Guid; readonly port: string }
  | { readonly kind: 'no-recipient'; readonly node: Guid }
  | { readonly kind: 'stateless-cycle'; readonly node: Guid; readonly cycle: readonly Guid[] };

/** Strongly connected groups of nodes (Tarjan, iterative so 10,000 gates in a chain do not overflow the stack). */
export function stronglyConnected(nodes: readonly Guid[], next: ReadonlyMap<Guid, readonly Guid[]>): Guid[][] {
  const index = new Map<Guid, number>();
  const low = new Map<Guid, number>();
  const onStack = new Set<Guid>();
  const stack: Guid[] = [];
  const groups: Guid[][] = [];
  let counter = 0;
  for (const root of nodes) {
    if (index.has(root)) continue;
    const work: { node: Guid; at: number }[] = [{ node: root, at: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const successors = next.get(frame.node) ?? [];
      if (frame.at < successors.length) {
        const successor = successors[frame.at++]!;
        if (!index.has(successor)) {
          index.set(successor, counter);
          low.set(successor, counter++);
          stack.push(successor);
          onStack.add(successor);
          work.push({ node: successor, at: 0 });
        } else if (onStack.has(successor)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(successor)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: Guid[] = [];
        let member: Guid;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        groups.push(group);
      }
    }
  }
  return groups;
}

/** Loops that no stateful gate (rs, time, edge, toogle, counter, clock) breaks: each would oscillate or never settle. */
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

/** One gate's own warnings: its unconnected inputs, and an alert nobody receives. */
export function gateWarnings(gate: Gate): LogicWarning[] {
  if ('unsupported' in gate) return [];
  const warnings: LogicWarning[] = [];
  gate.inputs.forEach((input, index) => {
    if (input.linkId === '') warnings.push({ kind: 'unconnected-input', node: gate.id, port: `in:${index}` });
  });
  if (!alertHasRecipient(gate)) warnings.push({ kind: 'no-recipient', node: gate.id });
  return warnings;
}

/** The warnings of each node of the loops through no stateful gate (`statelessCycles`). */
export function cycleWarnings(cycles: readonly (readonly Guid[])[]): LogicWarning[] {
  return cycles.flatMap((cycle) => cycle.map((node): LogicWarning => ({ kind: 'stateless-cycle', node, cycle })));
}

/** The warnings of the graph: unconnected gate inputs, alerts nobody receives, loops through no stateful gate. */
export function logicWarnings(graph: LogicGraph, gates: readonly Gate[]): LogicWarning[] {
  return [...gates.flatMap(gateWarnings), ...cycleWarnings(statelessCycles(graph))];
}

/**
 * Groups of nodes joined by wires, largest first. Unwired sources are left
 * out: on a graph too big to show at once, the editor shows one group.
 */
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
