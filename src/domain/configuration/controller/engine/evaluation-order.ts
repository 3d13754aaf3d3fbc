import { MinHeap } from './min-heap';

/** What the order needs of a node: its key, whether it keeps state, and the nodes that read what it writes. */
export interface OrderedNode {
  /** The gate's guid: among nodes free to go in either order, the smaller key goes first. */
  readonly key: string;
  readonly stateful: boolean;
}

/**
 * The order the engine evaluates its nodes in (node indexes, first first):
 * sources before what reads them (Kahn), and a loop entered at a stateful
 * gate when it has one. Wherever the wires leave a choice (independent
 * nodes, where to enter a loop) the smaller key wins, never the place of a
 * gate in the document: a loop through no stateful gate then settles the
 * same whether its gates are listed in another order or grouped into a
 * template (whose ports are wires, not nodes).
 */
export function evaluationOrder(nodes: readonly OrderedNode[], successors: (node: number) => readonly number[]): number[] {
  const count = nodes.length;
  const before = (a: number, b: number): boolean => {
    const left = nodes[a]!.key;
    const right = nodes[b]!.key;
    return left < right || (left === right && a < b);
  };
  const next: (readonly number[])[] = [];
  const indegree = new Array<number>(count).fill(0);
  for (let node = 0; node < count; node++) {
    next.push(successors(node));
    for (const successor of next[node]!) indegree[successor]! += 1;
  }
  const byKey = Array.from({ length: count }, (_, node) => node).sort((a, b) => {
    const left = nodes[a]!.key;
    const right = nodes[b]!.key;
    return left < right ? -1 : left > right ? 1 : a - b;
  });
  const statefulByKey = byKey.filter((node) => nodes[node]!.stateful);
  const placed = new Array<boolean>(count).fill(false);
  const ready = new MinHeap<number>(before);
  for (const node of byKey) if (indegree[node] === 0) ready.push(node);
  const order: number[] = [];
  let scanStateful = 0;
  let scan = 0;
  while (order.length < count) {
    while (ready.size > 0) {
      const node = ready.pop()!;
      if (placed[node]) continue;
      placed[node] = true;
      order.push(node);
      for (const successor of next[node]!) {
        indegree[successor]! -= 1;
        if (indegree[successor] === 0 && !placed[successor]) ready.push(successor);
      }
    }
    if (order.length === count) break;
    // A loop: enter it at the stateful gate of smallest key left, else at the node of smallest key left.
    while (scanStateful < statefulByKey.length && placed[statefulByKey[scanStateful]!]) scanStateful++;
    while (scan < count && placed[byKey[scan]!]) scan++;
    ready.push(scanStateful < statefulByKey.length ? statefulByKey[scanStateful]! : byKey[scan]!);
  }
  return order;
}
