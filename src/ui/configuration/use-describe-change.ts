import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { ModelChange } from '../../domain/configuration/model-change';
import { describeChange, type ChangeDescription } from './describe-change';
import { usePages } from './use-pages';
import { useWorkspace } from './use-workspace';

/** `describeChange` bound to the page table, the user's language, the draft and the base (for the review). */
export function useDescribeChange(): (change: ModelChange) => ChangeDescription {
  const { i18n } = useLingui();
  const pages = usePages();
  const draft = useWorkspace((state) => state.draft);
  const base = useWorkspace((state) => state.base?.configuration);
  return useCallback(
    (change: ModelChange) => describeChange(i18n, change, pages, draft, base),
    [i18n, pages, draft, base],
  );
}
