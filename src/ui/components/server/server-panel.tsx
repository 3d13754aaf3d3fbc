import { Badge, Button, HStack, Skeleton, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { Icon } from '../icon';
import { Panel } from '../panel';
import { errorText } from '../../i18n/error-text';
import { useServices } from '../../services-context';
import { SERVER_STATUSES, STATUS_PALETTES } from './dashboard-labels';
import { useServerStatus } from './use-server-status';
import { ReadOnlyNote } from '../read-only-note';
import { useReadOnly } from '../use-read-only';
import { StaleNote } from '../stale-note';

type Action = 'start' | 'stop' | 'reload';

interface ActionButton {
  readonly action: Action;
  readonly palette: string;
  readonly icon: string;
  readonly label: string;
  readonly loadingText?: string;
  readonly enabled: boolean;
  readonly onClick: () => void;
}

/**
 * The server's status (polled every 2 s) and its lifecycle: start, stop
 * (after a confirmation) and reload. One action at a time; a failure shows
 * the specification's message and the status the appliance kept.
 */
export function ServerPanel() {
  const { t, i18n } = useLingui();
  const services = useServices();
  const { status, error: statusError } = useServerStatus();
  const [running, setRunning] = useState<Action>();
  const [failure, setFailure] = useState<string>();
  const [confirmStop, setConfirmStop] = useState(false);
  const readOnly = useReadOnly();

  async function run(action: Action): Promise<void> {
    if (running) return;
    setRunning(action);
    setFailure(undefined);
    try {
      if (action === 'start') await services.startServer.execute();
      else if (action === 'stop') await services.stopServer.execute();
      else await services.reloadServer.execute();
    } catch (caught) {
      setFailure(errorText(i18n, caught));
    } finally {
      setRunning(undefined);
    }
  }

  const transient = status === 'starting' || status === 'stopping';
  const buttons: readonly ActionButton[] = [
    { action: 'start', palette: 'green', icon: 'play_arrow', label: t`Start`, enabled: status === 'stopped', onClick: () => void run('start') },
    { action: 'stop', palette: 'red', icon: 'stop', label: t`Stop`, enabled: status === 'started', onClick: () => setConfirmStop(true) },
    { action: 'reload', palette: 'primary', icon: 'refresh', label: t`Reload`, loadingText: t`Reloading`, enabled: !transient && status !== undefined, onClick: () => void run('reload') },
  ];
  return (
    <Panel
      icon="monitor_heart"
      title={<Trans>Application status</Trans>}
      after={
        <ConfirmDialog
          open={confirmStop}
          destructive
          title={<Trans>Stop the server?</Trans>}
          confirmLabel={<Trans>Stop the server</Trans>}
          onCancel={() => setConfirmStop(false)}
          onConfirm={() => {
            setConfirmStop(false);
            void run('stop');
          }}
        >
          <Trans>Cameras stop recording and alerts are no longer sent until the server is started again.</Trans>
        </ConfirmDialog>
      }
    >
      <Stack gap="4">
        <HStack gap="3" aria-live="polite">
          {status ? (
            <Badge size="lg" colorPalette={STATUS_PALETTES[status]} data-testid="application-status">
              {transient ? <Spinner size="xs" /> : null}
              {i18n._(SERVER_STATUSES[status])}
            </Badge>
          ) : statusError ? (
            <Text role="alert" color="fg.error">
              {errorText(i18n, statusError)}
            </Text>
          ) : (
            <Skeleton height="6" width="24" />
          )}
          {running === 'reload' ? (
            <Text fontSize="sm" color="fg.muted" data-testid="reload-progress">
              <Trans>Reloading the configuration…</Trans>
            </Text>
          ) : null}
        </HStack>
        {status ? <StaleNote testId="status-stale" /> : null}
        {/* A viewer starts, stops and reloads nothing: the note in place of the buttons. */}
        {readOnly ? <ReadOnlyNote /> : null}
        <Wrap gap="2" hidden={readOnly}>
          {buttons.map((button) => (
            <Button
              key={button.action}
              size="sm"
              colorPalette={button.palette}
              variant="outline"
              loading={running === button.action}
              loadingText={button.loadingText}
              disabled={running !== undefined || !button.enabled}
              onClick={button.onClick}
            >
              <Icon name={button.icon} />
              {button.label}
            </Button>
          ))}
        </Wrap>
        {failure ? (
          <Text role="alert" color="fg.error" data-testid="server-error">
            {failure}
          </Text>
        ) : null}
      </Stack>
    </Panel>
  );
}
