import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Device } from '../../../domain/configuration/device/device';
import type { ModuleBase } from '../../../domain/configuration/device/module-base';
import { DeviceSection } from './device-section';
import type { DeviceTabPanelProps } from './device-tab-panel';
import { StoreChoice } from './store-choice';
import { useEditedDevice } from './use-edited-device';

/** The recording modules (video streams and audio inputs, as on the device list) with their list key. */
function recordingModules(device: Device): { list: 'videos' | 'audioInputs'; module: ModuleBase; position: number }[] {
  return [
    ...device.videos.map((module, position) => ({ list: 'videos' as const, module, position })),
    ...device.audioInputs.map((module, position) => ({ list: 'audioInputs' as const, module, position })),
  ];
}

/** Which store each recording module of the device records to, chosen among the configuration's stores by name. */
export function RecordingPanel({ deviceIndex }: DeviceTabPanelProps) {
  const { t } = useLingui();
  const edited = useEditedDevice(deviceIndex);
  if (!edited) return null;
  const modules = recordingModules(edited.device);
  if (modules.length === 0) {
    return (
      <Text>
        <Trans>This device has nothing to record.</Trans>
      </Text>
    );
  }
  const stores = edited.draft.parameters.stores;
  return (
    <DeviceSection title={<Trans>Where each stream records</Trans>}>
      <Stack gap="3" maxW="3xl">
        {modules.map(({ list, module, position }) => {
          const path = [...edited.path, list, { id: module.id }, 'store'];
          const name = module.name === '' ? (list === 'videos' ? t`Video ${position + 1}` : t`Audio ${position + 1}`) : module.name;
          const stream = 'stream' in module && typeof module.stream === 'number' ? ` (${t`stream ${module.stream + 1}`})` : '';
          return <StoreChoice key={module.id} label={`${name}${stream}`} path={path} reference={module.store} stores={stores} problems={edited.problems.at(path)} />;
        })}
      </Stack>
    </DeviceSection>
  );
}
