import type { Guid } from '../guid';
import { STATEFUL_GATES } from './logic-ports';
import { stronglyConnected } from './strongly-connected';

/** Beyond this many gates (and links) in a scope the editor shows one part of the graph at a time, of at most this many. */
export const PART_LIMIT = 400;

/** What the walk and the index read of a node: its inputs' link ids and its outputs' guids (a gate is one as it is). */
export interface OutlineNode {
  readonly id: Guid;
  readonly type: string;
  readonly inputs: readonly { readonly linkId: Guid }[];
  readonly outputs: readonly { readonly id: Guid }[];
}

/**
 * A scope as the part walk and the index read it, in the graph's order: the
 * terminals (the ios around the controller, a template's inputs and outputs),
 * walked through but not counted in a part, then the members (links, then
 * gates in the document's order), which the parts hold.
 */
export interface LogicOutline {
  readonly terminals: readonly OutlineNode[];
  readonly members: readonly OutlineNode[];
}

/** Who produces each signal and who reads it, by position in `[...terminals, ...members]`. */
export interface SignalTable {
  readonly producer: ReadonlyMap<Guid, number>;
  readonly readers: ReadonlyMap<Guid, readonly number[]>;
}

/** The whole-graph index, computed in a worker: the parts in order, and the loops through no stateful gate. */
export interface LogicIndex {
  /** Member ids of each part, in the walk's order. */
  readonly parts: readonly (readonly Guid[])[];
  readonly cycles: readonly (readonly Guid[])[];
}

function at(outline: LogicOutline, index: number): OutlineNode {
  const terminals = outline.terminals.length;
  return index < terminals ? outline.terminals[index]! : outline.members[index - terminals]!;
}

/** One pass over the scope's inputs and outputs: no graph, no node objects. A later producer of the same guid wins, as in buildLogicGraph. */
export function signalTable(outline: LogicOutline): SignalTable {
  const producer = new Map<Guid, number>();
  const readers = new Map<Guid, number[]>();
  const count = outline.terminals.length + outline.members.length;
  for (let index = 0; index < count; index++) for (const output of at(outline, index).outputs) producer.set(output.id, index);
  for (let index = 0; index < count; index++) {
    for (const input of at(outline, index).inputs) {
      if (input.linkId === '') continue;
      const list = readers.get(input.linkId);
      if (list) list.push(index);
      else readers.set(input.linkId, [index]);
    }
  }
  return { producer, readers };
}

/**
 * The members in the walk's order, cut into parts of PART_LIMIT: each
 * connected group (wires taken both ways, through the ios too) walked from
 * its first member in the document, depth first along the wires between
 * gates (what feeds a node's inputs, in input order, then what reads its
 * outputs, in the graph's order), an io's readers only once no gate wire is
 * left to follow, so that a chain is walked along, not across every gate that
 * reads the same input; the groups in the order of their first member. With
 * `limit`, the walk stops once that many members are placed: the first part
 * costs what it holds (and the ios it reaches), not the whole graph, and is
 * the same as the whole walk's first part.
 */
function walkParts(outline: LogicOutline, table: SignalTable, limit = Number.POSITIVE_INFINITY): Guid[][] {
  const terminals = outline.terminals.length;
  const visited = new Set<number>();
  const order: Guid[] = [];
  const stack: number[] = [];
  const later: number[] = [];
  const neighbours: number[] = [];
  for (let start = 0; start < outline.members.length && order.length < limit; start++) {
    if (visited.has(terminals + start)) continue;
    stack.push(terminals + start);
    let next = 0;
    while (order.length < limit && (stack.length > 0 || next < later.length)) {
      const index = stack.length > 0 ? stack.pop()! : later[next++]!;
      if (visited.has(index)) continue;
      visited.add(index);
      const node = at(outline, index);
      if (index >= terminals) order.push(node.id);
      neighbours.length = 0;
      for (const input of node.inputs) {
        const producer = input.linkId === '' ? undefined : table.producer.get(input.linkId);
        if (producer !== undefined) neighbours.push(producer);
      }
      for (const output of node.outputs) for (const reader of table.readers.get(output.id) ?? []) neighbours.push(reader);
      for (const neighbour of neighbours) if (neighbour < terminals && !visited.has(neighbour)) later.push(neighbour);
      // Pushed last to first, so the first is walked first.
      for (let at = neighbours.length - 1; at >= 0; at--) if (neighbours[at]! >= terminals && !visited.has(neighbours[at]!)) stack.push(neighbours[at]!);
    }
    stack.length = 0;
    later.length = 0;
  }
  const parts: Guid[][] = [];
  for (let from = 0; from < order.length; from += PART_LIMIT) parts.push(order.slice(from, from + PART_LIMIT));
  return parts;
}

/** The part the editor shows first, found by a bounded walk (at most PART_LIMIT members and the ios they read). */
export function firstPart(outline: LogicOutline, table: SignalTable = signalTable(outline)): Guid[] {
  return walkParts(outline, table, PART_LIMIT)[0] ?? [];
}

/** Loops that no stateful gate breaks, over the whole outline (checked against the search over the whole graph's edges in test/support/logic-graph-reference.ts). */
function outlineCycles(outline: LogicOutline, table: SignalTable): Guid[][] {
  const count = outline.terminals.length + outline.members.length;
  const ids: Guid[] = [];
  const types = new Map<Guid, string>();
  const next = new Map<Guid, Guid[]>();
  for (let index = 0; index < count; index++) {
    const node = at(outline, index);
    ids.push(node.id);
    types.set(node.id, node.type);
  }
  for (let index = 0; index < count; index++) {
    const node = at(outline, index);
    for (const input of node.inputs) {
      const source = input.linkId === '' ? undefined : table.producer.get(input.linkId);
      if (source === undefined) continue;
      const from = at(outline, source).id;
      const targets = next.get(from);
      if (targets) targets.push(node.id);
      else next.set(from, [node.id]);
    }
  }
  return stronglyConnected(ids, next).filter((group) => {
    const looped = group.length > 1 || (next.get(group[0]!) ?? []).includes(group[0]!);
    return looped && !group.some((id) => STATEFUL_GATES.has(types.get(id) ?? ''));
  });
}

/** The whole-graph index of a scope: what the worker computes. */
export function indexLogic(outline: LogicOutline): LogicIndex {
  const table = signalTable(outline);
  return { parts: walkParts(outline, table), cycles: outlineCycles(outline, table) };
}
