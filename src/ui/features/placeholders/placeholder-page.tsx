import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Icon } from '../../components/icon';

/** A page that is announced but not built yet: it says what it will hold. */
export function PlaceholderPage({ icon, title, children }: { readonly icon: string; readonly title: ReactNode; readonly children: ReactNode }) {
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="2xl" display="flex" alignItems="center" gap="3">
        <Icon name={icon} />
        {title}
      </Heading>
      <Text>{children}</Text>
      <Text color="fg.muted" data-testid="not-built-yet">
        <Trans>This page is not built yet.</Trans>
      </Text>
    </Stack>
  );
}
