import { describe, expect, it } from 'vitest';
import { centredViewport, graphInView, MIN_READABLE_ZOOM, NODE_FONT_PX, readableViewport, wiresBetweenShown } from './logic-viewport';

const NONE = { top: 0, right: 0, bottom: 0, left: 0 };
const SCREEN = { width: 1000, height: 600 };

describe('readable viewport', () => {
  it('keeps node text at about 12 px on screen at the smallest default zoom', () => {
    expect(NODE_FONT_PX * MIN_READABLE_ZOOM).toBeCloseTo(12);
  });

  it('centres a small graph in the free area, at most at zoom 1', () => {
    const view = readableViewport({ x: 0, y: 0, width: 400, height: 200 }, SCREEN, NONE);
    expect(view).toEqual({ x: 300, y: 200, zoom: 1 });
    expect(graphInView({ x: 0, y: 0, width: 400, height: 200 }, SCREEN, view)).toBe(true);
  });

  it('fits a graph a little too big by zooming out, as long as the text stays readable', () => {
    const view = readableViewport({ x: 0, y: 0, width: 1100, height: 300 }, SCREEN, NONE);
    expect(view.zoom).toBeCloseTo(1000 / 1100);
    expect(view.x).toBeCloseTo(0);
  });

  it('shows the start of a large graph at the readable zoom instead of shrinking it to a blur', () => {
    const bounds = { x: 100, y: 50, width: 8000, height: 4000 };
    const view = readableViewport(bounds, SCREEN, NONE);
    expect(view.zoom).toBe(MIN_READABLE_ZOOM);
    // The graph's top-left corner at the screen's top-left corner.
    expect(view.x).toBeCloseTo(-100 * MIN_READABLE_ZOOM);
    expect(view.y).toBeCloseTo(-50 * MIN_READABLE_ZOOM);
    expect(graphInView(bounds, SCREEN, view)).toBe(false);
  });

  it('starts a graph too tall for the screen at its first node, not at an empty top-left corner', () => {
    // A layered chain: its first column centred far below the top of the tallest column.
    const bounds = { x: 0, y: 0, width: 8000, height: 4000 };
    const view = readableViewport(bounds, SCREEN, NONE, MIN_READABLE_ZOOM, 1, { x: 0, y: 2500 });
    expect(view.x).toBeCloseTo(0);
    expect(view.y).toBeCloseTo(-2500 * MIN_READABLE_ZOOM);
    // A graph that fits on an axis is still centred on it, whatever its start.
    const wide = readableViewport({ x: 0, y: 0, width: 8000, height: 300 }, SCREEN, NONE, MIN_READABLE_ZOOM, 1, { x: 0, y: 200 });
    expect(wide.y).toBeCloseTo((600 - 300 * MIN_READABLE_ZOOM) / 2);
  });

  it('keeps the graph clear of the panels drawn over the canvas', () => {
    const view = readableViewport({ x: 0, y: 0, width: 300, height: 200 }, SCREEN, { top: 0, right: 320, bottom: 0, left: 0 });
    // Centred in the 680 px left free, not under the panel on the right.
    expect(view.x).toBe(190);
    expect(view.x + 300).toBeLessThanOrEqual(680);
  });
});

describe('the view centred on a gate', () => {
  const gate = { x: 5000, y: 8000, width: 200, height: 100 };
  const screenOf = (view: { x: number; y: number; zoom: number }) => ({ x: gate.x * view.zoom + view.x, y: gate.y * view.zoom + view.y, width: gate.width * view.zoom, height: gate.height * view.zoom });

  it('puts the gate at the centre of the area the inspector leaves free, at the zoom it was', () => {
    const view = centredViewport(gate, SCREEN, { ...NONE, right: 340 }, 0.9);
    expect(view.zoom).toBe(0.9);
    const box = screenOf(view);
    expect(box.x + box.width / 2).toBeCloseTo((1000 - 340) / 2);
    expect(box.y + box.height / 2).toBeCloseTo(300);
  });

  it('keeps the zoom between the readable one and 1', () => {
    expect(centredViewport(gate, SCREEN, NONE, 0.1).zoom).toBe(MIN_READABLE_ZOOM);
    const close = centredViewport(gate, SCREEN, NONE, 3);
    expect(close.zoom).toBe(1);
    expect(screenOf(close)).toEqual({ x: 400, y: 250, width: 200, height: 100 });
  });
});

describe('the wires of the first frames', () => {
  const box = (x: number, y: number) => ({ x, y, width: 100, height: 50 });
  const boxes = new Map([
    ['a', box(0, 0)],
    ['b', box(300, 0)],
    ['far', box(0, 5000)],
    ['right', box(2000, 0)],
  ]);
  const edges = [
    { id: 'a-b', source: 'a', target: 'b' },
    { id: 'far-b', source: 'far', target: 'b' },
    { id: 'a-right', source: 'a', target: 'right' },
    { id: 'a-unknown', source: 'a', target: 'unknown' },
  ];

  it('keeps the wires whose two ends are in view, drops those that only cross it', () => {
    expect(wiresBetweenShown(edges, boxes, { x: 0, y: 0, width: 1000, height: 600 }).map((edge) => edge.id)).toEqual(['a-b']);
  });

  it('follows the view: a node partly in view counts, one out of it does not', () => {
    expect(wiresBetweenShown(edges, boxes, { x: 50, y: 4990, width: 2000, height: 100 }).map((edge) => edge.id)).toEqual([]);
    expect(wiresBetweenShown(edges, boxes, { x: 50, y: 0, width: 2000, height: 100 }).map((edge) => edge.id)).toEqual(['a-b', 'a-right']);
  });
});
