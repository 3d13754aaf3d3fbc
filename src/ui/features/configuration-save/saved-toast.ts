import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { ACTION_TOAST_MS, toaster } from '../../components/toaster';
import type { ChangeView } from '../../configuration/change-list';
import { useSavedReview } from './saved-review';
import type { SavedOutcome } from './use-save-process';

/**
 * Says that a save went through, in a toast that does not have to be
 * closed: "The configuration is saved on the appliance.", whether the
 * appliance's own changes were merged in, and "Review what was saved",
 * which reopens the review of those changes, read-only. Taking theirs in a
 * conflict wrote nothing of mine: said, with nothing to review.
 */
export function useSavedToast(): (saved: SavedOutcome, changes: readonly ChangeView[]) => void {
  const { t } = useLingui();
  const review = useSavedReview();
  return useCallback(
    (saved: SavedOutcome, changes: readonly ChangeView[]) => {
      if (saved.resolution === 'theirs') {
        toaster.create({ type: 'info', title: t`The appliance's configuration is loaded; your changes were dropped.`, meta: { testId: 'save-done' } });
        return;
      }
      const record = { changes, merged: saved.merged, savedAt: new Date() };
      toaster.create({
        type: 'success',
        title: t`The configuration is saved on the appliance.`,
        description: saved.merged ? t`The configuration had also been changed on the appliance, in other fields: those changes were kept and yours were added to them.` : undefined,
        duration: ACTION_TOAST_MS,
        action: review && changes.length > 0 ? { label: t`Review what was saved`, onClick: () => review.show(record) } : undefined,
        meta: { testId: 'save-done' },
      });
    },
    [t, review],
  );
}
