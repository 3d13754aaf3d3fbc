import type { AnyRouter } from '@tanstack/react-router';
import type { Configuration } from '../../domain/configuration/configuration';
import type { ModelPath } from '../../domain/configuration/model-path';
import { fieldId } from './field-id';
import { focusField } from './focus-field';
import type { ModelLocation } from './model-locator';
import { pageUrl } from './page-entry';
import { ITEM_PARAMETER } from './use-selection';

/** A link to a place of the configuration: its address, and how to go there and focus the field. */
export interface FieldLink {
  readonly href: string;
  open(router: AnyRouter): void;
}

/**
 * Where the page table edits `path` (`location`, from `locate`): the page
 * on the item (`?item=<id>`, or the item's own page when the table names one,
 * a device's editor) with the field's control id as the hash. Undefined when
 * no page edits it. Opening it navigates, then focuses the field once drawn.
 */
export function fieldLink(location: ModelLocation, path: ModelPath, draft: Configuration | undefined): FieldLink | undefined {
  const { page, itemId } = location;
  if (!page) return undefined;
  const id = fieldId(path);
  const own = page.itemUrl && itemId !== undefined && draft ? page.itemUrl(itemId, draft) : undefined;
  const item = itemId === undefined ? '' : `?${ITEM_PARAMETER}=${encodeURIComponent(itemId)}`;
  return {
    href: `${own ?? `${pageUrl(page)}${item}`}#${encodeURIComponent(id)}`,
    open(router) {
      const search = itemId === undefined ? {} : { [ITEM_PARAMETER]: itemId };
      const navigation = own ? router.navigate({ href: `${own}#${encodeURIComponent(id)}` }) : router.navigate({ to: pageUrl(page), search: search as never, hash: id });
      void navigation.then(() => focusField(id));
    },
  };
}
