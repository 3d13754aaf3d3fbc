import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { CenteredCard } from '../../components/centered-card';
import { Icon } from '../../components/icon';
import { DEFAULT_SERVER_NAME, useApplicationInfo } from '../../preferences-context';

// The admin pages are built from the page table, so their paths are plain strings to the router's types.
const DASHBOARD: string = '/admin';

/** What the page says, and the ways back: the dashboard (which asks to sign in first when needed), or the previous page. */
function NotFoundContent() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Stack gap="4" data-testid="not-found">
      <Text>
        <Trans>
          There is no page at <code>{pathname}</code>. The address may be mistyped, or the page may have moved.
        </Trans>
      </Text>
      <Flex gap="3" wrap="wrap">
        <Button asChild colorPalette="primary">
          <Link to={DASHBOARD}>
            <Icon name="dashboard" />
            <Trans>Back to the dashboard</Trans>
          </Link>
        </Button>
        <Button variant="outline" onClick={() => window.history.back()}>
          <Icon name="arrow_back" />
          <Trans>Previous page</Trans>
        </Button>
      </Flex>
    </Stack>
  );
}

/** An unknown path inside the admin shell: the page area says so, navigation and header stay. */
export function AdminNotFoundPage() {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        <Trans>Page not found</Trans>
      </Heading>
      <NotFoundContent />
    </Stack>
  );
}

/** An unknown path outside the admin shell: the sign-in screen's frame, titled "Page not found". */
export function NotFoundPage() {
  const info = useApplicationInfo();
  return (
    <CenteredCard title={<Trans>Page not found</Trans>}>
      <Stack gap="2">
        <Text color="fg.muted" fontSize="sm">
          {info?.name || DEFAULT_SERVER_NAME}
        </Text>
        <NotFoundContent />
      </Stack>
    </CenteredCard>
  );
}
