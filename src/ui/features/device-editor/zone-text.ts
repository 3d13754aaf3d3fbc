import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MaskZone } from '../../../domain/configuration/analysis/mask';

/** A coordinate as the document writes it: three decimals. */
export function coordinate(value: number): string {
  return value.toFixed(3);
}

/** What a screen reader says of a zone: its number, rectangle and mask value. */
export function zoneSummary(i18n: I18n, index: number, zone: MaskZone): string {
  const number = index + 1;
  const left = coordinate(zone.rectLeft);
  const top = coordinate(zone.rectTop);
  const right = coordinate(zone.rectRight);
  const bottom = coordinate(zone.rectBottom);
  const mask = zone.mask;
  return i18n._(msg`Zone ${number}: left ${left}, top ${top}, right ${right}, bottom ${bottom}, mask ${mask}`);
}
