/**
 * A zone of an analysis mask: `mask` is the sensitivity byte (255 = fully
 * watched) and the rectangle is in fractions of the picture (0 to 1),
 * written with three decimals.
 */
export interface MaskZone {
  readonly mask: number;
  readonly rectLeft: number;
  readonly rectTop: number;
  readonly rectRight: number;
  readonly rectBottom: number;
}

export interface Mask {
  readonly zones: readonly MaskZone[];
}

export const MASK_ZONE_DEFAULTS: MaskZone = { mask: 255, rectLeft: 0.3, rectTop: 0.3, rectRight: 0.7, rectBottom: 0.7 };

export function createMaskZone(fields: Partial<MaskZone> = {}): MaskZone {
  return { ...MASK_ZONE_DEFAULTS, ...fields };
}

export function createMask(zones: readonly MaskZone[] = []): Mask {
  return { zones };
}

/** The rectangle problems of a zone, by field: inside 0..1 and not inverted. */
export function maskZoneProblems(zone: MaskZone): { field: keyof MaskZone; message: string }[] {
  const problems: { field: keyof MaskZone; message: string }[] = [];
  for (const field of ['rectLeft', 'rectTop', 'rectRight', 'rectBottom'] as const) {
    if (!(zone[field] >= 0 && zone[field] <= 1)) problems.push({ field, message: 'must be between 0 and 1' });
  }
  if (zone.rectLeft > zone.rectRight) problems.push({ field: 'rectRight', message: 'must not be left of rectLeft' });
  if (zone.rectTop > zone.rectBottom) problems.push({ field: 'rectBottom', message: 'must not be above rectTop' });
  if (!(Number.isInteger(zone.mask) && zone.mask >= 0 && zone.mask <= 255)) problems.push({ field: 'mask', message: 'must be between 0 and 255' });
  return problems;
}
