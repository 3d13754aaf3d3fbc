import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DialogCloseButton, DialogFrame } from './dialog-frame';

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
    <DialogFrame
      role="alertdialog"
      open={open}
      onClose={onCancel}
      placement="center"
      title={title}
      footer={
        <>
          <DialogCloseButton>
            <Trans>Cancel</Trans>
          </DialogCloseButton>
          <Button colorPalette={destructive ? 'red' : 'primary'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
