import { SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import type { Dashboard } from '../../../application/dashboard/load-dashboard.use-case';
import type { ApplicationInfo } from '../../../application/ports/application-info.port';
import type { LicenseStatus } from '../../../application/ports/license.port';
import { DetailsList } from '../../components/details-list';
import { Panel } from '../../components/panel';
import { errorText } from '../../i18n/error-text';
import { useServices } from '../../services-context';
import { DevicesTile } from './devices-tile';
import { EventsTile } from './events-tile';
import { LicencePanel } from './licence-panel';
import { ProblemsTile } from './problems-tile';
import { ServerPanel } from '../../components/server/server-panel';
import { StorageTile } from './storage-tile';
import { PageHeading } from '../../configuration/page-heading';

/**
 * The dashboard, where an installer lands: the site overview (devices and
 * their connections, storage and retention, the configuration's problems by
 * page, recent events), then application info, the server's status and
 * lifecycle, and the licence with its activation. Each tile loads on its own:
 * one failing source never blanks the others.
 */
export function DashboardPage() {
  const services = useServices();
  const [dashboard, setDashboard] = useState<Dashboard>();
  const [license, setLicense] = useState<LicenseStatus>();

  useEffect(() => {
    let current = true;
    void services.loadDashboard.execute().then((loaded) => {
      if (!current) return;
      setDashboard(loaded);
      if (loaded.license.ok) setLicense(loaded.license.value);
    });
    return () => {
      current = false;
    };
  }, [services]);

  return (
    <Stack gap="6">
      <PageHeading />
      <SimpleGrid columns={{ base: 1, md: 2, '2xl': 4 }} gap="4" alignItems="start" data-testid="site-overview">
        <DevicesTile />
        <StorageTile />
        <ProblemsTile />
        <EventsTile />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2, '2xl': 3 }} gap="4" alignItems="start">
        <ApplicationPanel info={dashboard?.application.ok ? dashboard.application.value : undefined} error={dashboard?.application.ok === false ? dashboard.application.error : undefined} />
        <ServerPanel />
        <LicencePanel license={license} loadError={dashboard?.license.ok === false ? dashboard.license.error : undefined} onChange={setLicense} />
      </SimpleGrid>
    </Stack>
  );
}

function ApplicationPanel({ info, error }: { readonly info: ApplicationInfo | undefined; readonly error: unknown }) {
  const { i18n } = useLingui();
  const rows: ReadonlyArray<readonly [ReactNode, string]> = info
    ? [
        [<Trans key="n">Name</Trans>, info.name],
        [<Trans key="v">Version</Trans>, info.version],
        [<Trans key="l">Label</Trans>, info.label],
        [<Trans key="p">Product code</Trans>, info.productCode ?? '—'],
      ]
    : [];
  return (
    <Panel icon="info" title={<Trans>Application</Trans>}>
      {info ? (
        <DetailsList rows={rows} testId="application-details" />
      ) : error !== undefined ? (
        <Text role="alert" color="fg.error">
          {errorText(i18n, error)}
        </Text>
      ) : (
        <Skeleton height="24" />
      )}
    </Panel>
  );
}
