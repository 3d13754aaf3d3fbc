import { describe, expect, it } from 'vitest';
import { nativeCamera } from '../../../../test/mothers/device.mother';
import { createConfiguration } from '../configuration';
import { createContact } from '../contact';
import { createController } from '../controller/controller';
import { createGate } from '../controller/gate-factory';
import type { Gate } from '../controller/gate';
import { sequentialGuids } from '../guid';
import { createStore } from '../store';
import { createUser, createUserGroup } from '../user-group';
import { buildSearchIndex, deviceDetail, deviceHolds, gateHolds, groupHolds, matchedParts, searchEntries, searchEntry, type SearchSource } from './configuration-search';

/** The sources as the console's page table gives them (ui/features/search/search-targets.ts), in its order. */
const SOURCES: readonly SearchSource[] = [
  { kind: 'group', list: ['groups'], within: (group) => groupHolds(group as never) },
  { kind: 'device', list: ['devices'], within: (device) => deviceHolds(device as never), detail: (device) => deviceDetail(device as never) },
  { kind: 'store', list: ['parameters', 'stores'] },
  { kind: 'contact', list: ['contacts'] },
  { kind: 'gate', list: ['controller', 'gates'], within: (gate) => gateHolds(gate as never) },
];

function site() {
  const newGuid = sequentialGuids(100);
  const camera = nativeCamera(newGuid);
  const inner = createGate('and', { name: 'Inner gate' }, newGuid) as Gate;
  const outer = { ...(createGate('template', { name: 'Door template' }, newGuid) as Gate), gates: [inner] } as Gate;
  const group = createUserGroup({ name: 'Opérateurs', users: [createUser({ name: 'Hélène' }, newGuid)] }, newGuid);
  return {
    camera,
    inner,
    outer,
    group,
    configuration: createConfiguration({
      devices: [camera],
      groups: [group],
      parameters: { ...createConfiguration().parameters, stores: [createStore({ name: 'Main storage' }, newGuid)] },
      contacts: [createContact({ name: 'Night guard' }, newGuid), createContact({ name: '' }, newGuid)],
      controller: createController({ gates: [outer] }, newGuid),
    }),
  };
}

describe('the search index of a configuration', () => {
  it('names every device with its streams and ios, groups with their users, list items and gates, nested ones too', () => {
    const { camera, inner, outer, group, configuration } = site();
    const index = buildSearchIndex(configuration, SOURCES);
    const named = index.map((entry) => `${entry.kind}:${entry.name}`);
    expect(named).toEqual(
      expect.arrayContaining(['device:Entrance camera', 'io:Door contact', 'io:Door strike', 'io:Entrance camera connected', 'group:Opérateurs', 'user:Hélène', 'store:Main storage', 'contact:Night guard', 'gate:Door template', 'gate:Inner gate']),
    );
    expect(index.filter((entry) => entry.kind === 'stream')).toHaveLength(camera.videos.filter((video) => video.name).length);
    // Streams and ios open their device; users their group; a nested gate the top-level gate holding it, under its parent's name.
    expect(index.find((entry) => entry.name === 'Door strike')).toMatchObject({ ownerId: camera.id, context: 'Entrance camera' });
    expect(index.find((entry) => entry.name === 'Hélène')).toMatchObject({ ownerId: group.id, context: 'Opérateurs' });
    expect(index.find((entry) => entry.name === 'Inner gate')).toMatchObject({ id: inner.id, ownerId: outer.id, context: 'Door template' });
    expect(index.find((entry) => entry.name === 'Door template')).toMatchObject({ id: outer.id, ownerId: outer.id });
    // Two streams of one name are told apart by their place; ios by theirs; a device by its model and address.
    expect(index.filter((entry) => entry.kind === 'stream').map((entry) => entry.place)).toEqual([
      { channel: 0, stream: 0 },
      { channel: 0, stream: 1 },
    ]);
    expect(index.find((entry) => entry.name === 'Door contact')?.ioPlace).toEqual({ role: 'input' });
    expect(index.find((entry) => entry.name === 'Door strike')?.ioPlace).toEqual({ role: 'output' });
    expect(index.find((entry) => entry.name === 'Entrance camera connected')?.ioPlace).toEqual({ role: 'device-connection' });
    expect(index.find((entry) => entry.kind === 'device')?.detail).toBe('Vigil NC-200 · 192.168.1.21');
    // An unnamed contact is not listed.
    expect(index.filter((entry) => entry.kind === 'contact')).toHaveLength(1);
  });

  it('is built from the configuration alone: the same configuration gives the same index', () => {
    const { configuration } = site();
    expect(buildSearchIndex(configuration, SOURCES)).toEqual(buildSearchIndex(configuration, SOURCES));
  });
});

describe('matching', () => {
  const index = [
    searchEntry('device', 'Parking camera', 'a'),
    searchEntry('device', 'Caméra entrée', 'b'),
    searchEntry('gate', 'Timer for the camera', 'c'),
    searchEntry('store', 'Archive', 'd'),
  ];

  it('ignores case and accents on both sides', () => {
    expect(searchEntries(index, 'Caméra ENTRÉE').hits.map((hit) => hit.entry.id)).toEqual(searchEntries(index, 'camera entree').hits.map((hit) => hit.entry.id));
    expect(searchEntries(index, 'CAMERA').hits.map((hit) => hit.entry.id)).toEqual(['b', 'a', 'c']);
    expect(searchEntries(index, 'entrée').hits.map((hit) => hit.entry.id)).toEqual(['b']);
    expect(searchEntries(index, 'entree').hits.map((hit) => hit.entry.id)).toEqual(['b']);
  });

  it('lists names that start with the query first, then a word that does, then any substring', () => {
    const list = [searchEntry('device', 'Xcam', '1'), searchEntry('device', 'Yard cam', '2'), searchEntry('device', 'Cam hall', '3')];
    expect(searchEntries(list, 'cam').hits.map((hit) => hit.entry.id)).toEqual(['3', '2', '1']);
  });

  it('finds nothing for an empty or blank query', () => {
    expect(searchEntries(index, '   ')).toEqual({ hits: [], total: 0 });
    expect(searchEntries(index, 'zzz')).toEqual({ hits: [], total: 0 });
  });

  it('keeps at most `limit` hits and counts every match', () => {
    const many = Array.from({ length: 120 }, (_, n) => searchEntry('device', `Camera ${n + 1}`, `${n}`));
    const results = searchEntries(many, 'CAMERA', 50);
    expect(results.total).toBe(120);
    expect(results.hits).toHaveLength(50);
    expect(results.hits[0]!.entry.name).toBe('Camera 1');
    // 'camera 1': every name holding both words ('1' inside a number too), the names starting with 'camera 1' first:
    // Camera 1, 10 to 19 and 100 to 120 (32), then 21, 31, …, 91 (8).
    const found = searchEntries(many, 'camera 1', 50);
    expect(found.total).toBe(32 + 8);
    expect(found.hits.slice(0, 32).every((hit) => hit.entry.name.startsWith('Camera 1'))).toBe(true);
    expect(found.hits.slice(32).map((hit) => hit.entry.name)).toEqual(['Camera 21', 'Camera 31', 'Camera 41', 'Camera 51', 'Camera 61', 'Camera 71', 'Camera 81', 'Camera 91']);
  });

  it('finds a word inside a name, in any order, accents and case ignored', () => {
    const list = [searchEntry('device', 'PTZ dôme', 'a'), searchEntry('device', 'Dome parking', 'b'), searchEntry('device', 'Entrée nord', 'c')];
    expect(searchEntries(list, 'dôme').hits.map((hit) => hit.entry.id)).toEqual(['b', 'a']);
    expect(searchEntries(list, 'DOME').hits.map((hit) => hit.entry.id)).toEqual(['b', 'a']);
    expect(searchEntries(list, 'dome ptz').hits.map((hit) => hit.entry.id)).toEqual(['a']);
    expect(searchEntries(list, 'nord ENTREE').hits.map((hit) => hit.entry.id)).toEqual(['c']);
    // A word inside another word counts too.
    expect(searchEntries(list, 'ôm').hits.map((hit) => hit.entry.id)).toEqual(['a', 'b']);
    expect(searchEntries(list, 'dome nord').total).toBe(0);
  });

  it('shows the matched parts of the name as written', () => {
    const hit = searchEntries(index, 'entree').hits[0]!;
    expect(matchedParts(hit.entry.name, hit.ranges)).toEqual([
      { text: 'Caméra ', matched: false },
      { text: 'entrée', matched: true },
    ]);
    const camera = searchEntries(index, 'mera').hits.find((found) => found.entry.id === 'b')!;
    expect(matchedParts(camera.entry.name, camera.ranges).map((part) => part.text)).toEqual(['Ca', 'méra', ' entrée']);
    // Two words, marked each where it is, in the name's order.
    const two = searchEntries([searchEntry('device', 'PTZ dôme', 'a')], 'dome ptz').hits[0]!;
    expect(matchedParts(two.entry.name, two.ranges)).toEqual([
      { text: 'PTZ', matched: true },
      { text: ' ', matched: false },
      { text: 'dôme', matched: true },
    ]);
    // A decomposed accent (e + combining acute) stays with its letter.
    const decomposed = 'Cafe\u0301 door';
    expect(matchedParts(decomposed, [[0, 4]])).toEqual([
      { text: 'Cafe\u0301', matched: true },
      { text: ' door', matched: false },
    ]);
  });
});
