import { Flex } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Icon } from '../components/icon';
import { usePreferences } from '../preferences-context';

/**
 * Shown on every screen while expert mode is on (Alt+Shift+E): a strip in
 * the page's flow above everything else, never floating over it, so it
 * cannot cover a control (the save bar's buttons at the foot of the page
 * included) at any width.
 */
export function ExpertModeIndicator() {
  const { expertMode } = usePreferences();
  if (!expertMode) return null;
  return (
    <Flex data-testid="expert-mode-indicator" role="status" justify="center" align="center" gap="1" px="3" py="0.5" bg="orange.700" color="white" fontSize="sm" fontWeight="semibold">
      <Icon name="science" />
      <Trans>Expert mode</Trans>
    </Flex>
  );
}
