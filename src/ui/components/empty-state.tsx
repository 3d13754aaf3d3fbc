import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { Icon } from './icon';

interface EmptyStateProps {
  /** A Material icon name. */
  readonly icon: string;
  readonly title: ReactNode;
  /** What the person can do about it, in a sentence. */
  readonly children: ReactNode;
  /** The action to take: a link or a button. */
  readonly action?: ReactNode;
  readonly testId?: string;
}

/** What a page shows when it has nothing to list yet: what is missing and the action that adds it. */
export function EmptyState({ icon, title, children, action, testId }: EmptyStateProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderStyle="dashed" rounded="md" px="6" py="8" data-testid={testId}>
      <Stack gap="3" align="center" textAlign="center" maxW="36rem" mx="auto">
        <Box color="fg.muted">
          <Icon name={icon} size="2.5rem" />
        </Box>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        <Text color="fg.muted">{children}</Text>
        {action}
      </Stack>
    </Box>
  );
}
