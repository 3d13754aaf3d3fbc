import { msg } from '@lingui/core/macro';
import type { Device } from '../../../domain/configuration/device/device';
import { addDevice, removeDevice } from '../../../domain/configuration/device/device-list';
import type { EntityDescriptor } from '../../configuration/entity-descriptor';
import { hiddenField } from '../../configuration/field-kinds';
import { deviceName } from './device-rows';

export const DEVICES_PATH = ['devices'] as const;

/**
 * A device, as the device pages edit it: added from discovery or by hand,
 * enabled or disabled, its recording store set, deleted. The editor of one
 * device's settings is not there yet, so every field is only named (for the
 * review and the problems list), none is in a form.
 */
export const deviceDescriptor: EntityDescriptor<Device> = {
  kind: 'device',
  singular: msg`Device`,
  plural: msg`Devices`,
  location: { list: DEVICES_PATH },
  nameOf: deviceName,
  add: (configuration, device) => addDevice(configuration, device),
  remove: (configuration, device) => removeDevice(configuration, device.id),
  markers: (device) => (device.configured ? [] : [msg`disabled`]),
  fields: {
    id: hiddenField(msg`Identifier`),
    type: hiddenField(msg`Kind`),
    name: hiddenField(msg`Name`),
    dvr: hiddenField(msg`Recorder`),
    typename: hiddenField(msg`Model`),
    firmware: hiddenField(msg`Firmware`),
    address: hiddenField(msg`Address`),
    port: hiddenField(msg`Port`),
    useAuth: hiddenField(msg`Authentication`),
    user: hiddenField(msg`Device user`),
    password: hiddenField(msg`Device password`),
    ssl: hiddenField(msg`SSL`),
    proxy: hiddenField(msg`Proxy`),
    proxyAddress: hiddenField(msg`Proxy address`),
    proxyPort: hiddenField(msg`Proxy port`),
    defaultParameters: hiddenField(msg`Default parameters`),
    displayMode: hiddenField(msg`Display mode`),
    configured: hiddenField(msg`Enabled`),
    descriptor: hiddenField(msg`Capabilities`),
    videos: hiddenField(msg`Video streams`),
    audioInputs: hiddenField(msg`Audio inputs`),
    audioOutputs: hiddenField(msg`Audio outputs`),
    ptz: hiddenField(msg`Pan, tilt and zoom`),
    sip: hiddenField(msg`SIP audio`),
    io: hiddenField(msg`Inputs and outputs`),
    controlPanel: hiddenField(msg`Control panel`),
    connectionStateIO: hiddenField(msg`Connection state`),
  },
};
