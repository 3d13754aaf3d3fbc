import { Badge, Flex, Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FLEET_OVERVIEW_PATH } from '../../../domain/fleet/site-console-address';
import { Icon } from '../../components/icon';
import { useOpenedSite, useSiteDocumentTitle } from '../../components/use-opened-site';
import { useReadOnly } from '../../components/use-read-only';

/**
 * Above every page of a fleet site's console (docs/fleet.md, "Open a site"):
 * which site this is (its name and tags, so that no one edits the wrong
 * building), read-only for a viewer, and the way back to the fleet's
 * overview (a whole page: the fleet's pages are another application). Draws
 * nothing on one appliance.
 */
export function SiteBanner() {
  const { t } = useLingui();
  const site = useOpenedSite();
  const readOnly = useReadOnly();
  useSiteDocumentTitle(site);
  if (!site) return null;
  return (
    <Flex as="section" aria-label={t`Site`} data-testid="site-banner" align="center" gap="3" wrap="wrap" px={{ base: '3', md: '4' }} py="2" bg="primary.subtle" color="fg" borderBottomWidth="1px">
      <Icon name="apartment" />
      <Text>
        <Trans>Site</Trans>{' '}
        <Text as="strong" fontWeight="bold" data-testid="site-name">
          {site.name}
        </Text>
      </Text>
      {site.tags.length > 0 ? (
        <Flex as="ul" gap="1" wrap="wrap" listStyleType="none" aria-label={t`Tags`}>
          {site.tags.map((tag) => (
            <Badge as="li" key={tag} variant="outline">
              {tag}
            </Badge>
          ))}
        </Flex>
      ) : null}
      {readOnly ? (
        <Badge colorPalette="orange" data-testid="site-read-only">
          <Icon name="visibility" />
          <Trans>Read only: as a viewer, your changes are refused</Trans>
        </Badge>
      ) : null}
      <Link href={FLEET_OVERVIEW_PATH} ms="auto" fontWeight="medium" data-testid="fleet-overview-link">
        <Icon name="arrow_back" />
        <Trans>Fleet overview</Trans>
      </Link>
    </Flex>
  );
}
