import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { SearchEntry, SearchKind, SearchSource } from '../../../domain/configuration/search/configuration-search';
import { ioWhereText, streamPlaceText } from '../../configuration/io-place-words';
import { entityKinds } from '../../configuration/entity-kinds';
import { pageUrl, type PageEntry } from '../../configuration/page-entry';
import { ITEM_PARAMETER } from '../../configuration/use-selection';

/** What the search looks through and how it names and opens what it finds, derived from the page table's entity kinds. */
export interface SearchTargets {
  /** Each kind edited in a list, in the page table's order. */
  readonly sources: readonly SearchSource[];
  /** What each kind of result is called in the list: its descriptor's singular, or the words of a kind an item holds. */
  readonly labels: ReadonlyMap<SearchKind, MessageDescriptor>;
  /** The page that edits each kind (a held kind: its holder's). */
  readonly pages: ReadonlyMap<SearchKind, PageEntry>;
}

const PAGE = msg`Page`;
const SETTING = msg`Setting`;

const TARGETS = new WeakMap<readonly PageEntry[], SearchTargets>();

/**
 * The search's targets: every entity kind the page table edits in a list
 * (its named items, and what each holds: a device's streams and ios, a
 * group's users, a template's gates), then the pages and their settings
 * (use-search-index.ts). A new kind is found once its descriptor is in a
 * page's `edits`.
 */
export function searchTargets(pages: readonly PageEntry[]): SearchTargets {
  let targets = TARGETS.get(pages);
  if (targets) return targets;
  const sources: SearchSource[] = [];
  const labels = new Map<SearchKind, MessageDescriptor>([['page', PAGE], ['setting', SETTING]]);
  const opening = new Map<SearchKind, PageEntry>();
  for (const { descriptor, page } of entityKinds(pages)) {
    const { location, search } = descriptor;
    if (!('list' in location)) continue;
    sources.push({
      kind: descriptor.kind,
      list: location.list,
      ...(search ? { within: (item: unknown) => search.within(item) } : {}),
      ...(search?.detail ? { detail: (item: unknown) => search.detail?.(item) } : {}),
    });
    labels.set(descriptor.kind, descriptor.singular);
    opening.set(descriptor.kind, page);
    for (const [kind, words] of Object.entries(search?.kinds ?? {})) {
      if (!labels.has(kind)) labels.set(kind, words);
      if (!opening.has(kind)) opening.set(kind, page);
    }
  }
  targets = { sources, labels, pages: opening };
  TARGETS.set(pages, targets);
  return targets;
}

/**
 * What is shown beside a result's name, so that two results of one name can
 * be told apart: a stream's device and place ("Entrée nord › channel 1,
 * stream 2"), an io's device and place, a device's model and address, a
 * user's group, a nested gate's parent, a setting's page.
 */
export function entryPlaceText(i18n: I18n, entry: SearchEntry): string | undefined {
  const context = entry.context ?? '';
  if (entry.place) {
    const where = streamPlaceText(i18n, entry.place.channel, entry.place.stream);
    return context === '' ? where : i18n._(msg`${context} › ${where}`);
  }
  if (entry.ioPlace) return ioWhereText(i18n, context, entry.ioPlace);
  if (entry.detail !== undefined) return entry.detail;
  return context === '' ? undefined : context;
}

/** What a kind of result is called; the kind itself for one no descriptor names. */
export function kindLabel(targets: SearchTargets, kind: SearchKind): MessageDescriptor {
  return targets.labels.get(kind) ?? { id: kind, message: kind };
}

/**
 * Where a result opens: a page or a setting on its page (`ownerId`: the
 * page's URL); an item (or what it holds) where its page edits it: the
 * page's own item URL (a device in its editor, by its place in the list),
 * else the page with `?item=<id>`. Undefined when the item is no longer in
 * the draft, or no page edits its kind.
 */
export function resultUrl(entry: { readonly kind: SearchKind; readonly ownerId: string }, draft: Configuration | undefined, pages: readonly PageEntry[]): string | undefined {
  if (entry.kind === 'page' || entry.kind === 'setting') return entry.ownerId;
  const page = searchTargets(pages).pages.get(entry.kind);
  if (!page) return undefined;
  if (page.itemUrl) return draft ? page.itemUrl(entry.ownerId, draft) : undefined;
  return `${pageUrl(page)}?${ITEM_PARAMETER}=${encodeURIComponent(entry.ownerId)}`;
}
