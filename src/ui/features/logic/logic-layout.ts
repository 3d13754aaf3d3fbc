import { Position, type NodeHandle } from '@xyflow/react';
import type { ElkNode } from 'elkjs/lib/elk-api';
import type { LogicEdge, LogicNode } from '../../../domain/configuration/controller/logic-graph';
import type { Point } from './logic-positions';

/** Wide enough for a name of about 25 characters at the nodes' 14 px text; longer names wrap to a second line. */
export const NODE_WIDTH = 240;
export const PORT_HEIGHT = 24;
/** Two lines of name and one of type. */
export const HEADER_HEIGHT = 64;

export function nodeHeight(node: Pick<LogicNode, 'inputs' | 'outputs'>): number {
  return HEADER_HEIGHT + Math.max(1, node.inputs.length, node.outputs.length) * PORT_HEIGHT;
}

/** A port's handle: 10 px square, centred on the node's left or right border beside its row (logic-node.tsx). */
export const HANDLE_SIZE = 10;
/** The node card's border (logic-node.tsx): the handles are placed inside it. */
const NODE_BORDER = 2;

export type HandleBox = NodeHandle;

/**
 * Where the node's handles are, relative to its top-left corner, as the
 * browser draws them. Given to the canvas with each node, so that it does not
 * have to draw every node once to measure them: a node out of view is then
 * never drawn, and the first paint costs what the screen shows.
 */
export function nodeHandles(node: Pick<LogicNode, 'inputs' | 'outputs'>): HandleBox[] {
  const y = (index: number) => NODE_BORDER + HEADER_HEIGHT + index * PORT_HEIGHT + PORT_HEIGHT / 2 - HANDLE_SIZE / 2;
  return [
    ...node.inputs.map((port, index): HandleBox => ({ id: port.id, type: 'target', position: Position.Left, x: NODE_BORDER - HANDLE_SIZE / 2, y: y(index), width: HANDLE_SIZE, height: HANDLE_SIZE })),
    ...node.outputs.map((port, index): HandleBox => ({ id: port.id, type: 'source', position: Position.Right, x: NODE_WIDTH - NODE_BORDER - HANDLE_SIZE / 2, y: y(index), width: HANDLE_SIZE, height: HANDLE_SIZE })),
  ];
}

interface Layouter {
  layout(graph: ElkNode): Promise<ElkNode>;
}

let layouter: Promise<Layouter> | undefined;

/**
 * elkjs in a Web Worker where the browser has them, so laying out thousands
 * of nodes never blocks the page; the bundled build in the same thread
 * otherwise (tests).
 */
function elk(): Promise<Layouter> {
  layouter ??= (async () => {
    if (typeof Worker !== 'undefined') {
      const [{ default: ELK }, { default: workerUrl }] = await Promise.all([import('elkjs/lib/elk-api'), import('elkjs/lib/elk-worker.min.js?url')]);
      return new ELK({ workerUrl });
    }
    const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
    return new ELK();
  })();
  return layouter;
}

/**
 * A node feeding more nodes than this (a calendar or a door contact read by
 * hundreds of gates) is laid out without those wires: each wire spanning n
 * layers costs the layered layout n hidden nodes, so a source read by every
 * gate of a chain of 400 made the layout quadratic (10 s instead of 0.2 s).
 * The node keeps its wires on the canvas; it is placed in the first layer.
 */
export const LAYOUT_FAN_OUT = 8;

/** The wires the layout reads: those shown, but not from a node feeding more than LAYOUT_FAN_OUT nodes. */
export function layoutEdges(ids: ReadonlySet<string>, edges: readonly LogicEdge[]): LogicEdge[] {
  const shown = edges.filter((edge) => ids.has(edge.source) && ids.has(edge.target));
  const targets = new Map<string, Set<string>>();
  for (const edge of shown) {
    const set = targets.get(edge.source) ?? new Set<string>();
    set.add(edge.target);
    targets.set(edge.source, set);
  }
  return shown.filter((edge) => (targets.get(edge.source)?.size ?? 0) <= LAYOUT_FAN_OUT);
}

/** Left to right, sources first, layers by wiring: each node's position (its top-left corner). */
export async function layoutGraph(nodes: readonly LogicNode[], edges: readonly LogicEdge[]): Promise<Map<string, Point>> {
  const ids = new Set(nodes.map((node) => node.id));
  const graph: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '80',
      'elk.spacing.nodeNode': '24',
      'elk.layered.nodePlacement.strategy': 'SIMPLE',
    },
    children: nodes.map((node) => ({ id: node.id, width: NODE_WIDTH, height: nodeHeight(node) })),
    edges: layoutEdges(ids, edges).map((edge) => ({ id: edge.id, sources: [edge.source], targets: [edge.target] })),
  };
  const laid = await (await elk()).layout(graph);
  return new Map((laid.children ?? []).map((child) => [child.id, { x: child.x ?? 0, y: child.y ?? 0 }]));
}

/** Until the layout answers: sources in a first column, gates in a grid after them. */
export function provisionalPosition(index: number, source: boolean): Point {
  if (source) return { x: 0, y: index * 90 };
  const columns = 20;
  return { x: 320 + (index % columns) * (NODE_WIDTH + 60), y: Math.floor(index / columns) * 140 };
}
