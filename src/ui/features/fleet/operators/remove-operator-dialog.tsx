import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Operator } from '../../../../domain/fleet/operator';
import { AlertText } from '../../../components/alert-text';
import { DialogCloseButton, DialogFrame } from '../../../components/dialog-frame';
import { errorText } from '../../../i18n/error-text';
import { useServices } from '../../../services-context';
import { RefusalAdvice, ServerWords } from './refusal-words';

/**
 * Remove an operator, asking first. Removing oneself is said as such (the
 * session ends at once); the server's refusal (the last installer) is said
 * in the dialog, with its words.
 */
export function RemoveOperatorDialog({ operator, onClose, onRemoved }: { readonly operator: Operator; readonly onClose: () => void; readonly onRemoved: () => void }) {
  const { i18n } = useLingui();
  const services = useServices();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const name = operator.name;
  const yourself = services.fleet.isSignedIn(operator.id);
  const remove = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await services.fleet.removeOperator(operator.id);
      onRemoved();
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };
  return (
    <DialogFrame
      role="alertdialog"
      open
      onClose={onClose}
      placement="center"
      testId="remove-operator"
      busy={busy}
      title={yourself ? <Trans>Remove yourself ({name})?</Trans> : <Trans>Remove the operator {name}?</Trans>}
      footer={
        <>
          <DialogCloseButton>
            <Trans>Cancel</Trans>
          </DialogCloseButton>
          <Button colorPalette="red" loading={busy} onClick={() => void remove()}>
            {yourself ? <Trans>Remove me</Trans> : <Trans>Remove the operator</Trans>}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        {yourself ? (
          <Text fontWeight="semibold" data-testid="remove-yourself">
            <Trans>This is you: once removed, you are signed out at once and cannot sign in again.</Trans>
          </Text>
        ) : (
          <Text>
            <Trans>They can no longer sign in, and their open sessions end.</Trans>
          </Text>
        )}
        <Text color="fg.muted">
          <Trans>The audit keeps every entry about them.</Trans>
        </Text>
        {failure ? (
          <Stack gap="1" data-testid="operator-refusal">
            <AlertText>{errorText(i18n, failure)}</AlertText>
            <ServerWords error={failure} />
            <RefusalAdvice error={failure} />
          </Stack>
        ) : null}
      </Stack>
    </DialogFrame>
  );
}
