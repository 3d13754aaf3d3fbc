import type { LogicIndex, LogicOutline, OutlineNode } from '../../domain/configuration/controller/logic-parts';

/**
 * From the page to the logic index worker: one outline, as one JSON text of
 * ids and link ids (`encodeOutline`). A text crosses the thread as one copy:
 * on 10,000 gates the structured clone of the outline's objects held the
 * page about 30 ms, the JSON text about 8 ms to write and 1 ms to send.
 */
export interface LogicIndexRequest {
  readonly type: 'index';
  readonly id: number;
  readonly outline: string;
}

/** From the worker to the page: the index of request `id`, or why there is none. */
export type LogicIndexResponse = { readonly type: 'indexed'; readonly id: number; readonly index: LogicIndex } | { readonly type: 'failed'; readonly id: number; readonly message: string };

/** A node as it crosses: [id, type, its inputs' link ids, its outputs' guids]. */
type WireNode = readonly [string, string, readonly string[], readonly string[]];

const toWire = (node: OutlineNode): WireNode => [node.id, node.type, node.inputs.map((input) => input.linkId), node.outputs.map((output) => output.id)];
const fromWire = ([id, type, inputs, outputs]: WireNode): OutlineNode => ({ id, type, inputs: inputs.map((linkId) => ({ linkId })), outputs: outputs.map((output) => ({ id: output })) });

/** The outline as the text the worker reads: ids and link ids only, none of the gates' other fields. */
export function encodeOutline(outline: LogicOutline): string {
  return JSON.stringify({ terminals: outline.terminals.map(toWire), members: outline.members.map(toWire) });
}

export function decodeOutline(text: string): LogicOutline {
  const wire = JSON.parse(text) as { readonly terminals: readonly WireNode[]; readonly members: readonly WireNode[] };
  return { terminals: wire.terminals.map(fromWire), members: wire.members.map(fromWire) };
}
