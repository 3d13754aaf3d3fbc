import { Box, Flex, Link as ChakraLink, Spinner, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet, useLocation, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { followRedirect } from '../../../application/session/navigation-guard';
import { AlertText } from '../../components/alert-text';
import { CenteredCard } from '../../components/centered-card';
import { errorText } from '../../i18n/error-text';
import { useServices } from '../../services-context';
import { FleetHeader } from './fleet-header';
import { NotFleetMode } from './not-fleet-mode';
import { useFleetSession } from '../../components/use-fleet-session';

const SIGN_IN = '/fleet/sign-in';
const SETUP = '/fleet/setup';

/** The fleet's menu: every route of the router that carries `staticData.fleetNav` (fleet-nav.ts), by its order. */
function useFleetNavigation(): { readonly to: string; readonly label: string; readonly exact: boolean }[] {
  const router = useRouter();
  const { i18n } = useLingui();
  return useMemo(
    () =>
      Object.values(router.routesById as Record<string, { fullPath: string; options: { staticData?: { fleetNav?: { label: Parameters<typeof i18n._>[0]; order: number } } } }>)
        .flatMap((route) => (route.options.staticData?.fleetNav ? [{ route, entry: route.options.staticData.fleetNav }] : []))
        .sort((a, b) => a.entry.order - b.entry.order)
        .map(({ route, entry }) => ({ to: route.fullPath, label: i18n._(entry.label), exact: route.fullPath === '/fleet/' })),
    [router, i18n],
  );
}

function FleetNavigation() {
  const { t } = useLingui();
  const entries = useFleetNavigation();
  return (
    <Flex as="nav" aria-label={t`Fleet`} px={{ base: '2', md: '6' }} borderBottomWidth="1px" overflowX="auto">
      <Flex as="ul" listStyleType="none" gap="1" py="1">
        {entries.map((entry) => (
          <li key={entry.to}>
            <ChakraLink
              asChild
              display="block"
              px="3"
              py="1.5"
              rounded="md"
              whiteSpace="nowrap"
              color="fg"
              _hover={{ bg: 'primary.subtle', textDecoration: 'none' }}
              css={{ '&[aria-current=page]': { bg: 'primary.muted', color: 'primary.fg', fontWeight: 'semibold' } }}
            >
              <Link to={entry.to} activeOptions={{ exact: entry.exact, includeSearch: false }}>
                {entry.label}
              </Link>
            </ChakraLink>
          </li>
        ))}
      </Flex>
    </Flex>
  );
}

/** Where the fleet's session sends this page: to the first operator's form, to the sign-in (keeping where one was), or back from them once signed in. */
function useSessionRedirects(): void {
  const session = useFleetSession();
  const navigate = useNavigate();
  const router = useRouter();
  const location = useLocation();
  const search = useSearch({ strict: false }) as { redirect?: unknown };
  const path = location.pathname.replace(/\/$/, '');
  useEffect(() => {
    if (session.kind === 'needs-setup' && path !== SETUP) void navigate({ to: SETUP, replace: true });
    else if (session.kind === 'signed-out' && path !== SIGN_IN) {
      void navigate({ to: SIGN_IN, search: { redirect: location.href, ...(session.expired ? { expired: true } : {}) }, replace: true });
    } else if (session.kind === 'signed-in' && (path === SIGN_IN || path === SETUP)) {
      followRedirect(search.redirect ?? '/fleet', window.location.origin, (target) => router.history.replace(target.startsWith('/fleet') ? target : '/fleet'));
    }
  }, [session, path, navigate, router, location.href, search.redirect]);
}

/**
 * The fleet's pages (docs/fleet.md, "Pages"): asks the Vigil server what it
 * is, then shows that it is not in fleet mode, or the first operator's
 * form, or the sign-in, or the header, the menu and the page.
 */
export function FleetLayout() {
  const { i18n } = useLingui();
  const services = useServices();
  const session = useFleetSession();
  const location = useLocation();
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    services.fleet.load().catch((error: unknown) => setFailure(error));
  }, [services]);
  useSessionRedirects();
  const path = location.pathname.replace(/\/$/, '');

  if (failure !== undefined && session.kind === 'unknown') {
    return (
      <CenteredCard title={<Trans>Vigil fleet</Trans>}>
        <AlertText>{errorText(i18n, failure)}</AlertText>
      </CenteredCard>
    );
  }
  if (session.kind === 'single') return <NotFleetMode />;
  if ((session.kind === 'needs-setup' && path === SETUP) || (session.kind === 'signed-out' && path === SIGN_IN)) return <Outlet />;
  if (session.kind !== 'signed-in' || path === SIGN_IN || path === SETUP) {
    return (
      <Flex minH="100dvh" align="center" justify="center">
        <Spinner size="lg" />
        <Text srOnly>
          <Trans>Loading…</Trans>
        </Text>
      </Flex>
    );
  }
  return (
    <Box minH="100dvh">
      <FleetHeader operator={session.operator} />
      <FleetNavigation />
      <Box as="main" id="fleet-main" px={{ base: '2', md: '6' }} py="4">
        <Outlet />
      </Box>
    </Box>
  );
}
