import { describe, expect, it } from 'vitest';
import type { LogicEdge, LogicNode } from '../../../domain/configuration/controller/logic-graph';
import { LAYOUT_FAN_OUT, layoutEdges, layoutGraph } from './logic-layout';

const node = (id: string): LogicNode => ({ id, kind: 'gate', name: id, type: 'and', inputs: [{ id: `${id}-in`, name: 'in' }], outputs: [{ id: `${id}-out`, name: 'out' }], readOnly: false, ios: [] }) as unknown as LogicNode;
const edge = (source: string, target: string): LogicEdge => ({ id: `${source}>${target}`, source, sourcePort: `${source}-out`, target, targetPort: `${target}-in`, kind: 'logic' }) as unknown as LogicEdge;

/** A chain of gates, each also read from one shared source (the calendar of the large-site test). */
function chainWithSharedSource(length: number): { nodes: LogicNode[]; edges: LogicEdge[] } {
  const nodes = [node('calendar'), ...Array.from({ length }, (_, index) => node(`g${index}`))];
  const edges = Array.from({ length }, (_, index) => [edge('calendar', `g${index}`), ...(index > 0 ? [edge(`g${index - 1}`, `g${index}`)] : [])]).flat();
  return { nodes, edges };
}

describe('the layout of the logic graph', () => {
  it('reads every shown wire, except those of a node feeding more than the fan-out limit, and none to a node not shown', () => {
    const { nodes, edges } = chainWithSharedSource(LAYOUT_FAN_OUT + 1);
    const ids = new Set(nodes.map((one) => one.id));
    const read = layoutEdges(ids, [...edges, edge('g0', 'elsewhere')]);
    expect(read.some((one) => one.source === 'calendar')).toBe(false);
    expect(read).toHaveLength(LAYOUT_FAN_OUT);
    expect(read.every((one) => one.source.startsWith('g'))).toBe(true);
  });

  it('keeps the wires of a node feeding up to the limit', () => {
    const { nodes, edges } = chainWithSharedSource(LAYOUT_FAN_OUT);
    const read = layoutEdges(new Set(nodes.map((one) => one.id)), edges);
    expect(read.filter((one) => one.source === 'calendar')).toHaveLength(LAYOUT_FAN_OUT);
  });

  it('lays a chain read by one shared source out left to right, the source in the first layer', async () => {
    const { nodes, edges } = chainWithSharedSource(60);
    const positions = await layoutGraph(nodes, edges);
    expect(positions.size).toBe(61);
    const xs = Array.from({ length: 60 }, (_, index) => positions.get(`g${index}`)!.x);
    for (let index = 1; index < xs.length; index += 1) expect(xs[index]).toBeGreaterThan(xs[index - 1]!);
    expect(positions.get('calendar')!.x).toBeLessThanOrEqual(xs[0]!);
  });
});
