import { describe, expect, it } from 'vitest';
import { nativeCamera, onvifPtzCamera } from '../../../../test/mothers/device.mother';
import { createConfiguration } from '../../../domain/configuration/configuration';
import { sequentialGuids } from '../../../domain/configuration/guid';
import { setupI18n } from '@lingui/core';
import { buildSearchIndex } from '../../../domain/configuration/search/configuration-search';
import { activateLanguage } from '../../i18n/i18n-setup';
import { PAGES } from '../../routes/pages';
import { entryPlaceText, resultUrl, searchTargets } from './search-targets';

describe('where a search result opens', () => {
  const newGuid = sequentialGuids(500);
  const dome = onvifPtzCamera(newGuid);
  const camera = nativeCamera(newGuid);
  const draft = createConfiguration({ devices: [dome, camera] });

  it('opens a device, its streams and ios in the device editor, by its place in the list', () => {
    expect(resultUrl({ kind: 'device', ownerId: camera.id }, draft, PAGES)).toBe('/admin/devices/edit/1');
    expect(resultUrl({ kind: 'stream', ownerId: dome.id }, draft, PAGES)).toBe('/admin/devices/edit/0');
    expect(resultUrl({ kind: 'io', ownerId: camera.id }, draft, PAGES)).toBe('/admin/devices/edit/1');
    expect(resultUrl({ kind: 'device', ownerId: 'gone' }, draft, PAGES)).toBeUndefined();
  });

  it('opens a list item on its page with ?item=, a gate in the logic editor, a page or setting at its URL', () => {
    expect(resultUrl({ kind: 'store', ownerId: 's 1' }, draft, PAGES)).toBe('/admin/storage?item=s%201');
    expect(resultUrl({ kind: 'monitor', ownerId: 'r' }, draft, PAGES)).toBe('/admin/monitors?item=r');
    expect(resultUrl({ kind: 'user', ownerId: 'group' }, draft, PAGES)).toBe('/admin/users?item=group');
    expect(resultUrl({ kind: 'gate', ownerId: 'g' }, draft, PAGES)).toBe('/admin/logic?item=g');
    expect(resultUrl({ kind: 'setting', ownerId: '/admin/network' }, draft, PAGES)).toBe('/admin/network');
  });

  it('opens nothing for a kind no page edits', () => {
    expect(resultUrl({ kind: 'fuzzy', ownerId: 'x' }, draft, PAGES)).toBeUndefined();
  });
});

describe('the search targets, from the page table', () => {
  const targets = searchTargets(PAGES);

  it("are every kind a page edits in a list, in the table's order, each named by its descriptor", () => {
    expect(targets.sources.map((source) => source.kind)).toEqual(['group', 'device', 'store', 'smtp-server', 'sms-server', 'contact', 'ftp-client', 'monitor', 'calendar', 'gate', 'link']);
    expect(targets.sources.find((source) => source.kind === 'store')?.list).toEqual(['parameters', 'stores']);
    expect(targets.labels.get('monitor')?.message).toBe('Alarm receiver');
    expect(targets.labels.get('stream')?.message).toBe('Stream');
    expect(targets.labels.get('user')?.message).toBe('User');
  });

  it('open what an item holds where the item opens', () => {
    expect(targets.pages.get('io')?.path).toBe('devices');
    expect(targets.pages.get('user')?.path).toBe('users');
  });
});

describe('what tells apart two results of one name', () => {
  const newGuid = sequentialGuids(700);
  const camera = nativeCamera(newGuid);
  const index = buildSearchIndex(createConfiguration({ devices: [camera] }), searchTargets(PAGES).sources);
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
