import { SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLoaded } from '../../components/use-loaded';
import { errorText } from '../../i18n/error-text';
import { useServices } from '../../services-context';
import { NetworkInterfaceForm } from './network-interface-form';
import { PageHeading } from '../../configuration/page-heading';

/** The appliance's network interfaces (`GET/POST /api/network`), each with its own form. */
export function NetworkInterfacesPage() {
  const { operations } = useServices();
  const { i18n } = useLingui();
  const { value: interfaces, error, setValue: setInterfaces } = useLoaded(() => operations.listNetworkInterfaces.execute(), [operations]);

  return (
    <Stack gap="6">
      <PageHeading />
      <Text color="fg.muted">
        <Trans>The appliance's own network cards: an address from DHCP, or a fixed address, mask, gateway and DNS servers.</Trans>
      </Text>
      {error !== undefined ? (
        <Text role="alert" color="fg.error">
          {errorText(i18n, error)}
        </Text>
      ) : interfaces === undefined ? (
        <Skeleton height="48" />
      ) : (
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
          {interfaces.map((item) => (
            <NetworkInterfaceForm key={item.mac} item={item} onSaved={(saved) => setInterfaces((list) => list?.map((entry) => (entry.mac === saved.mac ? saved : entry)))} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
