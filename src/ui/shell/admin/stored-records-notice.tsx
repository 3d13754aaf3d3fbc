import { Alert, Button, Code, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { StoredRecordKind } from '../../../application/storage/stored-records';
import type { StoredRecordNotice } from '../../../application/storage/versioned-storage';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Icon } from '../../components/icon';
import { saveFile } from '../../components/save-file';
import { useServices } from '../../services-context';

function useKindName(): (kind: StoredRecordKind) => string {
  const { t } = useLingui();
  return (kind) =>
    ({
      draft: t`Unsaved configuration changes`,
      language: t`The language chosen`,
      theme: t`The theme chosen`,
      expertMode: t`The expert mode setting`,
      logicPositions: t`The node positions of the logic editor`,
      logicPanels: t`The logic editor's open panels`,
    })[kind];
}

function NoticeText({ notice }: { readonly notice: StoredRecordNotice }) {
  const { version, supported } = notice;
  if (notice.problem === 'damaged') return <Trans>Damaged, could not be read: set aside, not lost.</Trans>;
  return notice.setAside ? (
    <Trans>Stored by a newer version of the console (record version {version}; this version reads up to version {supported}): not opened, set aside, not lost.</Trans>
  ) : (
    <Trans>Stored by a newer version of the console (record version {version}; this version reads up to version {supported}): not opened, kept as it is for that version.</Trans>
  );
}

/**
 * What this browser keeps that the console did not use (docs/configuration-workspace.md,
 * "Stored records and their versions"): a record from a newer version of the
 * console (refused) or a damaged one (set aside). Each can be downloaded as it
 * was stored, or forgotten.
 */
export function StoredRecordsNotice() {
  const { storedRecords } = useServices();
  const { t } = useLingui();
  const kindName = useKindName();
  const notices = useSyncExternalStore(
    useCallback((listener: () => void) => storedRecords.subscribe(listener), [storedRecords]),
    () => storedRecords.notices(),
  );
  const [forgetting, setForgetting] = useState<StoredRecordNotice>();
  if (notices.length === 0) return null;
  const download = (notice: StoredRecordNotice) => {
    const text = storedRecords.text(notice.key);
    if (text !== undefined) saveFile(text, `${notice.originalKey.replace(/[^\w.-]+/g, '-')}.json`, 'application/json');
  };
  return (
    <Alert.Root status="warning" mb="4" role="region" aria-label={t`Records of this browser not used`} data-testid="stored-records-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>Some records kept in this browser were not used.</Trans>
        </Alert.Title>
        <Alert.Description>
          <List.Root ps="5" gap="3" mt="1">
            {notices.map((notice) => (
              <List.Item key={notice.key} data-problem={notice.problem}>
                <Stack gap="1">
                  <Text fontWeight="semibold">{kindName(notice.kind)}</Text>
                  <Text>
                    <NoticeText notice={notice} />
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    <Trans>Kept under</Trans> <Code>{notice.key}</Code>
                  </Text>
                  <Stack direction="row" gap="2" wrap="wrap">
                    <Button size="xs" variant="outline" onClick={() => download(notice)}>
                      <Icon name="download" />
                      <Trans>Download it</Trans>
                    </Button>
                    <Button size="xs" variant="outline" onClick={() => setForgetting(notice)}>
                      <Icon name="delete" />
                      <Trans>Forget it</Trans>
                    </Button>
                  </Stack>
                </Stack>
              </List.Item>
            ))}
          </List.Root>
          <ConfirmDialog
            open={forgetting !== undefined}
            title={<Trans>Forget this record?</Trans>}
            confirmLabel={<Trans>Forget</Trans>}
            destructive
            onConfirm={() => {
              if (forgetting) storedRecords.forget(forgetting.key);
              setForgetting(undefined);
            }}
            onCancel={() => setForgetting(undefined)}
          >
            <Text>
              <Trans>It will be removed from this browser; it cannot be brought back.</Trans>
            </Text>
          </ConfirmDialog>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
