import { describe, expect, it } from 'vitest';
import { DeviceServices, type DiscoveryResult } from '../../application/devices/device-services';
import { ApplianceRequestError } from '../../application/errors/console-errors';
import type { DevicesPort } from '../../application/ports/devices.port';
import { Session } from '../../application/session/session';
import { plainString } from '../../domain/configuration/crypted-string';
import { DeviceCreationError } from '../../domain/configuration/device/device-creation';
import { CryptoJsMd5Adapter } from '../crypto/crypto-js-md5.adapter';
import { InMemoryAppliance } from '../memory/in-memory-appliance';
import { InMemoryDevicesAdapter } from '../memory/in-memory-devices.adapter';
import { seededSignedConfiguration } from '../memory/signed-configuration';
import { DEFAULT_CONFIGURATION_SALT } from '../settings/configuration-salt';
import { SEED_GUIDS } from '../simulator/seed/seed-guids';
import { createSimulator } from '../../composition/simulator';
import { INITIALISED_ADMIN_PASSWORD } from '../simulator/state/accounts';
import { XmlConfigurationCodecAdapter } from '../xml/xml-configuration-codec.adapter';
import { createApplianceHttp } from './appliance-http-client';
import { HttpDevicesAdapter } from './devices.adapter';

const codec = new XmlConfigurationCodecAdapter(new CryptoJsMd5Adapter(), DEFAULT_CONFIGURATION_SALT);
const SEEDED_ADDRESSES = ['192.168.1.21', '192.168.1.22', '192.168.1.30'];

interface Twin {
  readonly port: DevicesPort;
  /** Requests the appliance received. */
  requests(): number;
  /** The configuration document the appliance holds now. */
  document(): Promise<string>;
}

/** The HTTP adapter against the simulated appliance (in-process fetch), and the in-memory twin: the same behaviour. */
const twins: Record<string, () => Twin> = {
  http: () => {
    const simulator = createSimulator({ initialised: true, salt: DEFAULT_CONFIGURATION_SALT });
    simulator.state.faults.set({ devices: { discoveryMs: 100 } });
    let requests = 0;
    const session = new Session();
    session.setCredentials({ user: 'admin', password: INITIALISED_ADMIN_PASSWORD });
    const http = createApplianceHttp({ baseUrl: 'http://appliance.test', credentials: session, fetch: (input, init) => ((requests += 1), simulator.fetch(new Request(input, init))) });
    return { port: new HttpDevicesAdapter(http), requests: () => requests, document: async () => simulator.state.configurationXml() };
  },
  memory: () => {
    const appliance = InMemoryAppliance.initialised('pw');
    appliance.configurationText = seededSignedConfiguration(DEFAULT_CONFIGURATION_SALT, new CryptoJsMd5Adapter());
    const session = new Session();
    session.setCredentials({ user: 'admin', password: 'pw' });
    return { port: new InMemoryDevicesAdapter(appliance, session, () => codec), requests: () => 0, document: async () => appliance.configurationText };
  },
};


describe.each(Object.keys(twins))('device calls through the %s adapter', (kind) => {
  const twin = (): Twin => twins[kind]!();

  it('lists the supported devices', async () => {
    const list = await twin().port.supportedDevices();
    expect(list).toContainEqual({ id: 203, name: 'Q6135-LE', label: 'Axis' });
    expect(list.length).toBeGreaterThanOrEqual(36);
  });

  it('discovers the network, the configured devices marked as already added', async () => {
    const { port } = twin();
    const configured = SEEDED_ADDRESSES.map((address, index) => ({ id: `c-${index}`, address }));
    const found: DiscoveryResult[] = [];
    for await (const result of new DeviceServices(port).discover({ configured })) found.push(result);
    expect(found.filter((result) => result.configuredAs).map((result) => [result.ipAddress, result.configuredAs])).toEqual(SEEDED_ADDRESSES.map((address, index) => [address, `c-${index}`]));
    expect(found.find((result) => result.ipAddress === '192.168.1.41')).toEqual({
      label: 'Axis', name: 'P3265-LVE', macAddress: 'AC:CC:8E:41:0A:17', ipAddress: '192.168.1.41', linkAddress: 'fe80::aecc:8eff:fe41:a17', request: '/axis-media/media.amp?camera=1', authRequired: false,
    });
    expect(found.filter((result) => result.authRequired)).toHaveLength(2);
  });

  it('creates a device from a discovered one, saves it, loads it back, and replaces it', async () => {
    const { port, document } = twin();
    const services = new DeviceServices(port);
    const device = await services.create({ label: 'Axis', name: 'P3265-LVE' }, { ipAddress: '192.168.1.41', request: '/axis-media/media.amp?camera=1' });
    expect(device).toMatchObject({ typename: 'Axis P3265-LVE', address: '192.168.1.41', descriptor: { video: { nbChannels: 1 } } });
    expect(device.videos[0]).toMatchObject({ type: 'network-video', request: '/axis-media/media.amp?camera=1', store: { use: true, id: SEED_GUIDS.defaultStore } });
    expect(await services.save({ ...device, user: 'root', password: plainString('s3cret') })).toBe('added');
    const loaded = await services.load(device.id);
    expect(loaded).toMatchObject({ id: device.id, address: '192.168.1.41', user: 'root' });
    expect(await services.save({ ...loaded, name: 'Loading bay' })).toBe('replaced');
    const reading = codec.read(await document());
    expect(reading.valid && reading.configuration.devices.map((item) => item.name)).toEqual(['Entrance camera', 'Parking PTZ dome', 'Warehouse recorder', 'Loading bay']);
  });

  it('refuses a creation without a numeric id or both a label and a name, before sending anything', async () => {
    const { port, requests } = twin();
    const before = requests();
    await expect(new DeviceServices(port).create({ label: 'Axis' })).rejects.toBeInstanceOf(DeviceCreationError);
    await expect(new DeviceServices(port).create({ id: 'x' })).rejects.toThrow('Creating a device needs either a numeric id or both a label and a name');
    expect(requests()).toBe(before);
  });

  it("passes on the appliance's refusals", async () => {
    const { port } = twin();
    await expect(port.create({ kind: 'by-id', id: 99_999 })).rejects.toMatchObject({ status: 404, metadata: { detail: 'unsupported device id 99999' } });
    await expect(port.load('1-2')).rejects.toBeInstanceOf(ApplianceRequestError);
  });
});
