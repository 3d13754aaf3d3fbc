import { Heading, Link as ChakraLink, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Configuration } from '../../../domain/configuration/configuration';
import { SingleEntityPage } from '../../configuration/single-entity-page';
import type { ProblemIndex } from '../../configuration/problem-paths';
import { useProblemIndex } from '../../configuration/use-problems';
import { HttpsCertificate } from './https-certificate';
import { NETWORK_SERVICES, networkDescriptor, type NetworkService } from './network.descriptor';
import { ServiceRow } from './service-row';

const NETWORK_INTERFACES: string = '/admin/network-interfaces';

const WITH_PORT = NETWORK_SERVICES.filter((service) => service.port !== undefined);
const NOTIFICATIONS = NETWORK_SERVICES.filter((service) => service.port === undefined);

/** A titled grid of services, each with its row. */
function ServiceSection({ id, title, services, draft, problems }: { readonly id: string; readonly title: ReactNode; readonly services: readonly NetworkService[]; readonly draft: Configuration; readonly problems: ProblemIndex }) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="3">
        {services.map((service) => (
          <ServiceRow key={service.key} service={service} configuration={draft} problems={problems} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The services laid out by service (use flag, port, default), the certificate, then the notifications. */
function NetworkServices({ draft }: { readonly draft: Configuration }) {
  const problems = useProblemIndex();
  return (
    <>
      <ServiceSection id="network-services" title={<Trans>Services and ports</Trans>} services={WITH_PORT} draft={draft} problems={problems} />
      <HttpsCertificate configuration={draft} problems={problems} />
      <ServiceSection id="network-notifications" title={<Trans>Notifications</Trans>} services={NOTIFICATIONS} draft={draft} problems={problems} />
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
