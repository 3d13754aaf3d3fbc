import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../components/confirm-dialog';

/** Asked when signing out with unsaved changes: they are not lost, but the passwords typed are. */
export function SignOutConfirmation({ open, onConfirm, onCancel }: { readonly open: boolean; readonly onConfirm: () => void; readonly onCancel: () => void }) {
  return (
    <ConfirmDialog open={open} title={<Trans>Sign out with unsaved changes?</Trans>} confirmLabel={<Trans>Sign out</Trans>} onConfirm={onConfirm} onCancel={onCancel}>
      <Text>
        <Trans>
          Your changes are not saved on the appliance. They are kept in this browser and offered back at your next sign-in, without the passwords you typed: those must be entered again.
        </Trans>
      </Text>
    </ConfirmDialog>
  );
}
