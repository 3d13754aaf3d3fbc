import { describe, expect, it } from 'vitest';
import { createConfiguration } from '../../../domain/configuration/configuration';
import { createNativeDevice, createOnvifDevice } from '../../../domain/configuration/device/device';
import { createNetworkVideoModule } from '../../../domain/configuration/device/video-module';
import { createStore } from '../../../domain/configuration/store';
import { deviceRows, MIXED_STORES, NO_STORE, queryRows, removeDevices, setDevicesEnabled, setDevicesStore } from './device-rows';

const main = createStore({ name: 'Main', default: true });
const video = (name: string, storeId?: string) => createNetworkVideoModule({ name, store: storeId ? { use: true, id: storeId } : { use: false } });

function configuration(count = 3) {
  const devices = Array.from({ length: count }, (_, index) =>
    index % 2 === 0
      ? createNativeDevice({ typename: `Model ${index}`, address: `10.0.0.${index}`, configured: true, videos: [video(`Camera ${index}`, main.id)] })
      : createOnvifDevice({ typename: `Onvif ${index}`, address: `10.0.1.${index}`, videos: [video(''), video('', main.id)] }),
  );
  const base = createConfiguration();
  return { ...base, parameters: { ...base.parameters, stores: [main] }, devices };
}

describe('device rows', () => {
  it('names a device by its first video module, else its model; its store by name; its state by the configured flag', () => {
    const rows = deviceRows(configuration(2));
    expect(rows.map(({ name, model, kind, state, storeId, storeName }) => ({ name, model, kind, state, storeId, storeName }))).toEqual([
      { name: 'Camera 0', model: 'Model 0', kind: 'native', state: 'enabled', storeId: main.id, storeName: 'Main' },
      { name: 'Onvif 1', model: 'Onvif 1', kind: 'onvif', state: 'disabled', storeId: MIXED_STORES, storeName: '' },
    ]);
  });

  it('searches, filters and sorts 2,000 devices', () => {
    const rows = deviceRows(configuration(2000));
    expect(queryRows(rows, { search: '', kind: 'onvif', sort: 'name', descending: false })).toHaveLength(1000);
    // Every word of the search in the name, model or address, inside a word too: "19" is in 1190 as in 190.
    const nineteen = ['Camera 190', 'Camera 192', 'Camera 194', 'Camera 196', 'Camera 198', 'Camera 1190', 'Camera 1192', 'Camera 1194', 'Camera 1196', 'Camera 1198', ...Array.from({ length: 50 }, (_, i) => `Camera ${1900 + 2 * i}`)];
    expect(queryRows(rows, { search: 'camera 19', sort: 'name', descending: false }).map((row) => row.name)).toEqual(nineteen);
    // In any order, accents and case ignored.
    expect(queryRows(rows, { search: '19 CAMÉRA', sort: 'name', descending: false }).map((row) => row.name)).toEqual(nineteen);
    expect(queryRows(rows, { search: '', store: main.id, sort: 'address', descending: true })[0]?.address).toBe('10.0.0.1998');
  });

  it('bulk edits: store, enabled flag, deletion; an unknown device is refused', () => {
    const config = configuration(3);
    const ids = new Set([config.devices[1]!.id]);
    const unrecorded = setDevicesStore(config, ids, undefined);
    expect(deviceRows(unrecorded)[1]?.storeId).toBe(NO_STORE);
    expect(setDevicesEnabled(config, ids, true).devices[1]?.configured).toBe(true);
    expect(removeDevices(config, ids).devices).toHaveLength(2);
    expect(() => removeDevices(config, ['nope'])).toThrow();
  });
});
