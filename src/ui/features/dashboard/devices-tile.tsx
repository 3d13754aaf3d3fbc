import { Link as ChakraLink, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LiveIoState } from '../../../application/logic/io-states.port';
import { useDraft } from '../../configuration/use-workspace';
import { errorText } from '../../i18n/error-text';
import { useServices } from '../../services-context';
import { connectionCounts, deviceSummary } from './site-summary';
import { Tile, TileState } from './tile';

/** The page that adds devices (a string: the router's paths are typed from the route tree, which this module does not import). */
const NEW_DEVICE: string = '/admin/devices/new';
const NO_STATES: ReadonlyMap<string, LiveIoState> = new Map();

/**
 * The site's devices: how many the draft holds, and how many of those the
 * appliance drives answer as connected or not (their connection-state io,
 * read in batches while the overview is shown, stopped when it leaves).
 */
export function DevicesTile() {
  const { i18n } = useLingui();
  const { deviceConnections } = useServices();
  const draft = useDraft();
  const summary = useMemo(() => (draft ? deviceSummary(draft) : undefined), [draft]);
  const ios = summary?.connectionIos;
  const [states, setStates] = useState<ReadonlyMap<string, LiveIoState>>(NO_STATES);
  const [answered, setAnswered] = useState(false);
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    if (!ios) return;
    const watch = deviceConnections.watch(
      ios,
      (next) => {
        setStates(next);
        setAnswered(true);
        setError(undefined);
      },
      setError,
    );
    return () => watch.stop();
  }, [deviceConnections, ios]);

  const counts = summary ? connectionCounts(summary, states) : undefined;
  const live = answered || ios?.length === 0;
  return (
    <Tile icon="videocam" title={<Trans>Devices</Trans>} to="/admin/devices" linkText={<Trans>Open the devices</Trans>} testId="overview-devices">
      {summary && summary.total === 0 ? (
        <Text data-testid="devices-none">
          <Trans>
            No device on this site yet.{' '}
            <ChakraLink asChild variant="underline" color="primary.fg">
              <Link to={NEW_DEVICE}>Add the first devices</Link>
            </ChakraLink>
          </Trans>
        </Text>
      ) : summary && counts ? (
        <>
          <SimpleGrid minChildWidth="7rem" gap="3">
            <Figure label={<Trans>Total</Trans>} value={summary.total} testId="devices-total" />
            <Figure label={<Trans>Connected</Trans>} value={live ? counts.connected : undefined} testId="devices-connected" color="fg.success" />
            <Figure label={<Trans>Disconnected</Trans>} value={live ? counts.disconnected : undefined} testId="devices-disconnected" color={counts.disconnected > 0 ? 'fg.error' : undefined} />
            <Figure label={<Trans context="device count">Disabled</Trans>} value={summary.disabled} testId="devices-disabled" />
          </SimpleGrid>
          {counts.unknown > 0 && live ? (
            <Text fontSize="sm" color="fg.muted" mt="2" data-testid="devices-unknown">
              <Plural value={counts.unknown} one="# enabled device reports no connection state." other="# enabled devices report no connection state." />
            </Text>
          ) : null}
          {error !== undefined ? (
            <Text role="alert" color="fg.error" fontSize="sm" mt="2">
              <Trans>Connection states unavailable: {errorText(i18n, error)}</Trans>
            </Text>
          ) : null}
        </>
      ) : (
        <TileState />
      )}
    </Tile>
  );
}

function Figure({ label, value, testId, color }: { readonly label: ReactNode; readonly value: number | undefined; readonly testId: string; readonly color?: string }) {
  return (
    <Stat.Root data-testid={testId}>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText color={color} aria-busy={value === undefined} data-testid={`${testId}-value`}>
        {value === undefined ? '…' : value}
      </Stat.ValueText>
    </Stat.Root>
  );
}
