import { describe, expect, it } from 'vitest';
import { createNativeDevice, type Device } from '../../domain/configuration/device/device';
import { createNetworkVideoModule } from '../../domain/configuration/device/video-module';
import { sequentialGuids } from '../../domain/configuration/guid';
import type { DevicesPort, DiscoveredDevice } from '../ports/devices.port';
import { DeviceServices } from './device-services';

const discovered: DiscoveredDevice = { label: 'Axis', name: 'P3265-LVE', macAddress: 'AC:CC:8E:41:0A:17', ipAddress: '192.168.1.41', linkAddress: 'fe80::aecc:8eff:fe41:a17', request: '/axis-media/media.amp?camera=1', authRequired: false };

/** An appliance whose discovery finds `found` and whose driver builds `built`. */
function appliance(found: readonly DiscoveredDevice[], built?: Device): DevicesPort {
  return {
    supportedDevices: async () => [],
    discover: async function* () {
      yield* found;
    },
    create: async () => built!,
    save: async () => {
      throw new Error('not used');
    },
    load: async () => {
      throw new Error('not used');
    },
  };
}

async function discover(found: readonly DiscoveredDevice[], configured: readonly Pick<Device, 'id' | 'address'>[]) {
  const results = [];
  for await (const result of new DeviceServices(appliance(found)).discover({ configured })) results.push(result);
  return results;
}

describe('device services', () => {
  it('marks a discovered device whose address a configured device uses', async () => {
    expect(await discover([discovered], [{ id: 'a', address: '192.168.1.40' }, { id: 'b', address: ' 192.168.1.41 ' }])).toEqual([{ ...discovered, configuredAs: 'b' }]);
    expect(await discover([discovered], [{ id: 'a', address: '' }])).toEqual([discovered]);
    const [unaddressed] = await discover([{ ...discovered, ipAddress: '' }], [{ id: 'a', address: '' }]);
    expect(unaddressed).not.toHaveProperty('configuredAs');
  });

  it("fills a new device in from discovery: the address, and the first stream's request when the driver left none", async () => {
    const guids = sequentialGuids(5);
    const device = createNativeDevice({ videos: [createNetworkVideoModule({}, guids), createNetworkVideoModule({ channel: 1 }, guids)] }, guids);
    const filled = await new DeviceServices(appliance([], device)).create({ id: 1 }, discovered);
    expect(filled.address).toBe('192.168.1.41');
    expect(filled.videos.map((video) => (video.type === 'network-video' ? video.request : null))).toEqual(['/axis-media/media.amp?camera=1', '']);
    const own = { ...device, videos: [createNetworkVideoModule({ request: '/own' }, guids)] };
    const kept = await new DeviceServices(appliance([], own)).create({ id: 1 }, discovered);
    expect(kept.videos[0]).toMatchObject({ request: '/own' });
    expect(await new DeviceServices(appliance([], device)).create({ id: 1 })).toBe(device);
  });
});
