import { Link as ChakraLink, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LiveIoState } from '../../../application/logic/io-states.port';
import { useDraft } from '../../configuration/use-workspace';
import { errorText } from '../../i18n/error-text';
import { useServices } from '../../services-context';
import { connectionCounts, deviceSummary } from './site-summary';
import { ConfigurationTileState, Tile } from './tile';
import { formatNumber } from '../../i18n/locale-formats';
import { StaleNote, useStale } from '../../components/stale-note';

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
  // While the appliance does not answer, the counts are its last answer, marked so.
  const { stale } = useStale();
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
            <Figure label={<Trans>Connected</Trans>} value={live ? counts.connected : undefined} testId="devices-connected" color="fg.success" stale={stale} />
            <Figure label={<Trans>Disconnected</Trans>} value={live ? counts.disconnected : undefined} testId="devices-disconnected" color={counts.disconnected > 0 ? 'fg.error' : undefined} stale={stale} />
            <Figure label={<Trans context="device count">Disabled</Trans>} value={summary.disabled} testId="devices-disabled" />
          </SimpleGrid>
          <StaleNote testId="devices-stale" />
          {counts.unknown > 0 && live && !stale ? (
            <Text fontSize="sm" color="fg.muted" mt="2" data-testid="devices-unknown">
              <Plural value={counts.unknown} one="# enabled device reports no connection state." other="# enabled devices report no connection state." />
            </Text>
          ) : null}
          {error !== undefined && !stale ? (
            <Text role="alert" color="fg.error" fontSize="sm" mt="2">
              <Trans>Connection states unavailable: {errorText(i18n, error)}</Trans>
            </Text>
          ) : null}
        </>
      ) : (
        <ConfigurationTileState />
      )}
    </Tile>
  );
}

/** One count; a stale one (the appliance does not answer) is dimmed, its note below the tile's figures. */
function Figure({ label, value, testId, color, stale = false }: { readonly label: ReactNode; readonly value: number | undefined; readonly testId: string; readonly color?: string; readonly stale?: boolean }) {
  const { i18n } = useLingui();
  return (
    <Stat.Root data-testid={testId} data-stale={stale || undefined}>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText color={stale ? 'fg.muted' : color} opacity={stale ? 0.7 : undefined} aria-busy={value === undefined && !stale} data-testid={`${testId}-value`}>
        {value === undefined ? '…' : formatNumber(value, i18n.locale)}
      </Stat.ValueText>
    </Stat.Root>
  );
}
