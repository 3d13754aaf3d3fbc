import { Box, createToaster, Link, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/**
 * The console's one toaster (Chakra's, over Ark UI): short news that does not
 * need an answer, such as a save that went through. Its entry and exit are
 * Chakra's own CSS transitions, which the theme turns off for people who ask
 * for reduced motion. A toast pauses while hovered or focused, so its action
 * can be reached with the keyboard (F8 moves the focus to the toasts).
 */
// Above the save bar, which sits at the foot of every configuration page (its compact height is under 3rem).
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 3, offsets: { top: '1rem', right: '1rem', bottom: '4rem', left: '1rem' } });

/** How long a toast with an action stays (it pauses while hovered or focused). */
export const ACTION_TOAST_MS = 12_000;

/**
 * A link a toast carries (`meta.link`): a real link (its address can be
 * opened in another tab), which `open` follows inside the console.
 */
export interface ToastLink {
  readonly label: string;
  readonly href: string;
  open(): void;
}

function ToastLinkView({ link }: { readonly link: ToastLink }) {
  return (
    <Link
      href={link.href}
      color="fg"
      textDecoration="underline"
      fontSize="sm"
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        link.open();
      }}
    >
      {link.label}
    </Link>
  );
}

/** Mounted once, inside the providers: renders the toaster's toasts. */
export function Toaster() {
  const { t } = useLingui();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid={toast.meta?.testId as string | undefined}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
              {toast.meta?.link ? (
                <Box>
                  <ToastLinkView link={toast.meta.link as ToastLink} />
                </Box>
              ) : null}
              {toast.action ? (
                <Box>
                  <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>
                </Box>
              ) : null}
            </Stack>
            {toast.closable === false ? null : <Toast.CloseTrigger aria-label={t`Close`} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
