import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { allowedAudioSettings, setAudioCodec } from '../../../domain/configuration/device/audio-settings';
import { MODULE_AUDIO_CODECS } from '../../../domain/configuration/device/codec-names';
import type { AudioDescriptor } from '../../../domain/configuration/device/descriptor';
import type { Device } from '../../../domain/configuration/device/device';
import type { AudioModule } from '../../../domain/configuration/device/other-modules';
import { updateAt } from '../../../domain/configuration/model-path';
import type { FieldDescriptor, SelectOption } from '../../configuration/entity-descriptor';
import { booleanField, integerField, nameField, portField, readOnlyField, selectField } from '../../configuration/field-kinds';
import { DeviceSections } from './device-facts';
import { DeviceField } from './device-field';
import { channelOptions } from '../../configuration/words/setting-words';
import { DeviceSection } from './device-section';
import type { DeviceTabPanelProps } from './device-tab-panel';
import { useEditedDevice, type EditedDevice } from './use-edited-device';
import { UserText } from '../../components/user-text';
import { AUDIO_LABELS, SIP_LABELS } from '../../configuration/words/module-labels';

const texts = <V extends string | number>(values: readonly V[]): SelectOption<V>[] => values.map((value) => ({ value, text: String(value) }));
const audioNameField = nameField<Device>({ label: msg`Name` });
/** The descriptor's audio channels as a choice ("Channel 1" is the document's 0); a fact when the descriptor says nothing of them. */
function audioChannelField(descriptor: AudioDescriptor | undefined, current: number): FieldDescriptor<number, Device> {
  if (!descriptor || descriptor.nbChannels === 0) return readOnlyField<number, Device>({ label: msg`Channel`, format: (value) => String(value + 1) });
  return selectField<number, Device>({ label: msg`Channel`, options: channelOptions(descriptor.nbChannels, current) });
}
const channelsField = integerField<Device>({ label: AUDIO_LABELS.channels, help: msg`1 for mono, 2 for stereo.`, min: 1, max: 8 });

/** The codec, frequency and bitrate of an audio module, offered from what its channel's descriptor announces. */
function audioFields(module: AudioModule, descriptor: AudioDescriptor | undefined): [string, FieldDescriptor<never, Device>][] {
  const allowed = allowedAudioSettings(descriptor, module.channel, module.codec);
  const codec: FieldDescriptor<string, Device> = {
    ...selectField<string, Device>({ label: AUDIO_LABELS.codec, options: texts(allowed.codecs.length > 0 ? allowed.codecs : MODULE_AUDIO_CODECS) }),
    // The entity is the module: its frequency and bitrate follow the codec.
    set: (value, { configuration, path }) => updateAt(configuration, path, (current) => setAudioCodec(current as AudioModule, descriptor, value)),
  };
  const choice = (label: MessageDescriptor, values: readonly number[], unit?: 'kbit/s') =>
    values.length > 0 ? selectField<number, Device>({ label, options: texts(values), unit }) : integerField<Device>({ label, min: 0, unit });
  return [
    ['name', audioNameField],
    ['channel', audioChannelField(descriptor, module.channel)],
    ['codec', codec],
    ['frequency', choice(AUDIO_LABELS.frequency, allowed.frequencies)],
    ['bitrate', choice(AUDIO_LABELS.bitrate, allowed.bitrates, 'kbit/s')],
    ['channels', channelsField],
  ] as [string, FieldDescriptor<never, Device>][];
}

function AudioModules({ edited, list, descriptor }: { readonly edited: EditedDevice; readonly list: 'audioInputs' | 'audioOutputs'; readonly descriptor: AudioDescriptor | undefined }) {
  const modules: readonly AudioModule[] = edited.device[list];
  if (modules.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>None on this device.</Trans>
      </Text>
    );
  }
  return modules.map((module, index) => (
    <Box key={module.id} as="section" aria-label={module.name || String(index + 1)} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h4" size="xs" mb="3">
        {module.name === '' ? <Trans>Audio {index + 1}</Trans> : <UserText>{module.name}</UserText>}
      </Heading>
      <SimpleGrid minChildWidth="15rem" gap="4" alignItems="start">
        {audioFields(module, descriptor).map(([key, field]) => (
          <DeviceField key={key} edited={edited} at={[list, { id: module.id }, key]} entityAt={[list, { id: module.id }]} field={field} owner={module.name || undefined} />
        ))}
      </SimpleGrid>
    </Box>
  ));
}

const sipPortField = portField<Device>({ label: SIP_LABELS.port, help: msg`5060 unless the device says otherwise.` });
const sipAudioIn = booleanField<Device>({ label: SIP_LABELS.audioIn, readOnly: (device) => (device.descriptor?.sip && !device.descriptor.sip.audioIn ? msg`the device has no SIP audio input.` : null) });
const sipAudioOut = booleanField<Device>({ label: SIP_LABELS.audioOut, readOnly: (device) => (device.descriptor?.sip && !device.descriptor.sip.audioOut ? msg`the device has no SIP audio output.` : null) });

/** The audio inputs and outputs (codecs, frequencies, bitrates from the descriptor) and the SIP audio module when the device has one. */
export function AudioPanel({ deviceIndex }: DeviceTabPanelProps) {
  const edited = useEditedDevice(deviceIndex);
  if (!edited) return null;
  const { device } = edited;
  return (
    <DeviceSections>
      <DeviceSection title={<Trans>Audio inputs</Trans>}>
        <AudioModules edited={edited} list="audioInputs" descriptor={device.descriptor?.audioIn} />
      </DeviceSection>
      <DeviceSection title={<Trans>Audio outputs</Trans>}>
        <AudioModules edited={edited} list="audioOutputs" descriptor={device.descriptor?.audioOut} />
      </DeviceSection>
      {device.sip ? (
        <DeviceSection title={<Trans>SIP audio</Trans>}>
          <DeviceField edited={edited} at={['sip', 'port']} field={sipPortField} />
          <DeviceField edited={edited} at={['sip', 'audioIn']} field={sipAudioIn} />
          <DeviceField edited={edited} at={['sip', 'audioOut']} field={sipAudioOut} />
        </DeviceSection>
      ) : null}
    </DeviceSections>
  );
}
