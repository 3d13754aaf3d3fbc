import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../../domain/configuration/configuration';
import { NodeMd5Adapter } from '../../crypto/node-md5.adapter';
import { DEFAULT_CONFIGURATION_SALT } from '../../settings/configuration-salt';
import { seedConfiguration } from '../seed/configuration-seed';
import { SEED_GUIDS as G } from '../seed/seed-guids';
import { ConfigurationReader } from '../state/configuration-reader';
import { XmlConfigurationCodecAdapter } from '../../xml/xml-configuration-codec.adapter';
import { ClientApiState, simulatedOffline } from './client-api-state';

const md5 = new NodeMd5Adapter();
const document = seedConfiguration({ adminPassword: '', date: new Date(2026, 10, 23), salt: DEFAULT_CONFIGURATION_SALT, md5: (text) => md5.md5(text) });
const seed = new ConfigurationReader(new XmlConfigurationCodecAdapter(md5, DEFAULT_CONFIGURATION_SALT)).readable(document)!.configuration;

describe("the simulated appliance's device connection states", () => {
  it('reports every driven device connected but about one in nine, the same ones each time: the demonstration site’s Parking PTZ dome is offline', () => {
    let time = 0;
    const state = new ClientApiState(() => seed, {}, () => time);
    const read = (guid: string) => state.readIo(guid);
    expect(read(G.entranceConnection)).toEqual({ defined: true, value: 1 });
    expect(read(G.parkingConnection)).toEqual({ defined: true, value: 0 });
    expect(read(G.recorderConnection)).toEqual({ defined: true, value: 1 });
    // A connection does not flip on its own like a simulated input.
    time += 60_000;
    expect(read(G.entranceConnection)).toEqual({ defined: true, value: 1 });
    expect(read(G.parkingConnection)).toEqual({ defined: true, value: 0 });
    // Of many devices, a share near one in nine.
    const offline = Array.from({ length: 9000 }, (_, n) => `5764607523034234883-${n}`).filter(simulatedOffline).length;
    expect(offline).toBeGreaterThan(800);
    expect(offline).toBeLessThan(1200);
  });

  it('reports no connection for a device the appliance does not drive, and holds a written state', () => {
    const disabled: Configuration = { ...seed, devices: seed.devices.map((device) => (device.id === G.entranceCamera ? { ...device, configured: false } : device)) };
    const state = new ClientApiState(() => disabled, {}, () => 0);
    expect(state.readIo(G.entranceConnection)).toEqual({ defined: false, value: 0 });
    state.writeIo(G.parkingConnection, 1);
    expect(state.readIo(G.parkingConnection)).toEqual({ defined: true, value: 1 });
  });
});
