import { describe, expect, it } from 'vitest';
import { nativeCamera, onvifPtzCamera } from '../../../../test/mothers/device.mother';
import { createConfiguration } from '../../../domain/configuration/configuration';
import { sequentialGuids } from '../../../domain/configuration/guid';
import { setupI18n } from '@lingui/core';
import { buildSearchIndex } from '../../../domain/configuration/search/configuration-search';
import { activateLanguage } from '../../i18n/i18n-setup';
import { entryPlaceText, resultUrl } from './search-targets';

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

describe('what tells apart two results of one name', () => {
  const newGuid = sequentialGuids(700);
  const camera = nativeCamera(newGuid);
  const index = buildSearchIndex(createConfiguration({ devices: [camera] }));
  const where = (language: 'en' | 'fr', name: string) =>
    index.filter((entry) => entry.name === name).map((entry) => entryPlaceText(activateLanguage(language, setupI18n()), entry));

  it('names a stream by its device, channel and stream, an io by its device and place, a device by its model and address', () => {
    expect(where('en', 'Entrance')).toEqual(['Entrance camera › channel 1, stream 1', 'Entrance camera › channel 1, stream 2']);
    expect(where('en', 'Door contact')).toEqual(['Entrance camera › input']);
    expect(where('en', 'Door strike')).toEqual(['Entrance camera › output']);
    expect(where('en', 'Entrance camera connected')).toEqual(['Entrance camera › device connection state']);
    expect(where('en', 'Entrance camera')).toEqual(['Vigil NC-200 · 192.168.1.21']);
  });

  it('says it in French', () => {
    expect(where('fr', 'Entrance')).toEqual(['Entrance camera › canal 1, flux 1', 'Entrance camera › canal 1, flux 2']);
    expect(where('fr', 'Door contact')).toEqual(['Entrance camera › entrée']);
    expect(where('fr', 'Entrance camera connected')).toEqual(["Entrance camera › état de connexion de l'appareil"]);
  });
});
