import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MaskZone } from '../../../domain/configuration/analysis/mask';

/** A coordinate with the document's three decimals, in the language in use ('0.300', '0,300'). */
export function coordinate(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: false }).format(value);
}

/** A zone's rectangle as the list shows it: '0.100, 0.300 → 0.700, 0.700' ('0,100 ; 0,300 → …' where the comma is the decimal mark). */
export function rectangleText(i18n: I18n, zone: MaskZone): string {
  const left = coordinate(zone.rectLeft, i18n.locale);
  const top = coordinate(zone.rectTop, i18n.locale);
  const right = coordinate(zone.rectRight, i18n.locale);
  const bottom = coordinate(zone.rectBottom, i18n.locale);
  return i18n._(msg`${left}, ${top} → ${right}, ${bottom}`);
}

/** What a screen reader says of a zone: its number, rectangle and mask value. */
export function zoneSummary(i18n: I18n, index: number, zone: MaskZone): string {
  const number = index + 1;
  const left = coordinate(zone.rectLeft, i18n.locale);
  const top = coordinate(zone.rectTop, i18n.locale);
  const right = coordinate(zone.rectRight, i18n.locale);
  const bottom = coordinate(zone.rectBottom, i18n.locale);
  const mask = zone.mask;
  return i18n._(msg`Zone ${number}: left ${left}, top ${top}, right ${right}, bottom ${bottom}, mask ${mask}`);
}
