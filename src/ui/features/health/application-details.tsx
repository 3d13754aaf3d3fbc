import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ApplicationDetails as Details } from '../../../application/ports/monitor.port';
import { DetailsList } from '../../components/details-list';
import { formatBytes, formatPercent, formatRate } from './formats';
import { CHART_COLORS, LiveChart, type ChartSeries } from './live-chart';
import type { LiveStream } from './use-live-stream';
import { ErrorText } from '../../components/alert-text';

/** CPU, memory and the bandwidth of devices, servers and disks of one application, live. */
export function ApplicationDetails({ stream }: { readonly stream: LiveStream<Details> }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const latest = stream.latest;
  const cpuSeries = useMemo<ChartSeries[]>(() => [{ label: t`Processor`, color: CHART_COLORS[0] }], [t]);
  const memorySeries = useMemo<ChartSeries[]>(() => [{ label: t`Memory`, color: CHART_COLORS[1] }], [t]);
  const bandwidthSeries = useMemo<ChartSeries[]>(
    () => [
      { label: t`Devices in`, color: CHART_COLORS[0] },
      { label: t`Devices out`, color: CHART_COLORS[1] },
      { label: t`Servers in`, color: CHART_COLORS[2] },
      { label: t`Servers out`, color: CHART_COLORS[3] },
      { label: t`Disks in`, color: CHART_COLORS[4] },
      { label: t`Disks out`, color: CHART_COLORS[5] },
    ],
    [t],
  );
  const cpu = useMemo(() => stream.history.map(({ time, value }) => ({ time, values: [value.cpu] })), [stream.history]);
  const memory = useMemo(() => stream.history.map(({ time, value }) => ({ time, values: [value.memory] })), [stream.history]);
  const bandwidth = useMemo(
    () =>
      stream.history.map(({ time, value: { bandwidth: b } }) => ({
        time,
        values: [b.devices.input, b.devices.output, b.servers.input, b.servers.output, b.disks.input, b.disks.output],
      })),
    [stream.history],
  );

  return (
    <Stack gap="4" data-testid="application-details">
      <Heading as="h2" size="lg">
        {latest ? <Trans>Application {latest.name}</Trans> : <Trans>Application</Trans>}
      </Heading>
      <ErrorText error={stream.error} />
      {latest && (
        <DetailsList
          rows={[
            [<Trans key="s">Streams</Trans>, latest.stream],
            [<Trans key="d">Disk used</Trans>, formatBytes(latest.disk, locale)],
            [<Trans key="l">Licence</Trans>, latest.license || '—'],
          ]}
        />
      )}
      <SimpleGrid columns={{ base: 1, xl: 3 }} gap="4">
        <LiveChart id="application-cpu" title={<Trans>Processor</Trans>} series={cpuSeries} points={cpu} format={(value) => formatPercent(value, locale)} max={100} />
        <LiveChart id="application-memory" title={<Trans>Memory</Trans>} series={memorySeries} points={memory} format={(value) => formatBytes(value, locale)} />
        <LiveChart id="application-bandwidth" title={<Trans>Bandwidth</Trans>} series={bandwidthSeries} points={bandwidth} format={(value) => formatRate(value, locale)} />
      </SimpleGrid>
    </Stack>
  );
}
