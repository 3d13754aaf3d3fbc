import { describe, expect, it } from 'vitest';
import { createMaskZone } from './mask';
import { dragZone, normaliseZone, zoneAfterKey, zoneFromCorners } from './mask-geometry';

const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;

describe('mask geometry', () => {
  it('rounds to the three decimals the document writes', () => {
    expect(zoneFromCorners({ x: 0.1 + 0.2, y: 0.12345 }, { x: 0.9, y: 0.9 })).toMatchObject({ rectLeft: 0.3, rectTop: 0.123 });
    expect(Object.is(dragZone(createMaskZone({ rectLeft: 0.0004 }), 'move', -0.0001, 0).rectLeft, 0)).toBe(true);
  });

  it('orders and clamps a zone drawn backwards or past the edges', () => {
    expect(zoneFromCorners({ x: 1.2, y: 0.8 }, { x: 0.4, y: -0.1 }, 100)).toEqual({ mask: 100, rectLeft: 0.4, rectTop: 0, rectRight: 1, rectBottom: 0.8 });
    expect(normaliseZone(createMaskZone({ rectLeft: 0.9, rectRight: 0.2 }))).toMatchObject({ rectLeft: 0.2, rectRight: 0.9 });
  });

  it('never makes a zone smaller than a hundredth, even from a click', () => {
    const zone = zoneFromCorners({ x: 1, y: 0.5 }, { x: 1, y: 0.5 });
    expect(zone).toMatchObject({ rectLeft: 0.99, rectRight: 1, rectTop: 0.5, rectBottom: 0.51 });
  });

  it('moves with the keyboard by hundredths, stopping at the edges with its size kept', () => {
    const zone = createMaskZone();
    expect(zoneAfterKey(zone, 'ArrowRight', { shift: false, alt: false })).toMatchObject({ rectLeft: 0.31, rectRight: 0.71, rectTop: 0.3 });
    expect(zoneAfterKey(zone, 'ArrowUp', { shift: false, alt: true })).toMatchObject({ rectTop: 0.299, rectBottom: 0.699 });
    let moved = zone;
    for (let i = 0; i < 100; i += 1) moved = dragZone(moved, 'move', 0.01, -0.01);
    expect(moved).toEqual({ mask: 255, rectLeft: 0.6, rectTop: 0, rectRight: 1, rectBottom: 0.4 });
    expect(zoneAfterKey(zone, 'Enter', { shift: false, alt: false })).toBeUndefined();
  });

  it('resizes with Shift+arrows between a hundredth and the edge', () => {
    const zone = createMaskZone();
    expect(zoneAfterKey(zone, 'ArrowLeft', { shift: true, alt: false })).toMatchObject({ rectLeft: 0.3, rectRight: 0.69 });
    expect(dragZone(zone, 'resize', -5, -5)).toMatchObject({ rectRight: 0.31, rectBottom: 0.31 });
    expect(dragZone(zone, 'resize', 5, 5)).toMatchObject({ rectRight: 1, rectBottom: 1 });
  });

  it('keeps at most three decimals after any number of steps', () => {
    let zone = createMaskZone({ rectLeft: 0.123, rectRight: 0.456 });
    for (let i = 0; i < 37; i += 1) zone = zoneAfterKey(zone, i % 2 ? 'ArrowDown' : 'ArrowRight', { shift: i % 3 === 0, alt: i % 5 === 0 })!;
    for (const value of [zone.rectLeft, zone.rectTop, zone.rectRight, zone.rectBottom]) {
      expect(decimals(value)).toBeLessThanOrEqual(3);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });
});
