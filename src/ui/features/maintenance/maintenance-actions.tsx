import { Button, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { MaintenanceAction } from '../../../application/maintenance/run-maintenance.use-case';
import { errorText } from '../../i18n/error-text';
import { usePreferences } from '../../preferences-context';
import { useServices } from '../../services-context';
import { ACTION_DONE, ACTION_LABELS } from './maintenance-labels';
import { ReadOnlyNote } from '../../components/read-only-note';
import { useReadOnly } from '../../components/use-read-only';
import { Panel } from '../../components/panel';

interface Running {
  readonly action: MaintenanceAction;
  readonly percent: number;
  readonly step?: string;
}

/**
 * Database rebuild and regulation, and (for experts) the rescue, each with a
 * progress bar; while one runs, none can be started. A failure shows the
 * appliance's reason and leaves everything as it was.
 */
export function MaintenanceActions() {
  const readOnly = useReadOnly();
  const { operations } = useServices();
  const { expertMode } = usePreferences();
  const { t, i18n } = useLingui();
  const [running, setRunning] = useState<Running | null>(null);
  const [outcome, setOutcome] = useState<{ readonly ok: boolean; readonly text: string } | null>(null);
  const [confirmRescue, setConfirmRescue] = useState(false);

  const run = async (action: MaintenanceAction) => {
    if (running) return;
    setConfirmRescue(false);
    setOutcome(null);
    setRunning({ action, percent: 0 });
    try {
      await operations.runMaintenance.execute(action, (percent, step) => setRunning({ action, percent, ...(step ? { step } : {}) }));
      setOutcome({ ok: true, text: i18n._(ACTION_DONE[action]) });
    } catch (error) {
      setOutcome({ ok: false, text: errorText(i18n, error) });
    } finally {
      setRunning(null);
    }
  };

  const action = (name: MaintenanceAction, description: ReactNode, extra?: ReactNode) => (
    <Stack gap="2" data-testid={`maintenance-${name}`}>
      <Heading as="h3" size="sm">
        {i18n._(ACTION_LABELS[name])}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {description}
      </Text>
      <HStack hidden={readOnly}>
        {extra ?? (
          <Button variant="outline" disabled={running !== null} loading={running?.action === name} loadingText={t`In progress…`} onClick={() => void run(name)}>
            {i18n._(ACTION_LABELS[name])}
          </Button>
        )}
      </HStack>
    </Stack>
  );

  return (
    <Panel title={<Trans>Database and rescue</Trans>}>
      <Stack gap="5">
        {readOnly ? <ReadOnlyNote /> : null}
        {action('rebuild', <Trans>Builds the recordings' index again from the stores. The server must be stopped.</Trans>)}
        {action('regulate', <Trans>Removes the recordings beyond each store's size and time limits.</Trans>)}
        {expertMode &&
          action(
            'rescue',
            <Trans>Checks the stores' file systems and the configuration files and repairs what can be repaired. The server must be stopped.</Trans>,
            confirmRescue ? (
              <>
                <Button colorPalette="red" disabled={running !== null} onClick={() => void run('rescue')}>
                  <Trans>Start the rescue</Trans>
                </Button>
                <Button variant="ghost" onClick={() => setConfirmRescue(false)}>
                  <Trans>Cancel</Trans>
                </Button>
              </>
            ) : (
              <Button variant="outline" disabled={running !== null} loading={running?.action === 'rescue'} loadingText={t`In progress…`} onClick={() => setConfirmRescue(true)}>
                {i18n._(ACTION_LABELS.rescue)}
              </Button>
            ),
          )}
        {running && (
          <Progress.Root value={running.percent} max={100} data-testid="maintenance-progress" data-percent={running.percent}>
            <HStack justify="space-between">
              <Progress.Label>
                {i18n._(ACTION_LABELS[running.action])}
                {running.step ? ` — ${running.step}` : ''}
              </Progress.Label>
              <Progress.ValueText />
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        {outcome && (
          <Text role={outcome.ok ? 'status' : 'alert'} color={outcome.ok ? 'fg.success' : 'fg.error'} data-testid="maintenance-outcome">
            {outcome.text}
          </Text>
        )}
      </Stack>
    </Panel>
  );
}
