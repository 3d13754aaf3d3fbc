import { describe, expect, it } from 'vitest';
import { aConfigurationWithDevices } from '../../../test/mothers/device-configuration.mother';
import { nativeCamera } from '../../../test/mothers/device.mother';
import { sequentialGuids } from './guid';
import { rightsResources, rightsTarget, searchRightsResources, searchText } from './rights-resources';

const configuration = aConfigurationWithDevices();
const [camera, dome, recorder] = configuration.devices;

describe('rights resources', () => {
  it('lists each device with its streams, inputs, outputs and connection states, named as configured', () => {
    const resources = rightsResources(configuration);
    const first = resources.owners[0]!;
    expect(first.kind).toBe('device');
    expect(first.device).toEqual({ id: camera!.id, name: 'Entrance camera', typename: 'Vigil NC-200', address: '192.168.1.21' });
    expect(first.resources.map((each) => [each.kind, each.name, each.rank, each.channel, each.stream])).toEqual([
      ['video', 'Entrance', 1, 0, 0],
      ['video', 'Entrance', 2, 0, 1],
      ['input', 'Door contact', 1, undefined, undefined],
      ['output', 'Door strike', 1, undefined, undefined],
      ['state', 'Entrance camera connected', 1, undefined, undefined],
    ]);
    expect(resources.owners.slice(0, 3).map((each) => each.key)).toEqual([camera!.id, dome!.id, recorder!.id]);
    expect(resources.byId.get(recorder!.io!.outputs[0]!.id)).toMatchObject({ kind: 'output', name: 'Siren', owner: recorder!.id });
  });

  it('then lists the calendars, accesses and the logic controller ios, which belong to no device', () => {
    const resources = rightsResources(configuration);
    expect(resources.owners.slice(3).map((each) => each.kind)).toEqual(['calendars', 'accesses', 'logic']);
    const calendars = resources.ownerByKey.get('calendars')!;
    expect(calendars.resources.map((each) => each.name)).toEqual(['Heures d’ouverture', 'Week-end']);
    expect(resources.ownerByKey.get('accesses')!.resources[0]!.name).toBe('Portail principal');
    const logic = resources.ownerByKey.get('logic')!.resources;
    expect(logic.slice(0, 3).map((each) => each.id)).toEqual([configuration.controller.io0.id, configuration.controller.io1.id, configuration.controller.io0a.id]);
    expect(logic.length).toBeGreaterThan(3);
    expect(resources.count).toBe(resources.owners.reduce((sum, each) => sum + each.resources.length, 0));
  });

  it('lists a guid that a broken document repeats once, where first met', () => {
    const twin = { ...camera!, id: '77-1', name: 'Twin' };
    const resources = rightsResources({ ...configuration, devices: [camera!, twin] });
    expect(resources.ownerByKey.get('77-1')!.resources).toEqual([]);
    expect(resources.byId.get(camera!.videos[0]!.id)!.owner).toBe(camera!.id);
  });

  it('scales to 2,000 devices (tens of thousands of rows)', () => {
    const newGuid = sequentialGuids(42);
    const devices = Array.from({ length: 2000 }, () => nativeCamera(newGuid));
    const resources = rightsResources({ ...configuration, devices });
    expect(resources.owners.filter((each) => each.kind === 'device')).toHaveLength(2000);
    expect(resources.count).toBeGreaterThanOrEqual(10_000);
    expect(searchRightsResources(resources, 'door strike')).toHaveLength(2000);
  });
});

describe('searching the resources', () => {
  const resources = rightsResources(configuration);

  it('keeps everything for an empty query', () => {
    expect(searchRightsResources(resources, '  ')).toBe(resources.owners);
  });

  it("finds a device's resources by its name, type name or address, whole device kept", () => {
    for (const query of ['parking dome', 'onvif', '192.168.1.22']) {
      const found = searchRightsResources(resources, query);
      expect(found).toHaveLength(1);
      expect(found[0]).toBe(resources.ownerByKey.get(dome!.id));
    }
  });

  it('narrows to the resources whose name matches every word, without case or accents', () => {
    const found = searchRightsResources(resources, 'WAREHOUSE siren');
    expect(found.map((each) => each.resources.map((resource) => resource.name))).toEqual([['Siren']]);
    expect(searchRightsResources(resources, 'heures d’OUVERTURE')[0]!.resources).toHaveLength(1);
    expect(searchText('Entrée Sécurité')).toBe('entree securite');
    expect(searchRightsResources(resources, 'no such thing')).toEqual([]);
  });
});

describe('the target of a rights entry', () => {
  const resources = rightsResources(configuration);

  it('is a row of the matrix, a device, a device module, or dangling', () => {
    expect(rightsTarget(configuration, resources, camera!.videos[1]!.id)).toMatchObject({ kind: 'resource', resource: { kind: 'video', stream: 1 } });
    expect(rightsTarget(configuration, resources, dome!.id)).toMatchObject({ kind: 'device', device: { name: 'Parking PTZ dome' } });
    expect(rightsTarget(configuration, resources, dome!.ptz!.id)).toMatchObject({ kind: 'module', moduleType: 'ptz', name: 'Parking PTZ', device: { id: dome!.id } });
    expect(rightsTarget(configuration, resources, '404-404')).toEqual({ kind: 'dangling' });
  });
});
