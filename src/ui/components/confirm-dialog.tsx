import { Button, Dialog, Portal } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** Specification section 9: dialogs stack at level 2400. */
export const DIALOG_Z_INDEX = 2400;

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly confirmLabel: ReactNode;
  /** Red confirm button for an action that interrupts the service. */
  readonly destructive?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** An alert dialog asking to confirm one action; Escape and Cancel decline, focus starts on Cancel. */
export function ConfirmDialog({ open, title, children, confirmLabel, destructive = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => !details.open && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop zIndex={DIALOG_Z_INDEX} />
        <Dialog.Positioner zIndex={DIALOG_Z_INDEX}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={destructive ? 'red' : 'primary'} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
