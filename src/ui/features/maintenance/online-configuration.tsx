import { Badge, Button, HStack, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { errorCodeOf } from '../../../domain/shared/domain-error';
import type { OnlineConfiguration as Online } from '../../../application/ports/maintenance.port';
import { errorText } from '../../i18n/error-text';
import { usePreferences } from '../../preferences-context';
import { useServices } from '../../services-context';
import { ONLINE_STATUS_LABELS, ONLINE_STATUS_PALETTES } from './maintenance-labels';
import { useReadOnly } from '../../components/use-read-only';
import { Panel } from '../../components/panel';

/**
 * Whether saved configuration changes apply to the running server at once.
 * With changes pending the appliance refuses to switch; experts may force it,
 * which applies them.
 */
export function OnlineConfiguration() {
  const readOnly = useReadOnly();
  const { operations } = useServices();
  const { expertMode } = usePreferences();
  const { i18n } = useLingui();
  const [state, setState] = useState<Online>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [wanted, setWanted] = useState<boolean | null>(null);

  useEffect(() => {
    let current = true;
    operations.loadOnlineConfiguration.execute().then(
      (loaded) => current && setState(loaded),
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [operations]);

  const change = async (online: boolean, force: boolean) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setWanted(online);
    try {
      setState(await operations.setOnlineConfiguration.execute(online, force));
      setWanted(null);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const pendingRefusal = error !== null && errorCodeOf(error) === 'HEALTH.ONLINE_CHANGES_PENDING';
  return (
    <Panel title={<Trans>Online configuration</Trans>}>
      {state === undefined && error === null ? (
        <Skeleton height="16" />
      ) : (
        <Stack gap="3">
          {state && (
            <>
              <Switch.Root checked={state.online} disabled={busy || readOnly} readOnly={readOnly} onCheckedChange={(details) => void change(details.checked, false)}>
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>
                  <Trans>Apply configuration changes to the running server at once</Trans>
                </Switch.Label>
              </Switch.Root>
              <HStack>
                <Text>
                  <Trans>Running server:</Trans>
                </Text>
                <Badge colorPalette={ONLINE_STATUS_PALETTES[state.status]} data-testid="online-status">
                  {i18n._(ONLINE_STATUS_LABELS[state.status])}
                </Badge>
              </HStack>
            </>
          )}
          {error !== null && (
            <Text role="alert" color="fg.error">
              {errorText(i18n, error)}
            </Text>
          )}
          {pendingRefusal && expertMode && wanted !== null && !readOnly && (
            <HStack>
              <Button colorPalette="orange" loading={busy} onClick={() => void change(wanted, true)}>
                <Trans>Force: apply the pending changes</Trans>
              </Button>
            </HStack>
          )}
        </Stack>
      )}
    </Panel>
  );
}
