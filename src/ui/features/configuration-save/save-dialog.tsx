import { Alert, Button, Heading, Stack } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ModelChange } from '../../../domain/configuration/model-change';
import type { ProblemComparison } from '../../../domain/configuration/validation/problem-baseline';
import { DialogCloseButton, DialogFrame } from '../../components/dialog-frame';
import { Icon } from '../../components/icon';
import { errorText } from '../../i18n/error-text';
import { ChangeList, type ChangeView } from '../../configuration/change-list';
import { ConflictPanel } from './conflict-panel';
import { SaveSteps, type StepsState } from './save-steps';
import type { SaveProcess } from './use-save-process';
import { ErrorAlert } from '../../components/alert-text';

export interface SaveDialogProps {
  readonly process: SaveProcess;
  /** The pending changes, in words. */
  readonly changes: readonly ChangeView[];
  /** The draft's problems against the document it derives from: only added errors block. */
  readonly comparison: ProblemComparison;
  /** The list of the problems that block, each linking to its field (closing the dialog). */
  readonly problems: ReactNode;
  readonly describe: (change: ModelChange, side: 'mine' | 'theirs') => ChangeView;
}

function stepsState(process: SaveProcess, blocked: boolean): StepsState {
  const { phase } = process;
  switch (phase.kind) {
    case 'saving':
      return { kind: 'at', step: phase.step };
    case 'failed':
      return { kind: 'failed', step: phase.step };
    case 'conflict':
      return { kind: 'failed', step: 'checking' };
    default:
      return blocked ? { kind: 'failed', step: 'validating' } : { kind: 'at', step: 'review' };
  }
}

/** What the document already had, and what the changes add that does not block: said before saving, never hidden. */
function ProblemsNote({ comparison }: { readonly comparison: ProblemComparison }) {
  const before = comparison.preexisting.length;
  const added = comparison.added.length;
  if (before === 0 && added === 0) return null;
  return (
    <Alert.Root status={added > 0 ? 'warning' : 'info'} data-testid="review-problems-note">
      <Alert.Indicator />
      <Alert.Description>
        {before > 0 ? (
          added === 0 ? (
            <Plural value={before} one="This document already had # problem; your changes add none." other="This document already had # problems; your changes add none." />
          ) : (
            <Plural value={before} one="This document already had # problem." other="This document already had # problems." />
          )
        ) : null}{' '}
        {added > 0 ? <Plural value={added} one="Your changes add # warning, which does not block saving." other="Your changes add # warnings, which do not block saving." /> : null}
      </Alert.Description>
    </Alert.Root>
  );
}

function Body({ process, changes, comparison, problems, describe }: SaveDialogProps) {
  const problemCount = comparison.blocking.length;
  const { t, i18n } = useLingui();
  const { phase } = process;
  if (phase.kind === 'conflict') return <ConflictPanel conflict={phase.conflict} describe={describe} onChoose={process.resolve} />;
  if (phase.kind === 'failed') {
    return (
      <ErrorAlert title={errorText(i18n, phase.error)} data-testid="save-failure">
        <Trans>Nothing you changed is lost: your changes are still here, ready to be saved again.</Trans>
      </ErrorAlert>
    );
  }
  if (problemCount > 0) {
    return (
      <Stack gap="3" data-testid="save-blocked">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <Plural value={problemCount} one="# problem must be corrected before saving." other="# problems must be corrected before saving." />
          </Alert.Title>
        </Alert.Root>
        {problems}
      </Stack>
    );
  }
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        <Plural value={changes.length} one="# change to save" other="# changes to save" />
      </Heading>
      <ChangeList changes={changes} label={t`Changes to save`} testId="review-changes" />
      <ProblemsNote comparison={comparison} />
    </Stack>
  );
}

function Actions({ process, problemCount, changeCount }: Pick<SaveDialogProps, 'process'> & { readonly problemCount: number; readonly changeCount: number }) {
  const { phase } = process;
  const close = (
    <DialogCloseButton>
      <Trans>Keep editing</Trans>
    </DialogCloseButton>
  );
  if (phase.kind === 'conflict') return close;
  if (phase.kind === 'failed') {
    return (
      <>
        {close}
        <Button colorPalette="primary" onClick={process.retry}>
          <Icon name="refresh" />
          <Trans>Try again</Trans>
        </Button>
      </>
    );
  }
  return (
    <>
      {phase.kind === 'saving' ? null : close}
      <Button colorPalette="primary" onClick={process.save} loading={phase.kind === 'saving'} disabled={problemCount > 0 || changeCount === 0}>
        <Icon name="save" />
        <Trans>Save to the appliance</Trans>
      </Button>
    </>
  );
}

/**
 * The review and the save in one dialog, so the focus stays in one place:
 * the pending changes (or the problems that block the save), then each step
 * of the save as it happens, then a conflict to resolve or why it failed
 * with a retry. A save that goes through closes it: a toast says so, with
 * a way back to what was saved. It cannot be closed while the save runs.
 */
export function SaveDialog(props: SaveDialogProps) {
  const { t } = useLingui();
  const { process } = props;
  const problemCount = props.comparison.blocking.length;
  const { phase } = process;
  const title = phase.kind === 'conflict' ? t`Changed on the appliance meanwhile` : phase.kind === 'review' ? t`Review the changes` : t`Save the configuration`;
  return (
    <DialogFrame
      open={phase.kind !== 'closed'}
      onClose={process.close}
      closeOnInteractOutside={false}
      fullScreenOnPhone
      testId="save-dialog"
      busy={process.running}
      title={title}
      footer={<Actions process={process} problemCount={problemCount} changeCount={props.changes.length} />}
    >
      <Stack gap="5">
        <SaveSteps state={stepsState(process, problemCount > 0)} running={process.running} />
        <Body {...props} />
      </Stack>
    </DialogFrame>
  );
}
