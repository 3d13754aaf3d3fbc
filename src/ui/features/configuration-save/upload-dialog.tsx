import { Alert, Button, Heading, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CorruptedEntity } from '../../../application/configuration/configuration-codec.port';
import type { UploadCandidate } from '../../../application/configuration-workspace/upload-configuration.use-case';
import type { ModelChange } from '../../../domain/configuration/model-change';
import { DialogCloseButton, DialogFrame } from '../../components/dialog-frame';
import { Icon } from '../../components/icon';
import { errorText } from '../../i18n/error-text';
import { ChangeList, type ChangeView } from '../../configuration/change-list';
import { changeViews } from '../../configuration/change-view';
import { ErrorAlert } from '../../components/alert-text';

/** A file read and checked, as the upload use case reports it. */
export type CheckedFile = Pick<UploadCandidate, 'version' | 'date' | 'corrupted' | 'problems' | 'changes'>;

export type UploadState =
  | { readonly kind: 'closed' }
  | { readonly kind: 'checking'; readonly fileName: string }
  | { readonly kind: 'invalid'; readonly fileName: string; readonly error: unknown }
  | { readonly kind: 'ready'; readonly fileName: string; readonly file: CheckedFile };

export interface UploadDialogProps {
  readonly state: UploadState;
  readonly describe: (change: ModelChange) => ChangeView;
  /** The loaded configuration the file's changes are against (to know an unreadable item by its place). */
  readonly base?: unknown;
  /** The file's problems, listed (they do not prevent using the file, nor saving it). */
  readonly problems?: ReactNode;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

function Corrupted({ entities }: { readonly entities: readonly CorruptedEntity[] }) {
  const { t } = useLingui();
  if (entities.length === 0) return null;
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        <Plural value={entities.length} one="# item cannot be read" other="# items cannot be read" />
      </Heading>
      <Text color="fg.muted">
        <Trans>They are kept exactly as they are in the file and written back unchanged; they cannot be edited here.</Trans>
      </Text>
      <List.Root ps="5" gap="1" aria-label={t`Items that cannot be read`} data-testid="upload-corrupted">
        {entities.map((entity) => (
          <List.Item key={entity.path}>
            <Text as="span" fontFamily="mono">
              {entity.path}
            </Text>
            {' — '}
            <Text as="span">{entity.reason || entity.code}</Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

function Body({ state, describe, problems, base }: Pick<UploadDialogProps, 'state' | 'describe' | 'problems' | 'base'>) {
  const { t, i18n } = useLingui();
  if (state.kind === 'checking') {
    return (
      <Stack direction="row" align="center" gap="2" role="status">
        <Spinner size="sm" />
        <Text>
          <Trans>Reading and checking the file…</Trans>
        </Text>
      </Stack>
    );
  }
  if (state.kind === 'invalid') {
    return (
      <ErrorAlert title={errorText(i18n, state.error)} data-testid="upload-invalid">
        <Trans>Nothing was changed.</Trans>
      </ErrorAlert>
    );
  }
  if (state.kind !== 'ready') return null;
  const { file } = state;
  const date = i18n.date(file.date, { dateStyle: 'medium', timeStyle: 'short' });
  const version = file.version;
  return (
    <Stack gap="4">
      <Text>
        <Trans>
          Configuration file of version {version}, dated {date}, with a valid signature.
        </Trans>
      </Text>
      <Corrupted entities={file.corrupted} />
      {file.problems.length > 0 ? (
        <Stack gap="2">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>
              <Plural
                value={file.problems.length}
                one="The file has # problem of its own: it is shown on its page and does not block saving the file."
                other="The file has # problems of its own: they are shown on their pages and do not block saving the file."
              />
            </Alert.Title>
          </Alert.Root>
          {problems}
        </Stack>
      ) : null}
      <Stack gap="2">
        <Heading as="h3" size="sm">
          <Plural value={file.changes.length} one="# difference with the appliance's configuration" other="# differences with the appliance's configuration" />
        </Heading>
        <ChangeList changes={changeViews(file.changes, describe, file.corrupted, base)} label={t`Differences with the appliance's configuration`} testId="upload-changes" />
      </Stack>
      <Text color="fg.muted">
        <Trans>Using the file replaces your unsaved changes, as one step you can undo. Nothing is sent to the appliance until you save.</Trans>
      </Text>
    </Stack>
  );
}

/** A configuration file checked and compared with the appliance's; it becomes the draft only when confirmed. */
export function UploadDialog({ state, describe, problems, base, onConfirm, onCancel }: UploadDialogProps) {
  const fileName = state.kind === 'closed' ? '' : state.fileName;
  return (
    <DialogFrame
      open={state.kind !== 'closed'}
      onClose={onCancel}
      fullScreenOnPhone
      testId="upload-dialog"
      title={<Trans>Upload a configuration file</Trans>}
      footer={
        <>
          <DialogCloseButton>{state.kind === 'ready' ? <Trans>Cancel</Trans> : <Trans>Close</Trans>}</DialogCloseButton>
          {state.kind === 'ready' ? (
            <Button colorPalette="primary" onClick={onConfirm}>
              <Icon name="upload_file" />
              <Trans>Use this file as my changes</Trans>
            </Button>
          ) : null}
        </>
      }
    >
      <Stack gap="4">
        <Text fontFamily="mono" wordBreak="break-all">
          {fileName}
        </Text>
        <Body state={state} describe={describe} problems={problems} base={base} />
      </Stack>
    </DialogFrame>
  );
}
