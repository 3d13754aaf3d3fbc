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
import { buildSearchIndex, deviceHolds, gateHolds, groupHolds, matchedParts, searchEntries, searchEntry, type SearchSource } from './configuration-search';

/** The sources as the console's page table gives them (ui/features/search/search-targets.ts), in its order. */
const SOURCES: readonly SearchSource[] = [
  { kind: 'group', list: ['groups'], within: (group) => groupHolds(group as never) },
  { kind: 'device', list: ['devices'], within: (device) => deviceHolds(device as never) },
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
    // 'camera 1': Camera 1, 10 to 19 and 100 to 120.
    expect(searchEntries(many, 'camera 1', 50).total).toBe(1 + 10 + 21);
  });

  it('shows the matched part of the name as written', () => {
    const hit = searchEntries(index, 'entree').hits[0]!;
    expect(matchedParts(hit.entry.name, hit.start, hit.end)).toEqual(['Caméra ', 'entrée', '']);
    const camera = searchEntries(index, 'mera').hits.find((found) => found.entry.id === 'b')!;
    expect(matchedParts(camera.entry.name, camera.start, camera.end)).toEqual(['Ca', 'méra', ' entrée']);
    // A decomposed accent (e + combining acute) stays with its letter.
    const decomposed = 'Cafe\u0301 door';
    expect(matchedParts(decomposed, 0, 4)).toEqual(['', 'Cafe\u0301', ' door']);
  });
});
