/** Beyond this many gates the editor shows one part of the graph at a time. */
export const WHOLE_GRAPH_LIMIT = 400;

/**
 * Connected groups cut into parts of at most WHOLE_GRAPH_LIMIT nodes, in the
 * group's order (the document's, for the gates): a chain of 10,000 gates is
 * one group, too big to draw at once, so it is shown a part at a time.
 */
export function viewParts(groups: readonly (readonly string[])[]): string[][] {
  return groups.flatMap((group) => Array.from({ length: Math.ceil(group.length / WHOLE_GRAPH_LIMIT) }, (_, index) => group.slice(index * WHOLE_GRAPH_LIMIT, (index + 1) * WHOLE_GRAPH_LIMIT)));
}
