import { Badge, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FleetOperator } from '../../../application/fleet-console/fleet-console.port';
import { useServices } from '../../services-context';

/** Sign out; the layout then shows the sign-in (it follows the session). */
function SignOutButton() {
  const services = useServices();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void services.fleet.signOut().catch(() => undefined).finally(() => setBusy(false));
      }}
    >
      <Trans>Sign out</Trans>
    </Button>
  );
}

/** The role in the header's words. */
export function RoleLabel({ role }: { readonly role: FleetOperator['role'] }) {
  return role === 'installer' ? <Trans>Installer</Trans> : <Trans>Viewer</Trans>;
}

/** The fleet's header: the product's name, the signed-in operator with their role, sign out. */
export function FleetHeader({ operator }: { readonly operator: FleetOperator }) {
  const { t } = useLingui();
  return (
    <Flex as="header" align="center" justify="space-between" wrap="wrap" gap="2" px={{ base: '2', md: '6' }} py="2" bg="bg.subtle" borderBottomWidth="1px">
      <Heading as="p" size="md" color="primary.fg">
        <Trans>Vigil fleet</Trans>
      </Heading>
      <Flex align="center" gap="3" wrap="wrap">
        <Text data-testid="fleet-operator" aria-label={t`Signed in as`}>
          <bdi>{operator.name}</bdi>{' '}
          <Badge size="sm" variant="surface" colorPalette="gray" data-role={operator.role}>
            <RoleLabel role={operator.role} />
          </Badge>
        </Text>
        <SignOutButton />
      </Flex>
    </Flex>
  );
}
