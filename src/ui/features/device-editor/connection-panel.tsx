import { Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { isOnvifDevice, type Device } from '../../../domain/configuration/device/device';
import type { FieldDescriptor } from '../../configuration/entity-descriptor';
import { usePreferences } from '../../preferences-context';
import { deviceDescriptor } from '../../configuration/entities/device.descriptor';
import { defaultProfileField, displayModeField, forceProfileSField } from './connection-fields';
import { DeviceFact, DeviceFacts, DeviceSections } from './device-facts';
import { DeviceField } from './device-field';
import { DeviceSection } from './device-section';
import type { DeviceTabPanelProps } from './device-tab-panel';
import { OnvifChannelsChoice } from './onvif-channels-choice';
import { useEditedDevice, type EditedDevice } from './use-edited-device';

type ConnectionKey = 'configured' | 'address' | 'port' | 'useAuth' | 'user' | 'password' | 'ssl' | 'proxy' | 'proxyAddress' | 'proxyPort' | 'defaultParameters';

/** The device descriptor's own fields, shown unless they do not apply (a proxy's address without a proxy) or are for experts. */
function Fields({ edited, keys, expertMode }: { readonly edited: EditedDevice; readonly keys: readonly ConnectionKey[]; readonly expertMode: boolean }) {
  return keys.map((key) => {
    const field = deviceDescriptor.fields[key] as FieldDescriptor<unknown, Device>;
    if (field.hidden?.(edited.device, edited.draft) || (field.expert && !expertMode)) return null;
    return <DeviceField key={key} edited={edited} at={[key]} field={field} />;
  });
}

/**
 * Where and how the appliance reaches the device: what it is (model and
 * firmware, facts the device reports), enabled and display mode, address,
 * credentials, SSL and proxy, ONVIF profile and channels; sections side by
 * side on wide screens.
 */
export function ConnectionPanel({ deviceIndex }: DeviceTabPanelProps) {
  const edited = useEditedDevice(deviceIndex);
  const { expertMode } = usePreferences();
  if (!edited) return null;
  const { device } = edited;
  return (
    <DeviceSections>
      <DeviceSection title={<Trans>Device</Trans>}>
        <DeviceFacts>
          <DeviceFact edited={edited} at={['typename']} label={<Trans>Model</Trans>}>
            {device.typename}
          </DeviceFact>
          <DeviceFact edited={edited} at={['firmware']} label={<Trans>Firmware</Trans>}>
            {device.firmware === '' ? <Trans>not reported</Trans> : device.firmware}
          </DeviceFact>
        </DeviceFacts>
        <Fields edited={edited} keys={['configured']} expertMode={expertMode} />
        <DeviceField edited={edited} at={['displayMode']} field={displayModeField(device.descriptor, device.displayMode)} />
      </DeviceSection>
      <DeviceSection title={<Trans>Network address</Trans>}>
        <Fields edited={edited} keys={['address', 'port']} expertMode={expertMode} />
      </DeviceSection>
      <DeviceSection title={<Trans>Credentials</Trans>}>
        <Fields edited={edited} keys={['useAuth', 'user', 'password']} expertMode={expertMode} />
      </DeviceSection>
      <DeviceSection title={<Trans>Security and proxy</Trans>}>
        <Fields edited={edited} keys={['ssl', 'proxy', 'proxyAddress', 'proxyPort', 'defaultParameters']} expertMode={expertMode} />
      </DeviceSection>
      {isOnvifDevice(device) ? (
        <DeviceSection title={<Trans>ONVIF</Trans>}>
          <Stack gap="4">
            <DeviceField edited={edited} at={['defaultProfile']} field={defaultProfileField} />
            <DeviceField edited={edited} at={['forceProfileS']} field={forceProfileSField} />
            <OnvifChannelsChoice edited={edited} />
          </Stack>
        </DeviceSection>
      ) : null}
    </DeviceSections>
  );
}
