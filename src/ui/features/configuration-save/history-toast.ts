import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMatches, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { HistoryEntry } from '../../../application/configuration-workspace/configuration-workspace';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { ModelChange } from '../../../domain/configuration/model-change';
import { diffModel } from '../../../domain/configuration/model-diff';
import { valueAt } from '../../../domain/configuration/model-path';
import { toaster } from '../../components/toaster';
import type { AnyEntityDescriptor, AnyValueDescriptor } from '../../configuration/entity-descriptor';
import { describeChange } from '../../configuration/describe-change';
import { fieldLink } from '../../configuration/field-link';
import { locate } from '../../configuration/model-locator';
import { pageUrl, type PageEntry } from '../../configuration/page-entry';
import { usePages } from '../../configuration/use-pages';

/** The steps the workspace records without words of their own. */
const KIND_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  'draft.discard': msg`Discard the changes`,
  'draft.restore': msg`Restore the changes kept in this browser`,
  'configuration.upload': msg`Use an uploaded file`,
};

/** One toast for the history, replaced by the next step's: pressing Ctrl+Z ten times leaves one message, the last. */
const TOAST_ID = 'history-step';
const HISTORY_TOAST_MS = 6_000;
/** Enough changes to find a step's page; a discard of thousands is not walked to the end. */
const LOOKED_AT = 200;

/** A step in words: its label, else what kind of step it is, else its first change ("Contact Dubois › Phone number"). */
function stepWords(i18n: I18n, entry: HistoryEntry, first: ModelChange | undefined, pages: readonly PageEntry[]): string {
  if (entry.label) return entry.label;
  const kind = KIND_WORDS[entry.kind];
  if (kind) return i18n._(kind);
  if (!first) return i18n._(msg`a change`);
  const described = describeChange(i18n, first, pages, entry.after, entry.before);
  return [[described.entity, described.item].filter(Boolean).join(' '), described.field].filter(Boolean).join(' › ');
}

/** Where a step was: nowhere else when any of its changes is on the open page, else the page of its first placed change. */
function elsewhere(changes: readonly ModelChange[], pages: readonly PageEntry[], current: PageEntry | undefined): { page: PageEntry; change: ModelChange } | undefined {
  const edited = new Set<AnyEntityDescriptor | AnyValueDescriptor>(current?.edits ?? []);
  let found: { page: PageEntry; change: ModelChange } | undefined;
  for (const change of changes.slice(0, LOOKED_AT)) {
    const location = locate(change.path, pages);
    const edit = location.entity ?? location.value;
    if (location.page === current || (edit && edited.has(edit))) return undefined;
    if (location.page && !found) found = { page: location.page, change };
  }
  return found;
}

/**
 * Says what an undo or a redo did, in a short toast: "Undone: Storage: Main
 * storage: Path", and when the step was on another page than the open one,
 * which page, with a link to it (on the item and the field when the draft
 * still holds the item, else the page). Screen readers hear it too (the
 * toast is a live region).
 */
export function useHistoryToast(): (direction: 'undo' | 'redo', entry: HistoryEntry, draft: Configuration | undefined) => void {
  const { i18n, t } = useLingui();
  const router = useRouter();
  const pages = usePages();
  const current = useMatches({ select: (matches) => matches.at(-1)?.staticData.page });
  return useCallback(
    (direction, entry, draft) => {
      const changes = diffModel(entry.before, entry.after);
      const what = stepWords(i18n, entry, changes[0], pages);
      const away = elsewhere(changes, pages, current);
      const title = direction === 'undo' ? t`Undone: ${what}` : t`Redone: ${what}`;
      if (!away) {
        toaster.create({ id: TOAST_ID, type: 'info', title, duration: HISTORY_TOAST_MS, meta: { testId: TOAST_ID } });
        return;
      }
      const location = locate(away.change.path, pages);
      // An item the step removed from the draft (an addition undone) cannot be opened: its page then.
      const held = location.itemPath === undefined || valueAt(draft, location.itemPath) !== undefined;
      const link = held ? fieldLink(location, away.change.path, draft) : undefined;
      const page = i18n._(away.page.title ?? away.page.label);
      toaster.create({
        id: TOAST_ID,
        type: 'info',
        title,
        description: t`This step was on the ${page} page.`,
        duration: HISTORY_TOAST_MS * 2,
        meta: {
          testId: TOAST_ID,
          link: {
            label: t`Go to ${page}`,
            href: link?.href ?? pageUrl(away.page),
            open: () => (link ? link.open(router) : void router.navigate({ to: pageUrl(away.page) })),
          },
        },
      });
    },
    [i18n, t, pages, current, router],
  );
}
