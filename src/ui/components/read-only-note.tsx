import { Flex, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Icon } from './icon';

/**
 * Said where a viewer would otherwise find the way to change something (the
 * save bar, a page's actions): nothing here can be changed, and why. The
 * banner's words, so the console says it one way.
 */
export function ReadOnlyNote() {
  return (
    <Flex role="note" align="center" gap="2" color="fg.muted" data-testid="read-only-note">
      <Icon name="visibility" />
      <Text>
        <Trans>Read only: as a viewer, your changes are refused</Trans>
      </Text>
    </Flex>
  );
}
