import { describe, expect, it } from 'vitest';
import { createConfiguration } from '../../../domain/configuration/configuration';
import { createNativeDevice, createOnvifDevice } from '../../../domain/configuration/device/device';
import { anyDescriptor } from '../entity-descriptor';
import { descriptorMismatches } from '../descriptor-checks';
import { deviceDescriptor } from './device.descriptor';

describe('device descriptor', () => {
  it('names every field common to both kinds of device', () => {
    // Optional modules a new device lacks, and the ONVIF-only keys, are not in the common table.
    const optional = ['descriptor', 'ptz', 'sip', 'io', 'controlPanel', 'connectionStateIO'];
    expect(descriptorMismatches(anyDescriptor(deviceDescriptor), createNativeDevice(), optional)).toEqual([]);
  });

  it('adds and removes with the domain device list, marks a disabled device', () => {
    const device = createOnvifDevice({ typename: 'Generic ONVIF device' });
    const added = deviceDescriptor.add!(createConfiguration(), device);
    expect(added.devices).toEqual([device]);
    expect(deviceDescriptor.remove!(added, device).devices).toEqual([]);
    expect(deviceDescriptor.nameOf(device)).toBe('Generic ONVIF device');
    expect(deviceDescriptor.markers!(device, added).map((marker) => marker.message ?? marker.id)).toEqual(['disabled']);
  });
});
