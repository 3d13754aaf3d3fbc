import { Skeleton } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MonitorData } from '../../../application/ports/monitor.port';
import { DetailsList, type DetailsRow } from '../../components/details-list';
import { Panel } from '../../components/panel';
import { formatBytes, formatDuration } from './formats';

/** Server name, version, OS, architecture, uptimes and memory, from the latest system sample. */
export function SystemPanel({ sample }: { readonly sample: MonitorData | undefined }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const rows: DetailsRow[] = sample
    ? [
        [<Trans key="s">Server</Trans>, sample.server, 'system-server'],
        [<Trans key="v">Version</Trans>, sample.version, 'system-version'],
        [<Trans key="o">Operating system</Trans>, sample.os, 'system-os'],
        [<Trans key="a">Architecture</Trans>, sample.arch, 'system-arch'],
        [<Trans key="u">System uptime</Trans>, formatDuration(sample.systemUptime, i18n), 'system-system-uptime'],
        [<Trans key="m">Monitor uptime</Trans>, formatDuration(sample.monitorUptime, i18n), 'system-monitor-uptime'],
        [<Trans key="p">Memory</Trans>, `${formatBytes(sample.memory.physical.used, locale)} / ${formatBytes(sample.memory.physical.total, locale)}`, 'system-memory'],
      ]
    : [];
  return (
    <Panel title={<Trans>System</Trans>}>
      {sample ? <DetailsList rows={rows} /> : <Skeleton height="32" />}
    </Panel>
  );
}
