import { Grid, Stack, Text } from '@chakra-ui/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { SupportedDevice } from '../../../application/ports/devices.port';
import type { Device } from '../../../domain/configuration/device/device';
import { useApply } from '../../configuration/use-workspace';
import { errorText } from '../../i18n/error-text';
import { useServices } from '../../services-context';
import { DiscoveryPanel } from './discovery-panel';
import { ManualCreation } from './manual-creation';
import { addDevices } from './new-devices';
import { PageHeading } from '../../configuration/page-heading';
import { RequireDraft } from '../../configuration/require-draft';
import type { Configuration } from '../../../domain/configuration/configuration';
import { AlertText } from '../../components/alert-text';
import { useReadOnly } from '../../components/use-read-only';
import { ReadOnlyNote } from '../../components/read-only-note';
import { AllDevicesLink } from '../../components/device-links';


/**
 * New devices: from a discovery of the network or by hand. Created devices
 * join the workspace's draft (addDevice) and are saved with the whole
 * document through the save bar (docs/devices.md). A console that may only
 * read adds none: the page says so (its discovery would be refused too).
 */
export function NewDevicePage() {
  const readOnly = useReadOnly();
  if (readOnly) {
    return (
      <Stack gap="5">
        <AllDevicesLink />
        <PageHeading />
        <ReadOnlyNote />
      </Stack>
    );
  }
  return <RequireDraft>{(draft) => <NewDevice draft={draft} />}</RequireDraft>;
}

function NewDevice({ draft }: { readonly draft: Configuration }) {
  const { t, i18n } = useLingui();
  const { devices } = useServices();
  const apply = useApply();
  const [models, setModels] = useState<readonly SupportedDevice[]>([]);
  const [modelsError, setModelsError] = useState<string | null>(null);
  const [added, setAdded] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    devices.supportedDevices().then(
      (list) => live && setModels(list),
      (error: unknown) => live && setModelsError(errorText(i18n, error)),
    );
    return () => {
      live = false;
    };
  }, [devices, i18n]);

  const onCreated = (created: readonly Device[]) => {
    const count = created.length;
    const outcome = apply({ kind: 'devices.add', label: t`Add ${count} devices`, apply: (configuration) => addDevices(configuration, created) });
    if (outcome.ok) setAdded(count);
    else setModelsError(errorText(i18n, outcome.error));
  };

  return (
    <Stack gap="5">
      <AllDevicesLink />
      <PageHeading />
      <Text role="status">
        {added !== null ? (
          <Plural value={added} one="# device added to the configuration; save to apply it." other="# devices added to the configuration; save to apply them." />
        ) : null}
      </Text>
      <AlertText>{modelsError}</AlertText>
      <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="6" alignItems="start">
        <DiscoveryPanel configured={draft.devices} models={models} onCreated={onCreated} />
        <ManualCreation models={models} onCreated={onCreated} />
      </Grid>
    </Stack>
  );
}
