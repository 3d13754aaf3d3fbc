import type { Guid } from '../guid';
import type { LogicNode, LogicPort, ScopeOutline } from './logic-graph';

/** One signal of a scope as the inspector's input lists offer it: the node that produces it and its output port. */
export interface SignalChoice {
  readonly node: LogicNode;
  readonly port: LogicPort;
}

/**
 * Every signal of a scope, in buildLogicGraph's order (its nodes', then each
 * node's outputs): what the inspector's input lists choose from, across every
 * part. Read from the scope's outline, whose nodes are drawn on demand (a
 * gate's node is kept while the gate is the same object): no edge, no signal
 * map, no node built twice for the same gate.
 */
export function scopeSignals(outline: ScopeOutline): SignalChoice[] {
  const count = outline.terminals.length + outline.members.length;
  const choices: SignalChoice[] = [];
  for (let index = 0; index < count; index++) {
    const node = outline.draw(index);
    for (const port of node.outputs) choices.push({ node, port });
  }
  return choices;
}

/** A gate's or link's node as buildLogicGraph draws it (its ports and their kinds), or undefined when the scope has no such member. */
export function memberNode(outline: ScopeOutline, id: Guid): LogicNode | undefined {
  const at = outline.members.findIndex((member) => member.id === id);
  return at < 0 ? undefined : outline.draw(outline.terminals.length + at);
}
