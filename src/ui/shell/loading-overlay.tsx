import { Box, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

/** Full-screen, blocking: nothing underneath can be reached until the application info has loaded. */
export function LoadingOverlay() {
  const { t } = useLingui();
  return (
    <Box
      role="status"
      aria-label={t`Loading the application…`}
      aria-busy="true"
      aria-live="polite"
      data-testid="loading-overlay"
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="bg"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      <Spinner size="xl" color="primary.solid" borderWidth="4px" />
      <VisuallyHidden>
        <Trans>Loading the application…</Trans>
      </VisuallyHidden>
    </Box>
  );
}
