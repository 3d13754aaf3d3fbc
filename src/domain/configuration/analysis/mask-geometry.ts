import { createMaskZone, type MaskZone } from './mask';

/**
 * The geometry of mask zones as the editor handles them. Coordinates are
 * fractions of the picture (0 to 1) kept with three decimals, the precision
 * the document writes (`<rect-left>0.300</rect-left>`): what the editor
 * holds is exactly what is saved and read back, and a zone keeps its place
 * whatever the stream's resolution.
 */

/** The keyboard step: a hundredth of the picture (Shift is for resizing, Alt for fine steps of a thousandth). */
const KEY_STEP = 0.01;
const FINE_KEY_STEP = 0.001;
/** The smallest zone side, so a zone never collapses to nothing and stays grabbable. */
export const MIN_ZONE_SIZE = 0.01;

/** Rounds to the document's three decimals (0.1 + 0.2 → 0.3, -0 → 0). */
function roundCoordinate(value: number): number {
  const rounded = Math.round(value * 1000) / 1000;
  return rounded === 0 ? 0 : rounded;
}

function clampUnit(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

/** A zone inside the picture, in order (left ≤ right, top ≤ bottom), with three decimals. */
export function normaliseZone(zone: MaskZone): MaskZone {
  const [left, right] = ordered(zone.rectLeft, zone.rectRight);
  const [top, bottom] = ordered(zone.rectTop, zone.rectBottom);
  return { ...zone, rectLeft: left, rectTop: top, rectRight: right, rectBottom: bottom };
}

function ordered(a: number, b: number): [number, number] {
  const x = roundCoordinate(clampUnit(a));
  const y = roundCoordinate(clampUnit(b));
  return x <= y ? [x, y] : [y, x];
}

/** The zone drawn from one corner to the other (fractions), at least MIN_ZONE_SIZE each way. */
export function zoneFromCorners(from: { x: number; y: number }, to: { x: number; y: number }, mask?: number): MaskZone {
  const [left, right] = span(from.x, to.x);
  const [top, bottom] = span(from.y, to.y);
  return createMaskZone({ ...(mask === undefined ? {} : { mask }), rectLeft: left, rectTop: top, rectRight: right, rectBottom: bottom });
}

function span(a: number, b: number): [number, number] {
  let [low, high] = ordered(a, b);
  if (high - low < MIN_ZONE_SIZE) {
    high = roundCoordinate(Math.min(1, low + MIN_ZONE_SIZE));
    low = roundCoordinate(high - MIN_ZONE_SIZE);
  }
  return [low, high];
}

/** The zone moved by (dx, dy), its size kept, stopped at the picture's edges. */
function moveZone(zone: MaskZone, dx: number, dy: number): MaskZone {
  const width = roundCoordinate(zone.rectRight - zone.rectLeft);
  const height = roundCoordinate(zone.rectBottom - zone.rectTop);
  const left = roundCoordinate(Math.min(1 - width, Math.max(0, zone.rectLeft + dx)));
  const top = roundCoordinate(Math.min(1 - height, Math.max(0, zone.rectTop + dy)));
  return { ...zone, rectLeft: left, rectTop: top, rectRight: roundCoordinate(left + width), rectBottom: roundCoordinate(top + height) };
}

/** The zone's right and bottom edges moved by (dw, dh): no smaller than MIN_ZONE_SIZE, no further than the picture. */
function resizeZone(zone: MaskZone, dw: number, dh: number): MaskZone {
  const right = roundCoordinate(Math.min(1, Math.max(zone.rectLeft + MIN_ZONE_SIZE, zone.rectRight + dw)));
  const bottom = roundCoordinate(Math.min(1, Math.max(zone.rectTop + MIN_ZONE_SIZE, zone.rectBottom + dh)));
  return { ...zone, rectRight: right, rectBottom: bottom };
}

/** Which part of a zone a pointer grabbed: the body moves it, the bottom-right handle resizes it. */
export type ZoneGrip = 'move' | 'resize';

/** The zone after a pointer drag of (dx, dy) fractions from its state when grabbed. */
export function dragZone(start: MaskZone, grip: ZoneGrip, dx: number, dy: number): MaskZone {
  return grip === 'move' ? moveZone(start, dx, dy) : resizeZone(start, dx, dy);
}

/**
 * What a key does to a focused zone: arrows move it, Shift+arrows resize
 * it, Alt makes the step a thousandth. Undefined when the key is not one of
 * these (the caller lets it through).
 */
export function zoneAfterKey(zone: MaskZone, key: string, modifiers: { shift: boolean; alt: boolean }): MaskZone | undefined {
  const step = modifiers.alt ? FINE_KEY_STEP : KEY_STEP;
  const delta: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  const move = delta[key];
  if (!move) return undefined;
  return modifiers.shift ? resizeZone(zone, move[0], move[1]) : moveZone(zone, move[0], move[1]);
}
