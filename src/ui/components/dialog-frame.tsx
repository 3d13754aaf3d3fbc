import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useOpenedSite } from './use-opened-site';

/** Specification section 9: dialogs stack at level 2400. */
export const DIALOG_Z_INDEX = 2400;

type DialogFrameProps = Omit<Dialog.RootProps, 'open' | 'onOpenChange' | 'children' | 'title'> & {
  readonly open: boolean;
  /** Escape, a click outside (unless refused) or a close button. */
  readonly onClose: () => void;
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** The dialog's buttons; none when its own content closes it. */
  readonly footer?: ReactNode;
  /** Whole screen on a phone, large beside it, its body scrolling: for reviews and lists. */
  readonly fullScreenOnPhone?: boolean;
  readonly testId?: string;
  readonly busy?: boolean;
  readonly bodyProps?: Dialog.BodyProps;
};

/**
 * The console's dialogs: above everything (DIALOG_Z_INDEX), a title, a body and
 * the buttons below. Nothing of a closed dialog is mounted (`lazyMount`,
 * `unmountOnExit`: its content is kept until its exit animation ends): the
 * save area's dialogs were rendered, hidden, at every navigation between
 * configuration pages (docs/performance.md, issue 31).
 */
export function DialogFrame({ open, onClose, title, children, footer, fullScreenOnPhone = false, testId, busy, bodyProps, ...root }: DialogFrameProps) {
  const site = useOpenedSite();
  const sizing = fullScreenOnPhone ? ({ size: { base: 'full', md: 'lg' }, scrollBehavior: 'inside' } as const) : {};
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} lazyMount unmountOnExit {...sizing} {...root}>
      <Portal>
        <Dialog.Backdrop zIndex={DIALOG_Z_INDEX} />
        <Dialog.Positioner zIndex={DIALOG_Z_INDEX}>
          <Dialog.Content data-testid={testId} aria-busy={busy}>
            <Dialog.Header>
              <Dialog.Title>
                {/* In a fleet site's console every dialog (the save's review first) names the site, so that no one saves on the wrong building. */}
                {site ? (
                  <Text as="span" display="block" textStyle="sm" color="fg.muted" data-testid="dialog-site-name">
                    {site.name}
                  </Text>
                ) : null}
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
            {/* Buttons wrap to another line rather than go past the screen's edge on a phone ("Continuer à modifier"). */}
            {footer ? (
              <Dialog.Footer flexWrap="wrap" rowGap="2">
                {footer}
              </Dialog.Footer>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The button that closes a dialog without acting (Cancel, Close, Keep editing). */
export function DialogCloseButton({ children }: { readonly children: ReactNode }) {
  return (
    <Dialog.ActionTrigger asChild>
      <Button variant="outline">{children}</Button>
    </Dialog.ActionTrigger>
  );
}
