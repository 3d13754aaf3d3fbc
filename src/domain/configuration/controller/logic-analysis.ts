import type { Guid } from '../guid';
import type { Gate } from './gate';
import { alertHasRecipient, type LogicGraph } from './logic-graph';
import { STATEFUL_GATES } from './logic-ports';
import { stronglyConnected } from './strongly-connected';

/** A warning before saving, drawn beside its node. */
export type LogicWarning =
  | { readonly kind: 'unconnected-input'; readonly node: Guid; readonly port: string }
  | { readonly kind: 'no-recipient'; readonly node: Guid }
  | { readonly kind: 'stateless-cycle'; readonly node: Guid; readonly cycle: readonly Guid[] };

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
