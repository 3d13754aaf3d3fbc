import { Box, Flex, Link as ChakraLink } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Outlet, useMatches } from '@tanstack/react-router';
import { ConfigurationSaveArea } from '../configuration-save/configuration-save-area';
import { DraftOffer } from '../configuration-save/draft-offer';
import { LeaveGuard } from '../configuration-save/leave-guard';
import { OtherTabsBanner } from '../configuration-save/other-tabs-banner';
import { Icon } from '../../components/icon';
import { AdminHeader } from './admin-header';
import { ADMIN_NAVIGATION } from './admin-navigation';

/** The admin shell: header, navigation to every child page, and the page itself. */
export function AdminLayout() {
  const { t, i18n } = useLingui();
  // A configuration page is one the page table says edits part of the configuration.
  const configurationPage = useMatches({ select: (matches) => (matches.at(-1)?.staticData.page?.edits.length ?? 0) > 0 });
  return (
    <Flex direction="column" minH="100dvh">
      <LeaveGuard />
      <AdminHeader />
      <Flex direction={{ base: 'column', md: 'row' }} flex="1">
        <Box as="nav" aria-label={t`Main`} w={{ base: 'full', md: '64' }} borderRightWidth={{ base: '0', md: '1px' }} borderBottomWidth={{ base: '1px', md: '0' }} p="2">
          <Flex as="ul" direction={{ base: 'row', md: 'column' }} wrap={{ base: 'wrap', md: 'nowrap' }} gap="1" listStyleType="none">
            {ADMIN_NAVIGATION.map((entry) => (
              <li key={entry.to}>
                <ChakraLink
                  asChild
                  display="flex"
                  alignItems="center"
                  gap="3"
                  px="3"
                  py="2"
                  rounded="md"
                  color="fg"
                  _hover={{ bg: 'primary.subtle', textDecoration: 'none' }}
                  css={{ '&[aria-current=page]': { bg: 'primary.muted', color: 'primary.fg', fontWeight: 'semibold' } }}
                >
                  <Link to={entry.to} activeOptions={{ exact: entry.to === '/admin' }}>
                    <Icon name={entry.icon} />
                    {i18n._(entry.label)}
                  </Link>
                </ChakraLink>
              </li>
            ))}
          </Flex>
        </Box>
        <Box as="main" flex="1" p={{ base: '4', md: '8' }} pb={configurationPage ? '0' : undefined} minW="0" display="flex" flexDirection="column">
          <OtherTabsBanner />
          <DraftOffer />
          <Outlet />
          {configurationPage ? <ConfigurationSaveArea /> : null}
        </Box>
      </Flex>
    </Flex>
  );
}
