import type { Guid } from '../guid';

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
