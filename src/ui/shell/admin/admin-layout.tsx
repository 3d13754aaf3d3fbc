import { Box, CloseButton, Drawer, Flex, IconButton, Link as ChakraLink, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet, useMatches } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { ConfigurationSaveArea } from '../../features/configuration-save/configuration-save-area';
import { DraftOffer } from '../../features/configuration-save/draft-offer';
import { LeaveGuard } from '../../features/configuration-save/leave-guard';
import { OtherTabsBanner } from '../../features/configuration-save/other-tabs-banner';
import { SavedReviewProvider } from '../../features/configuration-save/saved-review';
import { Icon } from '../../components/icon';
import { UnreachableBanner } from '../../shell/unreachable-banner';
import { AdminHeader } from './admin-header';
import { SiteBanner } from './site-banner';
import { ADMIN_NAVIGATION_GROUPS } from './admin-navigation';
import { focusPageHeading, useFocusHeadingOnNavigation } from './focus-heading';
import { StoredRecordsNotice } from './stored-records-notice';
import { useIdlePreloads } from './use-idle-preloads';
import { PAGES } from '../../routes/pages';

const MAIN_ID = 'main-content';

/** The grouped menu: one labelled list per group, every link shown. */
function NavigationLinks({ idPrefix, onFollow }: { readonly idPrefix: string; readonly onFollow?: () => void }) {
  const { i18n } = useLingui();
  return (
    <Flex direction="column" gap="3">
      {ADMIN_NAVIGATION_GROUPS.map((group) => (
        <Box key={group.id}>
          <Text id={`${idPrefix}-${group.id}`} px="3" pb="1" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
            {i18n._(group.label)}
          </Text>
          <Flex as="ul" direction="column" gap="0.5" listStyleType="none" aria-labelledby={`${idPrefix}-${group.id}`}>
            {group.entries.map((entry) => (
              <li key={entry.to}>
                <ChakraLink
                  asChild
                  display="flex"
                  alignItems="center"
                  gap="3"
                  px="3"
                  py="1.5"
                  rounded="md"
                  color="fg"
                  _hover={{ bg: 'primary.subtle', textDecoration: 'none' }}
                  css={{ '&[aria-current=page]': { bg: 'primary.muted', color: 'primary.fg', fontWeight: 'semibold' } }}
                >
                  <Link to={entry.to} activeOptions={{ exact: entry.to === '/admin' }} onClick={onFollow}>
                    <Icon name={entry.icon} />
                    {i18n._(entry.label)}
                  </Link>
                </ChakraLink>
              </li>
            ))}
          </Flex>
        </Box>
      ))}
    </Flex>
  );
}

/**
 * The admin shell: a skip link, the header, the grouped navigation (a
 * column from the md breakpoint, a drawer behind the menu button below it),
 * and the page itself, whose heading takes the focus after each navigation.
 */
export function AdminLayout() {
  const { t } = useLingui();
  // A configuration page is one the page table says edits part of the configuration.
  const configurationPage = useMatches({
    select: (matches) => {
      const page = matches.at(-1)?.staticData.page;
      return (page?.edits.length ?? 0) > 0 || page?.saves === true;
    },
  });
  const main = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // Closed by following a link: the focus goes to the new page's heading, not back to the menu button.
  const [restoreFocus, setRestoreFocus] = useState(true);
  // Set when a link in the drawer closes it: the drawer may give the focus back to the menu button, which the heading then takes, once.
  const closedByLink = useRef(false);
  const drawerReturn = useCallback(() => {
    const returned = closedByLink.current;
    closedByLink.current = false;
    return returned;
  }, []);
  useFocusHeadingOnNavigation(main, drawerReturn);
  useIdlePreloads(PAGES);

  const menuButton = (
    <IconButton
      aria-label={t`Menu`}
      aria-expanded={menuOpen}
      aria-controls={menuOpen ? 'admin-menu-drawer' : undefined}
      variant="outline"
      size="sm"
      hideFrom="md"
      data-menu-button
      onClick={() => {
        closedByLink.current = false;
        setRestoreFocus(true);
        setMenuOpen(true);
      }}
    >
      <Icon name="menu" />
    </IconButton>
  );

  return (
    <SavedReviewProvider>
      <Flex direction="column" minH="100dvh">
        <ChakraLink
          href={`#${MAIN_ID}`}
          position="absolute"
          zIndex="skipNav"
          top="2"
          left="2"
          px="4"
          py="2"
          bg="bg.panel"
          color="primary.fg"
          borderWidth="1px"
          rounded="md"
          css={{ '&:not(:focus)': { clip: 'rect(0 0 0 0)', clipPath: 'inset(50%)', width: '1px', height: '1px', overflow: 'hidden', whiteSpace: 'nowrap', padding: 0, border: 0 } }}
          onClick={(event) => {
            event.preventDefault();
            if (main.current) focusPageHeading(main.current);
          }}
        >
          <Trans>Skip to content</Trans>
        </ChakraLink>
        <LeaveGuard />
        <SiteBanner />
        <AdminHeader menuButton={menuButton} />
        <Flex direction={{ base: 'column', md: 'row' }} flex="1">
          <Box
            as="nav"
            aria-label={t`Main`}
            hideBelow="md"
            w="64"
            flexShrink="0"
            borderRightWidth="1px"
            p="2"
            position="sticky"
            top="0"
            alignSelf="flex-start"
            maxH="100dvh"
            overflowY="auto"
          >
            <NavigationLinks idPrefix="menu-group" />
          </Box>
          <Drawer.Root
            open={menuOpen}
            onOpenChange={(details) => setMenuOpen(details.open)}
            placement="start"
            restoreFocus={restoreFocus}
            ids={{ content: 'admin-menu-drawer' }}
            lazyMount
            unmountOnExit
          >
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content maxW="20rem">
                  <Drawer.Header>
                    <Drawer.Title>
                      <Trans>Menu</Trans>
                    </Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body px="2">
                    <Box as="nav" aria-label={t`Main`}>
                      <NavigationLinks
                        idPrefix="drawer-group"
                        onFollow={() => {
                          closedByLink.current = true;
                          setRestoreFocus(false);
                          setMenuOpen(false);
                        }}
                      />
                    </Box>
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label={t`Close the menu`} />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
          <Box
            as="main"
            id={MAIN_ID}
            ref={main}
            tabIndex={-1}
            outline="none"
            flex="1"
            p={{ base: '4', md: '8' }}
            pb={configurationPage ? '0' : undefined}
            minW="0"
            display="flex"
            flexDirection="column"
          >
            <UnreachableBanner />
            <OtherTabsBanner />
            <StoredRecordsNotice />
            <DraftOffer />
            <Outlet />
            {configurationPage ? <ConfigurationSaveArea /> : null}
          </Box>
        </Flex>
      </Flex>
    </SavedReviewProvider>
  );
}
