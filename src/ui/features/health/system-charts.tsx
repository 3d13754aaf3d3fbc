import { SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { MonitorData } from '../../../application/ports/monitor.port';
import { formatBytes, formatPercent, formatRate } from './formats';
import { CHART_COLORS, LiveChart, type ChartSeries } from './live-chart';
import type { LiveSample } from './use-live-stream';

const color = (index: number): string => CHART_COLORS[index % CHART_COLORS.length]!;

/** CPU per core, memory, and the throughput of every network interface, drawn live. */
export function SystemCharts({ history }: { readonly history: readonly LiveSample<MonitorData>[] }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const latest = history.at(-1)?.value;
  const cpuNames = latest?.cpu.map((cpu) => cpu.name).join('|') ?? '';
  const interfaceNames = latest?.network.map((item) => item.name).join('|') ?? '';

  const cpuSeries = useMemo<ChartSeries[]>(() => (cpuNames ? cpuNames.split('|') : []).map((name, index) => ({ label: name, color: color(index) })), [cpuNames]);
  const memorySeries = useMemo<ChartSeries[]>(() => [
    { label: t`Physical memory used`, color: color(0) },
    { label: t`Page file used`, color: color(1) },
  ], [t]);
  const networkSeries = useMemo<ChartSeries[]>(
    () =>
      (interfaceNames ? interfaceNames.split('|') : []).flatMap((name, index) => [
        { label: t`${name} in`, color: color(index * 2) },
        { label: t`${name} out`, color: color(index * 2 + 1) },
      ]),
    [interfaceNames, t],
  );

  const cpu = useMemo(() => history.map(({ time, value }) => ({ time, values: value.cpu.map((item) => item.value) })), [history]);
  const memory = useMemo(() => history.map(({ time, value }) => ({ time, values: [value.memory.physical.used, value.memory.pagefile.used] })), [history]);
  const network = useMemo(() => history.map(({ time, value }) => ({ time, values: value.network.flatMap((item) => [item.input, item.output]) })), [history]);

  return (
    <SimpleGrid columns={{ base: 1, xl: 3 }} gap="4">
      <LiveChart id="cpu" title={<Trans>Processor</Trans>} series={cpuSeries} points={cpu} format={(value) => formatPercent(value, locale)} max={100} />
      <LiveChart id="memory" title={<Trans>Memory</Trans>} series={memorySeries} points={memory} format={(value) => formatBytes(value, locale)} />
      <LiveChart id="network" title={<Trans>Network interfaces</Trans>} series={networkSeries} points={network} format={(value) => formatRate(value, locale)} />
    </SimpleGrid>
  );
}
