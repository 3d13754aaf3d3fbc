import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { MaintenanceActions } from './maintenance-actions';
import { OnlineConfiguration } from './online-configuration';

/** Database (rebuild, regulate), rescue and the online configuration state. */
export function MaintenancePage() {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        <Trans>Maintenance</Trans>
      </Heading>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
        <MaintenanceActions />
        <OnlineConfiguration />
      </SimpleGrid>
    </Stack>
  );
}
