import { Alert, Button, Collapsible, List, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DraftOffer, RestoreOutcome } from '../../../application/configuration-workspace/configuration-drafts';
import type { ModelChange } from '../../../domain/configuration/model-change';
import type { ModelPath } from '../../../domain/configuration/model-path';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Icon } from '../../components/icon';
import { ChangeList, type ChangeView } from '../../configuration/change-list';
import { expandChanges } from '../../configuration/expand-change';

export interface DraftOfferBannerProps {
  /** The stored draft on offer, as the drafts service gives it. */
  readonly offer: DraftOffer | undefined;
  readonly describe: (change: ModelChange) => ChangeView;
  /** "SMTP server Main — password": where a secret must be typed again. */
  readonly nameField: (path: ModelPath) => string;
  readonly onRestore: () => RestoreOutcome;
  readonly onDiscard: () => void;
}

function SensitiveFields({ paths, nameField }: { readonly paths: readonly ModelPath[]; readonly nameField: (path: ModelPath) => string }) {
  const { t } = useLingui();
  if (paths.length === 0) return null;
  return (
    <Stack gap="1">
      <Text>
        <Trans>Passwords and certificates are not kept in the browser; enter them again:</Trans>
      </Text>
      <List.Root ps="5" aria-label={t`Fields to enter again`} data-testid="sensitive-fields">
        {paths.map((path, index) => (
          <List.Item key={index}>{nameField(path)}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/**
 * After sign-in, when this browser holds unsaved changes from an earlier
 * visit: when they date from, how many and which, and Restore or Discard.
 * After a restore it says what must be entered again (secrets are never
 * stored) and what could not be applied.
 */
export function DraftOfferBanner({ offer, describe, nameField, onRestore, onDiscard }: DraftOfferBannerProps) {
  const { t, i18n } = useLingui();
  const [result, setResult] = useState<RestoreOutcome>();
  const [showList, setShowList] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  if (result) {
    const attention = result.sensitiveFields.length > 0 || result.conflicts.length > 0;
    return (
      <Alert.Root status={attention ? 'warning' : 'success'} mb="4" data-testid="draft-restored">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Plural value={result.applied} one="# change restored." other="# changes restored." />
          </Alert.Title>
          <Alert.Description>
            <Stack gap="2">
              {result.conflicts.length > 0 ? (
                <>
                  <Text>
                    <Plural
                      value={result.conflicts.length}
                      one="# change was not restored: the appliance's configuration changed the same place since."
                      other="# changes were not restored: the appliance's configuration changed the same places since."
                    />
                  </Text>
                  <ChangeList changes={expandChanges(result.conflicts.map(({ change }) => change)).map(describe)} label={t`Changes not restored`} />
                </>
              ) : null}
              <SensitiveFields paths={result.sensitiveFields} nameField={nameField} />
            </Stack>
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="ghost" onClick={() => setResult(undefined)} aria-label={t`Dismiss`}>
          <Icon name="close" />
        </Button>
      </Alert.Root>
    );
  }
  if (!offer) return null;

  const date = i18n.date(offer.savedAt, { dateStyle: 'medium', timeStyle: 'short' });
  const count = offer.changes.length;
  return (
    <Alert.Root status="info" mb="4" role="region" aria-label={t`Unsaved changes from an earlier visit`} data-testid="draft-offer">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Plural value={count} one={`You have unsaved changes from ${date}: # change.`} other={`You have unsaved changes from ${date}: # changes.`} />
        </Alert.Title>
        <Alert.Description>
          <Stack gap="3" mt="1">
            {offer.sameBase ? null : (
              <Text>
                <Trans>The appliance's configuration has changed since; changes to the same places will not be restored.</Trans>
              </Text>
            )}
            <Collapsible.Root open={showList} onOpenChange={(details) => setShowList(details.open)}>
              <Collapsible.Trigger asChild>
                <Button size="xs" variant="plain" px="0">
                  <Icon name={showList ? 'expand_less' : 'expand_more'} />
                  {showList ? <Trans>Hide the changes</Trans> : <Trans>Show the changes</Trans>}
                </Button>
              </Collapsible.Trigger>
              <Collapsible.Content>
                <ChangeList changes={expandChanges(offer.changes).map(describe)} label={t`Unsaved changes`} />
              </Collapsible.Content>
            </Collapsible.Root>
            <SensitiveFields paths={offer.sensitiveFields} nameField={nameField} />
            <Stack direction="row" gap="2" wrap="wrap">
              <Button size="sm" colorPalette="primary" onClick={() => setResult(onRestore())}>
                <Icon name="restore" />
                <Trans>Restore</Trans>
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirmDiscard(true)}>
                <Icon name="delete" />
                <Trans>Discard them</Trans>
              </Button>
            </Stack>
            <ConfirmDialog
              open={confirmDiscard}
              title={<Trans>Discard the unsaved changes?</Trans>}
              confirmLabel={<Trans>Discard</Trans>}
              destructive
              onConfirm={() => {
                setConfirmDiscard(false);
                onDiscard();
              }}
              onCancel={() => setConfirmDiscard(false)}
            >
              <Text>
                <Plural value={count} one="The # change kept in this browser will be forgotten; it cannot be brought back." other="The # changes kept in this browser will be forgotten; they cannot be brought back." />
              </Text>
            </ConfirmDialog>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
