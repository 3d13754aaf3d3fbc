import { Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorCodeOf } from '../../../domain/shared/domain-error';
import { MONITOR_INTERVAL } from '../../../domain/health/monitor-request';
import { usePreferences } from '../../preferences-context';
import { useServices } from '../../services-context';
import { ApplicationDetails } from './application-details';
import { ApplicationsTable } from './applications-table';
import { SystemCharts } from './system-charts';
import { SystemPanel } from './system-panel';
import { useLiveStream } from './use-live-stream';
import { PageHeading } from '../../configuration/page-heading';
import { ErrorText } from '../../components/alert-text';

/**
 * Server health: the system's figures and the applications from the
 * appliance's monitor streams, drawn live. Experts may change the sample
 * interval (at least 200 ms, 1500 ms by default).
 */
export function HealthPage() {
  const { operations } = useServices();
  const { expertMode } = usePreferences();
  const { t } = useLingui();
  const [intervalText, setIntervalText] = useState(String(MONITOR_INTERVAL.default));
  const interval = expertMode ? Number(intervalText) : MONITOR_INTERVAL.default;
  const [chosen, setChosen] = useState<number | null>(null);

  const system = useLiveStream((signal) => operations.watchSystem.execute({ interval, signal }), `system:${interval}`);
  const applications = useLiveStream((signal) => operations.watchApplications.execute({ interval, signal }), `applications:${interval}`);
  const list = applications.latest ?? [];
  const selected = chosen ?? list.find((application) => application.status === 'run')?.processid ?? list[0]?.processid ?? null;
  const details = useLiveStream(selected === null ? null : (signal) => operations.watchApplication.execute({ processid: selected, interval, signal }), `application:${selected}:${interval}`);

  const streamError = system.error ?? applications.error;
  return (
    <Stack gap="6">
      <PageHeading />
      {expertMode && (
        <HStack>
          <Field.Root invalid={streamError !== null && errorCodeOf(streamError) === 'HEALTH.INTERVAL_TOO_SHORT'} maxW="xs">
            <Field.Label>
              <Trans>Sample interval (ms)</Trans>
            </Field.Label>
            <Input type="number" min={MONITOR_INTERVAL.minimum} step={100} value={intervalText} onChange={(event) => setIntervalText(event.target.value)} />
            <Field.HelperText>
              <Trans>At least 200 ms; 1500 ms by default.</Trans>
            </Field.HelperText>
          </Field.Root>
        </HStack>
      )}
      <ErrorText error={streamError} data-testid="health-error" />
      <SystemPanel sample={system.latest} />
      <SystemCharts history={system.history} />
      <Stack gap="3">
        <Heading as="h2" size="lg">
          <Trans>Applications</Trans>
        </Heading>
        {list.length === 0 ? <Text color="fg.muted">{t`Waiting for the appliance…`}</Text> : <ApplicationsTable applications={list} selected={selected} onSelect={setChosen} expert={expertMode} />}
      </Stack>
      {selected !== null && <ApplicationDetails stream={details} />}
    </Stack>
  );
}
