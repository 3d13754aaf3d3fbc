import { Grid, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { SupportedDevice } from '../../../application/ports/devices.port';
import type { Device } from '../../../domain/configuration/device/device';
import { Icon } from '../../components/icon';
import { useApply, useDraft } from '../../configuration/use-workspace';
import { errorText } from '../../i18n/error-text';
import { useServices } from '../../services-context';
import { DiscoveryPanel } from './discovery-panel';
import { ManualCreation } from './manual-creation';
import { addDevices } from './new-devices';

const DEVICES: string = '/admin/devices';

/**
 * New devices: from a discovery of the network or by hand. Created devices
 * join the workspace's draft (addDevice) and are saved with the whole
 * document through the save bar (docs/devices.md).
 */
export function NewDevicePage() {
  const { t, i18n } = useLingui();
  const { devices } = useServices();
  const draft = useDraft();
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

  if (!draft) {
    return (
      <Text>
        <Trans>No configuration is loaded.</Trans>
      </Text>
    );
  }
  const onCreated = (created: readonly Device[]) => {
    const count = created.length;
    const outcome = apply({ kind: 'devices.add', label: t`Add ${count} devices`, apply: (configuration) => addDevices(configuration, created) });
    if (outcome.ok) setAdded(count);
    else setModelsError(errorText(i18n, outcome.error));
  };

  return (
    <Stack gap="5">
      <ChakraLink asChild alignSelf="start">
        <Link to={DEVICES}>
          <Icon name="arrow_back" />
          <Trans>All devices</Trans>
        </Link>
      </ChakraLink>
      <Heading as="h1" size="2xl" display="flex" alignItems="center" gap="3">
        <Icon name="add_a_photo" />
        <Trans>New device</Trans>
      </Heading>
      <Text role="status">
        {added !== null ? (
          <Plural value={added} one="# device added to the configuration; save to apply it." other="# devices added to the configuration; save to apply them." />
        ) : null}
      </Text>
      {modelsError ? (
        <Text role="alert" color="fg.error">
          {modelsError}
        </Text>
      ) : null}
      <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="6" alignItems="start">
        <DiscoveryPanel configured={draft.devices} models={models} onCreated={onCreated} />
        <ManualCreation models={models} onCreated={onCreated} />
      </Grid>
    </Stack>
  );
}
