import { Link, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { CenteredCard } from '../../components/centered-card';

/** A plain single-appliance Vigil server asked for its fleet: said plainly, with the way to the appliance's console. */
export function NotFleetMode() {
  return (
    <CenteredCard title={<Trans>Vigil fleet</Trans>}>
      <Stack gap="3">
        <Text data-testid="not-fleet-mode">
          <Trans>This Vigil server is not in fleet mode: it serves one appliance's console.</Trans>
        </Text>
        <Text color="fg.muted">
          <Trans>
            To look after many sites, start it in fleet mode (<code>npm start -- --fleet</code>).
          </Trans>
        </Text>
        <Link href="/admin" color="primary.fg">
          <Trans>Open this appliance's console</Trans>
        </Link>
      </Stack>
    </CenteredCard>
  );
}
