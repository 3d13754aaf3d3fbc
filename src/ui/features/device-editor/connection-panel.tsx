import { Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { isOnvifDevice, type Device } from '../../../domain/configuration/device/device';
import type { FieldDescriptor } from '../../configuration/entity-descriptor';
import { usePreferences } from '../../preferences-context';
import { deviceDescriptor } from '../devices/device.descriptor';
import { defaultProfileField, displayModeField, forceProfileSField, onvifChannelsField } from './connection-fields';
import { DeviceField } from './device-field';
import { DeviceSection } from './device-section';
import type { DeviceTabPanelProps } from './device-tab-panel';
import { useEditedDevice, type EditedDevice } from './use-edited-device';

type ConnectionKey = 'typename' | 'firmware' | 'configured' | 'address' | 'port' | 'useAuth' | 'user' | 'password' | 'ssl' | 'proxy' | 'proxyAddress' | 'proxyPort' | 'defaultParameters';

/** The device descriptor's own fields, shown unless they do not apply (a proxy's address without a proxy) or are for experts. */
function Fields({ edited, keys, expertMode }: { readonly edited: EditedDevice; readonly keys: readonly ConnectionKey[]; readonly expertMode: boolean }) {
  return keys.map((key) => {
    const field = deviceDescriptor.fields[key] as FieldDescriptor<unknown, Device>;
    if (field.hidden?.(edited.device, edited.draft) || (field.expert && !expertMode)) return null;
    return <DeviceField key={key} edited={edited} at={[key]} field={field} />;
  });
}

/** Where and how the appliance reaches the device: address, credentials, SSL and proxy, ONVIF profile, display mode, enabled. */
export function ConnectionPanel({ deviceIndex }: DeviceTabPanelProps) {
  const edited = useEditedDevice(deviceIndex);
  const { expertMode } = usePreferences();
  if (!edited) return null;
  const { device } = edited;
  return (
    <Stack gap="5" maxW="3xl">
      <DeviceSection title={<Trans>Device</Trans>}>
        <Fields edited={edited} keys={['typename', 'firmware', 'configured']} expertMode={expertMode} />
        <DeviceField edited={edited} at={['displayMode']} field={displayModeField(device.descriptor)} />
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
          <DeviceField edited={edited} at={['defaultProfile']} field={defaultProfileField} />
          <DeviceField edited={edited} at={['forceProfileS']} field={forceProfileSField} />
          <DeviceField edited={edited} at={['onvifChannels']} field={onvifChannelsField} />
        </DeviceSection>
      ) : null}
    </Stack>
  );
}
