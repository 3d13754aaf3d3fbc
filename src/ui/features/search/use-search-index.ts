import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Configuration } from '../../../domain/configuration/configuration';
import { buildSearchIndex, searchEntry, type SearchEntry } from '../../../domain/configuration/search/configuration-search';
import { isHiddenField } from '../../configuration/entity-descriptor';
import { pageUrl, type PageEntry } from '../../configuration/page-entry';
import { usePages } from '../../configuration/use-pages';
import { useWorkspace } from '../../configuration/use-workspace';
import { searchTargets } from './search-targets';

/** One index per draft: every edit makes a new draft, reopening the dialog on the same draft reuses its index. */
const built = new WeakMap<Configuration, readonly SearchEntry[]>();

function configurationIndex(draft: Configuration, pages: readonly PageEntry[]): readonly SearchEntry[] {
  let index = built.get(draft);
  if (!index) {
    index = buildSearchIndex(draft, searchTargets(pages).sources);
    built.set(draft, index);
  }
  return index;
}

/** Every page of the menu and every field label of the configuration pages, in the user's language. */
function pageEntries(pages: readonly PageEntry[], translate: (label: PageEntry['label']) => string): SearchEntry[] {
  const entries: SearchEntry[] = [];
  const shown = pages.filter((page) => !page.path.includes('$'));
  for (const page of shown) entries.push(searchEntry('page', translate(page.title ?? page.label), page.path, pageUrl(page)));
  for (const page of shown) {
    const seen = new Set<string>();
    const pageName = translate(page.title ?? page.label);
    for (const edit of page.edits) {
      const fields = 'fields' in edit ? Object.values(edit.fields) : [edit.field];
      for (const field of fields) {
        if (isHiddenField(field)) continue;
        const label = translate(field.label);
        if (label === '' || seen.has(label)) continue;
        seen.add(label);
        entries.push(searchEntry('setting', label, `${page.path}:${label}`, pageUrl(page), pageName));
      }
    }
  }
  return entries;
}

/**
 * What the search looks through: the draft's named things (built once per
 * draft), after the pages and settings. `enabled` false (the dialog closed)
 * builds nothing.
 */
export function useSearchIndex(enabled: boolean): readonly SearchEntry[] {
  const { i18n } = useLingui();
  const pages = usePages();
  const draft = useWorkspace((state) => state.draft);
  const pageIndex = useMemo(() => (enabled ? pageEntries(pages, (label) => i18n._(label)) : []), [enabled, pages, i18n]);
  return useMemo(() => (enabled ? [...pageIndex, ...(draft ? configurationIndex(draft, pages) : [])] : []), [enabled, draft, pages, pageIndex]);
}
