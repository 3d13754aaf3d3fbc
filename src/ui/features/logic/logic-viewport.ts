/** The smallest text on a node, in CSS pixels at zoom 1 (the nodes' `sm` font). */
export const NODE_FONT_PX = 14;

/** The zoom below which the default view does not go: node text stays about 12 px on screen. */
export const MIN_READABLE_ZOOM = 12 / NODE_FONT_PX;

export interface Bounds {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Insets {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

export interface Viewport {
  readonly x: number;
  readonly y: number;
  readonly zoom: number;
}

/**
 * The default view of a graph: the whole graph when it fits at a readable
 * zoom (centred in the free area, at most zoom 1), else the readable zoom with
 * the graph's start (its top left: the sources, the layout runs left to right)
 * in view, so the installer reads the first nodes rather than a grey blur.
 * `insets` is what the panels over the canvas hide of it. `start`, when
 * given, is where the graph starts on an axis too long for the screen
 * (the first node of the first column): a layered graph's top-left corner
 * may be empty, its first column centred far below it.
 */
export function readableViewport(
  bounds: Bounds,
  size: { readonly width: number; readonly height: number },
  insets: Insets,
  minZoom = MIN_READABLE_ZOOM,
  maxZoom = 1,
  start: { readonly x: number; readonly y: number } = bounds,
): Viewport {
  const free = { width: Math.max(1, size.width - insets.left - insets.right), height: Math.max(1, size.height - insets.top - insets.bottom) };
  const fit = Math.min(free.width / Math.max(1, bounds.width), free.height / Math.max(1, bounds.height));
  const zoom = Math.min(maxZoom, Math.max(minZoom, fit));
  const axis = (low: number, first: number, length: number, inset: number, room: number) =>
    length * zoom <= room ? inset + (room - length * zoom) / 2 - low * zoom : inset - first * zoom;
  return { x: axis(bounds.x, start.x, bounds.width, insets.left, free.width), y: axis(bounds.y, start.y, bounds.height, insets.top, free.height), zoom };
}

/** Whether the whole graph is on screen at this viewport (then the minimap would show nothing more). */
export function graphInView(bounds: Bounds, size: { readonly width: number; readonly height: number }, viewport: Viewport): boolean {
  const left = bounds.x * viewport.zoom + viewport.x;
  const top = bounds.y * viewport.zoom + viewport.y;
  return left >= 0 && top >= 0 && left + bounds.width * viewport.zoom <= size.width && top + bounds.height * viewport.zoom <= size.height;
}

/**
 * The view with `node` (a gate found or linked to) at the centre of the free
 * area (the canvas less what `insets` hide), at the current zoom kept between
 * the readable one and 1: the installer sees the gate and what is around it.
 */
export function centredViewport(node: Bounds, size: { readonly width: number; readonly height: number }, insets: Insets, zoom: number, minZoom = MIN_READABLE_ZOOM, maxZoom = 1): Viewport {
  const scale = Math.min(maxZoom, Math.max(minZoom, zoom));
  const centreX = insets.left + Math.max(1, size.width - insets.left - insets.right) / 2;
  const centreY = insets.top + Math.max(1, size.height - insets.top - insets.bottom) / 2;
  return { x: centreX - (node.x + node.width / 2) * scale, y: centreY - (node.y + node.height / 2) * scale, zoom: scale };
}

/** Whether two boxes overlap (touching edges count). */
function overlaps(a: Bounds, b: Bounds): boolean {
  return a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
}

/**
 * The wires of the first frames, before the layout: only those whose two ends
 * are in view (`view` in the graph's coordinates, `boxes` each node's box by
 * id). xyflow draws every wire that crosses the view, on the large site about
 * 180 from nodes far off; they come with the laid-out graph (docs/performance.md,
 * issue 31).
 */
export function wiresBetweenShown<E extends { readonly source: string; readonly target: string }>(edges: readonly E[], boxes: ReadonlyMap<string, Bounds>, view: Bounds): E[] {
  const shown = (id: string) => {
    const box = boxes.get(id);
    return box !== undefined && overlaps(box, view);
  };
  return edges.filter((edge) => shown(edge.source) && shown(edge.target));
}
