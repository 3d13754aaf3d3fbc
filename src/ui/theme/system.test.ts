import { describe, expect, it } from 'vitest';
import { PRIMARY_SOLID, system } from './system';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};
/** `color-mix(in srgb, colour P%, black)` as the browser computes it. */
const darken = (hex: string, share: number) => `#${[1, 3, 5].map((at) => Math.round(Number.parseInt(hex.slice(at, at + 2), 16) * share).toString(16).padStart(2, '0')).join('')}`;

describe('theme', () => {
  it('keeps white text on a solid primary button at 4.5:1 or more, under the pointer too (WCAG 1.4.3)', () => {
    const recipe = system.getRecipe('button') as { variants: { variant: { solid: { _hover: { bg: string } } } } };
    const hover = recipe.variants.variant.solid._hover.bg;
    const share = /colorPalette\.solid\} (\d+)%, black\)$/.exec(hover);
    expect(share, hover).not.toBeNull();
    expect(contrast('#ffffff', PRIMARY_SOLID)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', darken(PRIMARY_SOLID, Number(share![1]) / 100))).toBeGreaterThanOrEqual(4.5);
  });
});
