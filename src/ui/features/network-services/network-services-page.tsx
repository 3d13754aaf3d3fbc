import { Heading, Link as ChakraLink, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Configuration } from '../../../domain/configuration/configuration';
import { SingleEntityPage } from '../../configuration/single-entity-page';
import { useProblemIndex } from '../../configuration/use-problems';
import { HttpsCertificate } from './https-certificate';
import { NETWORK_SERVICES, networkDescriptor } from './network.descriptor';
import { ServiceRow } from './service-row';

const NETWORK_INTERFACES: string = '/admin/network-interfaces';

const WITH_PORT = NETWORK_SERVICES.filter((service) => service.port !== undefined);
const NOTIFICATIONS = NETWORK_SERVICES.filter((service) => service.port === undefined);

/** The services laid out by service (use flag, port, default), the certificate, then the notifications. */
function NetworkServices({ draft }: { readonly draft: Configuration }) {
  const problems = useProblemIndex();
  return (
    <>
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
    </>
  );
}

/**
 * The network services of the configuration: each service's use flag and
 * port (with its default), the HTTPS certificate, and the notifications.
 * The network cards are another page (Network interfaces), not the configuration.
 */
export function NetworkServicesPage() {
  return (
    <SingleEntityPage
      descriptor={networkDescriptor}
      intro={
        <Trans>
          The services the appliance offers on the network and their ports. The network cards themselves are set on the{' '}
          <ChakraLink asChild color="primary.fg">
            <Link to={NETWORK_INTERFACES}>Network interfaces</Link>
          </ChakraLink>{' '}
          page.
        </Trans>
      }
    >
      {(draft) => <NetworkServices draft={draft} />}
    </SingleEntityPage>
  );
}
