import type { AnyEntityDescriptor, AnyValueDescriptor } from './entity-descriptor';
import { locate } from './model-locator';
import type { PageEntry } from './page-entry';
import type { LocatedProblem } from './problem-paths';

/** Where the draft's problems are, by page: how many the open page edits, and the other pages with theirs, most first. */
export interface ProblemPlaces {
  readonly here: number;
  readonly elsewhere: readonly { readonly page: PageEntry; readonly count: number }[];
  /** Problems no page edits (a part of the document without a page yet). */
  readonly unplaced: number;
}

/**
 * Sorts the problems by the page that edits their place (the page table's
 * longest matching edit, as the problems list links them). A problem is
 * "here" when the open page edits its entity or value, so a device's
 * problem is here on its editor as on the device list.
 */
export function problemPlaces(problems: readonly LocatedProblem[], pages: readonly PageEntry[], current: PageEntry | undefined): ProblemPlaces {
  const counts = new Map<PageEntry, number>();
  let here = 0;
  let unplaced = 0;
  const edited = new Set<AnyEntityDescriptor | AnyValueDescriptor>(current?.edits ?? []);
  for (const located of problems) {
    const location = locate(located.path, pages);
    const edit = location.entity ?? location.value;
    if (location.page === current || (edit && edited.has(edit))) here += 1;
    else if (location.page) counts.set(location.page, (counts.get(location.page) ?? 0) + 1);
    else unplaced += 1;
  }
  const elsewhere = [...counts].map(([page, count]) => ({ page, count })).sort((a, b) => b.count - a.count);
  return { here, elsewhere, unplaced };
}
