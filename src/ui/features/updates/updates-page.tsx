import { Button, Card, Checkbox, Progress, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Icon } from '../../components/icon';
import { errorText } from '../../i18n/error-text';
import { usePreferences } from '../../preferences-context';
import { useServices } from '../../services-context';
import { ServerPanel } from '../../components/server/server-panel';
import { ReadOnlyNote } from '../../components/read-only-note';
import { useReadOnly } from '../../components/use-read-only';
import { PageHeading } from '../../configuration/page-heading';

type Phase = { readonly kind: 'idle' } | { readonly kind: 'checking' } | { readonly kind: 'installing'; readonly percent: number } | { readonly kind: 'installed'; readonly version: string };

/**
 * Updates: check for a new version, then download and install it with the
 * appliance's progress shown live. The server must be stopped first (its
 * panel is repeated here); forcing a reinstall is an expert option.
 */
export function UpdatesPage() {
  const readOnly = useReadOnly();
  const { t, i18n } = useLingui();
  const services = useServices();
  const { expertMode } = usePreferences();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [available, setAvailable] = useState<{ current: string; available: string }>();
  const [failure, setFailure] = useState<string>();
  const [force, setForce] = useState(false);
  const busy = phase.kind === 'checking' || phase.kind === 'installing';

  async function check(): Promise<void> {
    if (busy) return;
    setFailure(undefined);
    setPhase({ kind: 'checking' });
    try {
      setAvailable(await services.checkUpdate.execute());
    } catch (caught) {
      setAvailable(undefined);
      setFailure(errorText(i18n, caught));
    } finally {
      setPhase((current) => (current.kind === 'checking' ? { kind: 'idle' } : current));
    }
  }

  async function install(): Promise<void> {
    if (busy) return;
    setFailure(undefined);
    setPhase({ kind: 'installing', percent: 0 });
    try {
      const version = await services.installUpdate.execute({ force: expertMode && force, onProgress: ({ percent }) => setPhase({ kind: 'installing', percent }) });
      setAvailable(undefined);
      setPhase({ kind: 'installed', version });
    } catch (caught) {
      setFailure(errorText(i18n, caught));
      setPhase({ kind: 'idle' });
    }
  }

  const percent = phase.kind === 'installing' ? phase.percent : phase.kind === 'installed' ? 100 : 0;
  return (
    <Stack gap="6" maxW="3xl">
      <PageHeading />
      <ServerPanel />
      <Card.Root>
        <Card.Body>
          <Stack gap="4">
            <Text color="fg.muted">
              <Trans>Installing an update needs the server stopped: stop it above first, and start it again afterwards.</Trans>
            </Text>
            {available ? (
              <Text data-testid="update-available">
                <Trans>
                  Version {available.available} is available (installed: {available.current}).
                </Trans>
              </Text>
            ) : null}
            {readOnly ? <ReadOnlyNote /> : null}
            {expertMode && !readOnly ? (
              <Checkbox.Root checked={force} onCheckedChange={(details) => setForce(details.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <Trans>Force the update, even when already up to date</Trans>
                </Checkbox.Label>
              </Checkbox.Root>
            ) : null}
            <Wrap gap="2" hidden={readOnly}>
              <Button size="sm" variant="outline" loading={phase.kind === 'checking'} loadingText={t`Checking`} disabled={busy} onClick={() => void check()}>
                <Icon name="search" />
                <Trans>Check for updates</Trans>
              </Button>
              <Button size="sm" colorPalette="primary" loading={phase.kind === 'installing'} loadingText={t`Installing`} disabled={busy || (!available && !(expertMode && force))} onClick={() => void install()}>
                <Icon name="system_update_alt" />
                <Trans>Install the update</Trans>
              </Button>
            </Wrap>
            {phase.kind === 'installing' || phase.kind === 'installed' ? (
              <Progress.Root value={percent} max={100} colorPalette="primary" data-testid="update-progress" data-value={percent}>
                <Progress.Label>
                  <Trans>Installation progress</Trans>
                </Progress.Label>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
                <Progress.ValueText>{percent}%</Progress.ValueText>
              </Progress.Root>
            ) : null}
            {phase.kind === 'installed' ? (
              <Text role="status" color="fg.success" data-testid="update-installed">
                <Trans>Version {phase.version} is installed.</Trans>
              </Text>
            ) : null}
            {failure ? (
              <Text role="alert" color="fg.error" data-testid="update-error">
                {failure}
              </Text>
            ) : null}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
