import { Badge, Card, DataList, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import type { Dashboard, DashboardPart } from '../../../application/dashboard/load-dashboard.use-case';
import type { LicenseStatus } from '../../../application/ports/license.port';
import { consoleErrorCode } from '../../../application/errors/console-errors';
import { Icon } from '../../components/icon';
import { ERROR_MESSAGES } from '../../i18n/error-messages';
import { useServices } from '../../services-context';
import { LICENSE_STATES, LICENSE_TYPES, SERVER_STATUSES, STATUS_PALETTES } from './dashboard-labels';

/** The dashboard: application info, licence and server status, as the appliance reports them. */
export function DashboardPage() {
  const services = useServices();
  const [dashboard, setDashboard] = useState<Dashboard>();

  useEffect(() => {
    let current = true;
    void services.loadDashboard.execute().then((loaded) => {
      if (current) setDashboard(loaded);
    });
    return () => {
      current = false;
    };
  }, [services]);

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        <Trans>Dashboard</Trans>
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <Panel icon="info" title={<Trans>Application</Trans>} part={dashboard?.application}>
          {(info) => (
            <Rows
              rows={[
                [<Trans key="n">Name</Trans>, info.name],
                [<Trans key="v">Version</Trans>, info.version],
                [<Trans key="l">Label</Trans>, info.label],
                [<Trans key="p">Product code</Trans>, info.productCode ?? '—'],
              ]}
            />
          )}
        </Panel>
        <Panel icon="verified" title={<Trans>Licence</Trans>} part={dashboard?.license}>
          {(license) => <LicenseRows license={license} />}
        </Panel>
        <Panel icon="monitor_heart" title={<Trans>Application status</Trans>} part={dashboard?.status}>
          {(status) => <StatusBadge status={status} />}
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}

function LicenseRows({ license }: { readonly license: LicenseStatus }) {
  const { i18n } = useLingui();
  return (
    <Rows
      rows={[
        [<Trans key="s">Status</Trans>, i18n._(LICENSE_STATES[license.status])],
        [<Trans key="t">Type</Trans>, license.type ? i18n._(LICENSE_TYPES[license.type]) : '—'],
        [<Trans key="d">Devices</Trans>, String(license.devices)],
        [<Trans key="r">Days left</Trans>, license.days === undefined ? '—' : String(license.days)],
      ]}
    />
  );
}

function StatusBadge({ status }: { readonly status: keyof typeof SERVER_STATUSES }) {
  const { i18n } = useLingui();
  return (
    <Badge size="lg" colorPalette={STATUS_PALETTES[status]} data-testid="application-status">
      {i18n._(SERVER_STATUSES[status])}
    </Badge>
  );
}

function Panel<T>({ icon, title, part, children }: { readonly icon: string; readonly title: ReactNode; readonly part: DashboardPart<T> | undefined; readonly children: (value: T) => ReactNode }) {
  const { i18n } = useLingui();
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md" display="flex" alignItems="center" gap="2">
          <Icon name={icon} />
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        {part === undefined ? (
          <Skeleton height="24" />
        ) : part.ok ? (
          children(part.value)
        ) : (
          <Text role="alert" color="fg.error">
            {i18n._(ERROR_MESSAGES[consoleErrorCode(part.error)])}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Rows({ rows }: { readonly rows: ReadonlyArray<readonly [ReactNode, string]> }) {
  return (
    <DataList.Root orientation="horizontal">
      {rows.map(([label, value], index) => (
        <DataList.Item key={index}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
