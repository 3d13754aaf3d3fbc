import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fieldOf, humaniseKey, itemName, type ModelLocation } from './model-locator';
import { modelKeyLabel } from './model-key-labels';
import type { PageEntry } from './page-entry';

/** One part of where a problem is: a page or field label, or an item's name (`user`: the configuration's text). */
export interface WherePart {
  readonly text: string;
  readonly user?: true;
}

const UNNAMED = msg`(no name)`;

/**
 * Where a problem is, in the user's language, as the review names a change
 * there (describe-change.ts): the page by its title, the item by its name
 * ("(no name)" when it has none), the field by its label ("Storage › Main
 * storage › Path"); empty when no page edits the place (the list then shows
 * the document path).
 */
export function problemWhere(i18n: I18n, location: ModelLocation, draft: unknown, pages: readonly PageEntry[]): WherePart[] {
  const field = fieldOf(location);
  const name = itemName(location, draft);
  return [
    location.page ? { text: i18n._(location.page.title ?? location.page.label) } : undefined,
    name === undefined ? undefined : name === '' ? { text: i18n._(UNNAMED) } : { text: name, user: true as const },
    field ? { text: i18n._(field.label) } : location.fieldKey ? { text: modelKeyLabel(i18n, location.fieldKey, pages) ?? humaniseKey(location.fieldKey) } : undefined,
  ].filter((part): part is WherePart => part !== undefined);
}
