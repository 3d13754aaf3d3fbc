import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Device } from '../../../domain/configuration/device/device';
import { renameDeviceChannel } from '../../../domain/configuration/device/stream-edits';
import { groupByChannel } from '../../../domain/configuration/device/video-channel';
import type { AnyVideoModule } from '../../../domain/configuration/device/video-module';
import { updateAt } from '../../../domain/configuration/model-path';
import type { FieldDescriptor } from '../../configuration/entity-descriptor';
import { booleanField, nameField } from '../../configuration/field-kinds';
import { usePreferences } from '../../preferences-context';
import { useServices } from '../../services-context';
import { DeviceFact, DeviceFacts, DeviceSections } from './device-facts';
import { DeviceField } from './device-field';
import { DeviceSection } from './device-section';
import type { DeviceTabPanelProps } from './device-tab-panel';
import { channelWords, streamWords } from '../../configuration/words/setting-words';
import { streamFields } from '../../configuration/words/stream-fields';
import { useEditedDevice, type EditedDevice } from './use-edited-device';
import { MODULE_LABELS } from '../../configuration/words/module-labels';

/** Section 3's video channel: the name given to every stream of the channel. */
function channelNameField(channel: number): FieldDescriptor<string, Device> {
  return {
    ...nameField<Device>({ label: MODULE_LABELS.channelName, help: msg`Given to every stream of the channel.` }),
    set: (value, { configuration, path }) => updateAt(configuration, path, (device) => renameDeviceChannel(device as Device, channel, value)),
  };
}

const useSecondStreamField = booleanField<Device>({ label: MODULE_LABELS.useSecondStream, help: msg`Live views use the lighter second stream.` });
const rebuildSecondStreamField = booleanField<Device>({ label: MODULE_LABELS.rebuildSecondStream, help: msg`The appliance makes the second stream itself, for a device that has none.` });

function StreamForm({ edited, module, expertMode }: { readonly edited: EditedDevice; readonly module: AnyVideoModule; readonly expertMode: boolean }) {
  const { t, i18n } = useLingui();
  const { allowedStreamSettings } = useServices();
  const number = module.stream + 1;
  const answer = allowedStreamSettings.execute(edited.draft, { deviceId: edited.device.id, channel: module.channel, stream: module.stream, codec: module.codec });
  const at = ['videos', { id: module.id }] as const;
  return (
    <Box as="section" aria-label={`${module.name} (${t`stream ${number}`})`} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h4" size="xs" mb="3">
        <Trans>Stream {number}</Trans>
      </Heading>
      <Box mb="4">
        <DeviceFacts>
          <DeviceFact edited={edited} at={[...at, 'channel']} label={<Trans>Channel</Trans>}>
            {i18n._(channelWords(module.channel))}
          </DeviceFact>
          <DeviceFact edited={edited} at={[...at, 'stream']} label={<Trans>Stream</Trans>}>
            {i18n._(streamWords(module.stream))}
          </DeviceFact>
        </DeviceFacts>
      </Box>
      <SimpleGrid minChildWidth="15rem" gap="4" alignItems="start">
        {streamFields(module, answer)
          .filter((field) => !field.expert || expertMode)
          .map((field) => (
            <DeviceField key={field.key} edited={edited} at={[...at, field.key]} field={field} owner={`${module.name} (${module.stream + 1})`} />
          ))}
      </SimpleGrid>
    </Box>
  );
}

/** Each channel of the device (its name and second-stream switches) and each of its streams, with the settings the descriptor allows. */
export function VideoPanel({ deviceIndex }: DeviceTabPanelProps) {
  const edited = useEditedDevice(deviceIndex);
  const { expertMode } = usePreferences();
  if (!edited) return null;
  const channels = groupByChannel(edited.device.videos);
  if (channels.length === 0) {
    return (
      <Text>
        <Trans>This device has no video stream.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="6">
      {channels.map((streams) => {
        const first = streams[0]!;
        const at = ['videos', { id: first.id }] as const;
        return (
          <DeviceSection key={first.id} title={<Trans>Channel {first.channel + 1}</Trans>}>
            <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="end">
              <DeviceField edited={edited} at={[...at, 'name']} field={channelNameField(first.channel)} />
              <DeviceField edited={edited} at={[...at, 'useSecondStream']} field={useSecondStreamField} />
              <DeviceField edited={edited} at={[...at, 'rebuildSecondStream']} field={rebuildSecondStreamField} />
            </SimpleGrid>
            <DeviceSections>
              {streams.map((module) => (
                <StreamForm key={module.id} edited={edited} module={module} expertMode={expertMode} />
              ))}
            </DeviceSections>
          </DeviceSection>
        );
      })}
    </Stack>
  );
}
