import { msg } from '@lingui/core/macro';
import type { Device } from '../../../domain/configuration/device/device';
import { deviceDetail, deviceHolds } from '../../../domain/configuration/search/configuration-search';
import { addDevice, removeDevice } from '../../../domain/configuration/device/device-list';
import type { EntityDescriptor } from '../entity-descriptor';
import { addressField, booleanField, hiddenField, hostField, integerField, portField, readOnlyField, sensitiveField, textField, withFieldRules } from '../field-kinds';
import { DEVICE_MODULE_LABELS, ONVIF_LABELS } from '../words/module-labels';
import { deviceName } from './device-rows';

const DEVICES_PATH = ['devices'] as const;


/**
 * A device, as the device pages edit it: added from discovery or by hand,
 * enabled or disabled, its recording store set, deleted, and its connection
 * edited in the device editor (these fields are the editor's Connection
 * tab). The modules (videos, audio, ptz, io…) have their own editors, whose
 * fields depend on the device's descriptor: they are only named here, for
 * the review and the problems list.
 */
export const deviceDescriptor: EntityDescriptor<Device> = withFieldRules('devices', {
  kind: 'device',
  singular: msg`Device`,
  plural: msg`Devices`,
  location: { list: DEVICES_PATH },
  nameOf: deviceName,
  add: (configuration, device) => addDevice(configuration, device),
  remove: (configuration, device) => removeDevice(configuration, device.id),
  markers: (device) => (device.configured ? [] : [msg`disabled`]),
  // The search finds a device's named streams and ios too, each opening the device.
  search: { kinds: { stream: msg`Stream`, io: msg`I/O` }, within: deviceHolds, detail: deviceDetail },
  fields: {
    id: hiddenField(msg`Identifier`),
    type: hiddenField(msg`Kind`),
    name: hiddenField(msg`Name`),
    dvr: hiddenField(msg`Recorder`),
    typename: readOnlyField({ label: msg`Model`, group: 'general' }),
    firmware: readOnlyField({ label: msg`Firmware`, group: 'general' }),
    address: addressField({ label: msg`Address` }),
    port: portField({ label: msg`Port`, group: 'connection' }),
    useAuth: booleanField({ label: msg`Authentication`, help: msg`The device asks for a user and a password.`, group: 'credentials' }),
    user: textField({ label: msg`Device user`, group: 'credentials', readOnly: (device) => (device.useAuth ? null : msg`authentication is off.`) }),
    password: sensitiveField({ label: msg`Device password`, group: 'credentials', readOnly: (device) => (device.useAuth ? null : msg`authentication is off.`) }),
    ssl: booleanField({ label: msg`SSL`, help: msg`Talk to the device over HTTPS.`, group: 'security' }),
    proxy: booleanField({ label: msg`Proxy`, help: msg`Reach the device through a proxy.`, group: 'security' }),
    proxyAddress: hostField({
      label: msg`Proxy address`,
      group: 'security',
      hidden: (device) => !device.proxy,
    }),
    proxyPort: portField({ label: msg`Proxy port`, group: 'security', hidden: (device) => !device.proxy, unset: true }),
    defaultParameters: booleanField({ label: msg`Default parameters`, help: msg`Leave the device's own settings as they are.`, group: 'advanced', expert: true }),
    displayMode: integerField({ label: msg`Display mode`, group: 'general', min: 0 }),
    configured: booleanField({ label: msg`Enabled`, help: msg`The appliance drives enabled devices only.`, group: 'general' }),
    descriptor: hiddenField(msg`Capabilities`, DEVICE_MODULE_LABELS.descriptor),
    videos: hiddenField(msg`Video streams`, DEVICE_MODULE_LABELS.videos),
    audioInputs: hiddenField(msg`Audio inputs`, DEVICE_MODULE_LABELS.audio),
    audioOutputs: hiddenField(msg`Audio outputs`, DEVICE_MODULE_LABELS.audio),
    ptz: hiddenField(msg`Pan, tilt and zoom`, DEVICE_MODULE_LABELS.ptz),
    sip: hiddenField(msg`SIP audio`, DEVICE_MODULE_LABELS.sip),
    io: hiddenField(msg`Inputs and outputs`, DEVICE_MODULE_LABELS.io),
    controlPanel: hiddenField(msg`Control panel`),
    connectionStateIO: hiddenField(msg`Connection state`, DEVICE_MODULE_LABELS.connectionStateIO),
  },
  otherFields: ONVIF_LABELS,
});
