import { describe, expect, it } from 'vitest';
import { nativeCamera, onvifPtzCamera } from '../../../../test/mothers/device.mother';
import { createConfiguration } from '../../../domain/configuration/configuration';
import { sequentialGuids } from '../../../domain/configuration/guid';
import { resultUrl } from './search-targets';

describe('where a search result opens', () => {
  const newGuid = sequentialGuids(500);
  const dome = onvifPtzCamera(newGuid);
  const camera = nativeCamera(newGuid);
  const draft = createConfiguration({ devices: [dome, camera] });

  it('opens a device, its streams and ios in the device editor, by its place in the list', () => {
    expect(resultUrl({ kind: 'device', ownerId: camera.id }, draft)).toBe('/admin/devices/edit/1');
    expect(resultUrl({ kind: 'stream', ownerId: dome.id }, draft)).toBe('/admin/devices/edit/0');
    expect(resultUrl({ kind: 'io', ownerId: camera.id }, draft)).toBe('/admin/devices/edit/1');
    expect(resultUrl({ kind: 'device', ownerId: 'gone' }, draft)).toBeUndefined();
  });

  it('opens a list item on its page with ?item=, a gate in the logic editor, a page or setting at its URL', () => {
    expect(resultUrl({ kind: 'store', ownerId: 's 1' }, draft)).toBe('/admin/storage?item=s%201');
    expect(resultUrl({ kind: 'receiver', ownerId: 'r' }, draft)).toBe('/admin/monitors?item=r');
    expect(resultUrl({ kind: 'user', ownerId: 'group' }, draft)).toBe('/admin/users?item=group');
    expect(resultUrl({ kind: 'gate', ownerId: 'g' }, draft)).toBe('/admin/logic?item=g');
    expect(resultUrl({ kind: 'setting', ownerId: '/admin/network' }, draft)).toBe('/admin/network');
  });
});
