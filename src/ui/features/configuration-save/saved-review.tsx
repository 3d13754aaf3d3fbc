import { Alert, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { DialogCloseButton, DialogFrame } from '../../components/dialog-frame';
import { ChangeList, type ChangeView } from '../../configuration/change-list';
import { SaveSteps } from './save-steps';

/** What one successful save wrote: the changes as the review named them, and whether the appliance's own changes were merged in. */
export interface SavedRecord {
  readonly changes: readonly ChangeView[];
  readonly merged: boolean;
  readonly savedAt: Date;
}

interface SavedReviewApi {
  /** Opens the read-only review of a save (the toast's "Review what was saved"). */
  readonly show: (record: SavedRecord) => void;
}

const SavedReviewContext = createContext<SavedReviewApi | undefined>(undefined);

/** The review of a save, reopened after the save's toast; undefined outside the admin layout. */
export function useSavedReview(): SavedReviewApi | undefined {
  return use(SavedReviewContext);
}

/** The read-only review of what a save wrote: its changes, named as the review named them, nothing to act on but Close. */
function SavedReviewDialog({ record, onClose }: { readonly record: SavedRecord | undefined; readonly onClose: () => void }) {
  const { t, i18n } = useLingui();
  const time = record ? i18n.date(record.savedAt, { hour: '2-digit', minute: '2-digit', second: '2-digit' }) : '';
  return (
    <DialogFrame
      open={record !== undefined}
      onClose={onClose}
      fullScreenOnPhone
      testId="saved-review"
      title={<Trans>What was saved</Trans>}
      footer={
        <DialogCloseButton>
          <Trans>Close</Trans>
        </DialogCloseButton>
      }
    >
      {record ? (
        <Stack gap="3">
          <SaveSteps state={{ kind: 'done' }} running={false} />
          <Text>
            <Plural value={record.changes.length} one={`Saved at ${time}: # change.`} other={`Saved at ${time}: # changes.`} />
          </Text>
          <ChangeList changes={record.changes} label={t`Changes saved`} testId="saved-changes" />
          {record.merged ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Description>
                <Trans>The configuration had also been changed on the appliance, in other fields: those changes were kept and yours were added to them.</Trans>
              </Alert.Description>
            </Alert.Root>
          ) : null}
        </Stack>
      ) : null}
    </DialogFrame>
  );
}

/** Holds the review of a save that the save's toast can reopen, wherever the person has gone since (mounted by the admin layout). */
export function SavedReviewProvider({ children }: { readonly children: ReactNode }) {
  const [record, setRecord] = useState<SavedRecord | undefined>(undefined);
  const show = useCallback((next: SavedRecord) => setRecord(next), []);
  const api = useMemo(() => ({ show }), [show]);
  return (
    <SavedReviewContext value={api}>
      {children}
      <SavedReviewDialog record={record} onClose={() => setRecord(undefined)} />
    </SavedReviewContext>
  );
}
