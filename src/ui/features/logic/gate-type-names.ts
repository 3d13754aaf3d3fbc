import type { I18n } from '@lingui/core';
import { gateModule, isGateType } from '../../../domain/configuration/controller/gate';

/**
 * A gate type in words, its module's `name`, as the palette, the nodes and
 * the inspector show it; the document's spelling (`toogle`,
 * `copy-analogic`) stays in a tooltip beside it. A type this console does
 * not know keeps the document's spelling.
 */
export function gateTypeName(i18n: I18n, type: string): string {
  return isGateType(type) ? i18n._(gateModule(type).name) : type;
}

/** Gate types in words, as one list in the language in use: "Toggle, Counter or Clock". */
export function gateTypeList(i18n: I18n, types: Iterable<string>): string {
  return new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format([...types].map((type) => gateTypeName(i18n, type)));
}
