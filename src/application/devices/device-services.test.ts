import { describe, expect, it } from 'vitest';
import { createNativeDevice } from '../../domain/configuration/device/device';
import { createNetworkVideoModule } from '../../domain/configuration/device/video-module';
import { sequentialGuids } from '../../domain/configuration/guid';
import type { DiscoveredDevice } from '../ports/devices.port';
import { markConfigured, withDiscovery } from './device-services';

const discovered: DiscoveredDevice = { label: 'Axis', name: 'P3265-LVE', macAddress: 'AC:CC:8E:41:0A:17', ipAddress: '192.168.1.41', linkAddress: 'fe80::aecc:8eff:fe41:a17', request: '/axis-media/media.amp?camera=1', authRequired: false };

describe('device services', () => {
  it('marks a discovered device whose address a configured device uses', () => {
    expect(markConfigured(discovered, [{ id: 'a', address: '192.168.1.40' }, { id: 'b', address: ' 192.168.1.41 ' }])).toEqual({ ...discovered, configuredAs: 'b' });
    expect(markConfigured(discovered, [{ id: 'a', address: '' }])).toEqual(discovered);
    expect(markConfigured({ ...discovered, ipAddress: '' }, [{ id: 'a', address: '' }])).not.toHaveProperty('configuredAs');
  });

  it("fills a new device in from discovery: the address, and the first stream's request when the driver left none", () => {
    const guids = sequentialGuids(5);
    const device = createNativeDevice({ videos: [createNetworkVideoModule({}, guids), createNetworkVideoModule({ channel: 1 }, guids)] }, guids);
    const filled = withDiscovery(device, discovered);
    expect(filled.address).toBe('192.168.1.41');
    expect(filled.videos.map((video) => (video.type === 'network-video' ? video.request : null))).toEqual(['/axis-media/media.amp?camera=1', '']);
    const kept = withDiscovery({ ...device, videos: [createNetworkVideoModule({ request: '/own' }, guids)] }, discovered);
    expect(kept.videos[0]).toMatchObject({ request: '/own' });
  });
});
