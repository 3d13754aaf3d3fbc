import { SimpleGrid, Stack } from '@chakra-ui/react';
import { MaintenanceActions } from './maintenance-actions';
import { OnlineConfiguration } from './online-configuration';
import { PageHeading } from '../../configuration/page-heading';

/** Database (rebuild, regulate), rescue and the online configuration state. */
export function MaintenancePage() {
  return (
    <Stack gap="6">
      <PageHeading />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
        <MaintenanceActions />
        <OnlineConfiguration />
      </SimpleGrid>
    </Stack>
  );
}
