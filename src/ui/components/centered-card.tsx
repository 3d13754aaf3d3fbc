import { Box, Card, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The sign-in and first-run frame: full width on phones, 9/12 at sm, 6/12 at md and up. */
export function CenteredCard({ title, children }: { readonly title: ReactNode; readonly children: ReactNode }) {
  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" py={{ base: '4', sm: '10' }} px={{ base: '0', sm: '4' }}>
      <Box w={{ base: '100%', sm: '75%', md: '50%' }} data-testid="auth-column">
        <Card.Root variant="elevated">
          <Card.Header>
            <Heading as="h1" size="2xl" color="primary.fg">
              {title}
            </Heading>
          </Card.Header>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
      </Box>
    </Flex>
  );
}
