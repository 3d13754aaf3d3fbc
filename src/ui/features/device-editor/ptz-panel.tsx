import { List, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PtzCapabilities } from '../../../domain/configuration/device/descriptor';
import type { Device } from '../../../domain/configuration/device/device';
import { channelDescriptor } from '../../../domain/configuration/device/video-channel';
import type { FieldDescriptor } from '../../configuration/entity-descriptor';
import { booleanField, integerField, nameField, readOnlyField, selectField } from '../../configuration/field-kinds';
import { DeviceSections } from './device-facts';
import { channelOptions } from '../../configuration/words/setting-words';
import { DeviceField } from './device-field';
import { DeviceSection } from './device-section';
import type { DeviceTabPanelProps } from './device-tab-panel';
import { useEditedDevice } from './use-edited-device';
import { MODULE_LABELS, PTZ_CAPABILITY_LABELS } from '../../configuration/words/module-labels';

const CAPABILITIES: Readonly<Record<keyof PtzCapabilities, MessageDescriptor>> = PTZ_CAPABILITY_LABELS;

const ptzNameField = nameField<Device>({ label: MODULE_LABELS.name });
/** The video channels whose descriptor announces PTZ, as a choice ("Channel 1" is the document's 0); a fact when the device has no descriptor. */
function ptzChannelField(device: Device, current: number): FieldDescriptor<number, Device> {
  const count = device.descriptor?.video.nbChannels ?? 0;
  const options = channelOptions(count, current).filter((option) => option.value === current || capabilitiesOf(device, option.value) !== undefined);
  if (!device.descriptor) return readOnlyField<number, Device>({ label: MODULE_LABELS.channel, format: (value) => String(value + 1) });
  return selectField<number, Device>({ label: MODULE_LABELS.channel, help: msg`The camera channel the moves apply to.`, options });
}
const timeReleaseField = integerField<Device>({ label: MODULE_LABELS.timeRelease, help: msg`How long a user keeps control of the camera after their last move.`, unit: 's', min: 0 });
const remotePresetField = booleanField<Device>({ label: MODULE_LABELS.useRemotePreset, help: msg`Presets stored in the camera rather than in the appliance.` });
const remoteGuardTourField = booleanField<Device>({ label: MODULE_LABELS.useRemoteGuardtour, help: msg`Guard tours stored in the camera rather than in the appliance.` });

function capabilitiesOf(device: Device, channel: number): PtzCapabilities | undefined {
  if (!device.descriptor) return undefined;
  try {
    return channelDescriptor(device.descriptor, channel).ptz;
  } catch {
    return undefined;
  }
}

/** The pan/tilt/zoom module: time release, the device's presets and guard tours, and what the camera can do. */
export function PtzPanel({ deviceIndex }: DeviceTabPanelProps) {
  const { i18n } = useLingui();
  const edited = useEditedDevice(deviceIndex);
  if (!edited) return null;
  const { ptz } = edited.device;
  if (!ptz) {
    return (
      <Text>
        <Trans>This device has no pan, tilt or zoom.</Trans>
      </Text>
    );
  }
  const capabilities = capabilitiesOf(edited.device, ptz.channel);
  const can = capabilities ? (Object.keys(CAPABILITIES) as (keyof PtzCapabilities)[]).filter((key) => capabilities[key]) : [];
  return (
    <DeviceSections>
      <DeviceSection title={<Trans>Pan, tilt and zoom</Trans>}>
        <DeviceField edited={edited} at={['ptz', 'name']} field={ptzNameField} />
        <DeviceField edited={edited} at={['ptz', 'channel']} field={ptzChannelField(edited.device, ptz.channel)} />
        <DeviceField edited={edited} at={['ptz', 'timeRelease']} field={timeReleaseField} />
        <DeviceField edited={edited} at={['ptz', 'useRemotePreset']} field={remotePresetField} />
        <DeviceField edited={edited} at={['ptz', 'useRemoteGuardtour']} field={remoteGuardTourField} />
      </DeviceSection>
      {capabilities ? (
        <DeviceSection title={<Trans>What the camera can do</Trans>}>
          {can.length === 0 ? (
            <Text color="fg.muted">
              <Trans>The device announces no move.</Trans>
            </Text>
          ) : (
            <List.Root ps="5">
              {can.map((key) => (
                <List.Item key={key}>{i18n._(CAPABILITIES[key])}</List.Item>
              ))}
            </List.Root>
          )}
        </DeviceSection>
      ) : null}
    </DeviceSections>
  );
}
