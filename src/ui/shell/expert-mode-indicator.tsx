import { Badge } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Icon } from '../components/icon';
import { usePreferences } from '../preferences-context';

/** Visible on every screen while expert mode is on (Alt+Shift+E). */
export function ExpertModeIndicator() {
  const { expertMode } = usePreferences();
  if (!expertMode) return null;
  return (
    <Badge data-testid="expert-mode-indicator" role="status" colorPalette="orange" variant="solid" bg="orange.700" color="white" position="fixed" bottom="3" right="3" zIndex="banner" px="2" py="1" gap="1">
      <Icon name="science" />
      <Trans>Expert mode</Trans>
    </Badge>
  );
}
