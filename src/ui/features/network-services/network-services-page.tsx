import { Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageHeading } from '../../configuration/page-heading';
import { useProblemIndex } from '../../configuration/use-problems';
import { HttpsCertificate } from './https-certificate';
import { NETWORK_SERVICES } from './network.descriptor';
import { ServiceRow } from './service-row';
import { RequireDraft } from '../../configuration/require-draft';
import type { Configuration } from '../../../domain/configuration/configuration';

const NETWORK_INTERFACES: string = '/admin/network-interfaces';

const WITH_PORT = NETWORK_SERVICES.filter((service) => service.port !== undefined);
const NOTIFICATIONS = NETWORK_SERVICES.filter((service) => service.port === undefined);

/**
 * The network services of the configuration: each service's use flag and
 * port (with its default), the HTTPS certificate, and the notifications.
 * The network cards are another page (Network interfaces), not the configuration.
 */
export function NetworkServicesPage() {
  return <RequireDraft>{(draft) => <NetworkServices draft={draft} />}</RequireDraft>;
}

function NetworkServices({ draft }: { readonly draft: Configuration }) {
  const problems = useProblemIndex();
  return (
    <Stack gap="6" maxW="5xl">
      <PageHeading />
      <Text color="fg.muted">
        <Trans>
          The services the appliance offers on the network and their ports. The network cards themselves are set on the{' '}
          <ChakraLink asChild color="primary.fg">
            <Link to={NETWORK_INTERFACES}>Network interfaces</Link>
          </ChakraLink>{' '}
          page.
        </Trans>
      </Text>
      <Stack as="section" gap="3" aria-labelledby="network-services">
        <Heading as="h2" size="lg" id="network-services">
          <Trans>Services and ports</Trans>
        </Heading>
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="3">
          {WITH_PORT.map((service) => (
            <ServiceRow key={service.key} service={service} configuration={draft} problems={problems} />
          ))}
        </SimpleGrid>
      </Stack>
      <HttpsCertificate configuration={draft} problems={problems} />
      <Stack as="section" gap="3" aria-labelledby="network-notifications">
        <Heading as="h2" size="lg" id="network-notifications">
          <Trans>Notifications</Trans>
        </Heading>
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="3">
          {NOTIFICATIONS.map((service) => (
            <ServiceRow key={service.key} service={service} configuration={draft} problems={problems} />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
