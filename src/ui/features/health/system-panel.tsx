import { Card, DataList, Heading, Skeleton } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { MonitorData } from '../../../application/ports/monitor.port';
import { formatBytes, formatDuration } from './formats';

/** Server name, version, OS, architecture, uptimes and memory, from the latest system sample. */
export function SystemPanel({ sample }: { readonly sample: MonitorData | undefined }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const rows: [ReactNode, string, string][] = sample
    ? [
        [<Trans key="s">Server</Trans>, sample.server, 'server'],
        [<Trans key="v">Version</Trans>, sample.version, 'version'],
        [<Trans key="o">Operating system</Trans>, sample.os, 'os'],
        [<Trans key="a">Architecture</Trans>, sample.arch, 'arch'],
        [<Trans key="u">System uptime</Trans>, formatDuration(sample.systemUptime, i18n), 'system-uptime'],
        [<Trans key="m">Monitor uptime</Trans>, formatDuration(sample.monitorUptime, i18n), 'monitor-uptime'],
        [<Trans key="p">Memory</Trans>, `${formatBytes(sample.memory.physical.used, locale)} / ${formatBytes(sample.memory.physical.total, locale)}`, 'memory'],
      ]
    : [];
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          <Trans>System</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        {sample ? (
          <DataList.Root orientation="horizontal">
            {rows.map(([label, value, key]) => (
              <DataList.Item key={key}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue data-testid={`system-${key}`}>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        ) : (
          <Skeleton height="32" />
        )}
      </Card.Body>
    </Card.Root>
  );
}
