import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nativeCamera } from '../../../../test/mothers/device.mother';
import { renderInspector } from '../../../../test/support/render-inspector';
import { createConfiguration, type Configuration } from '../../../domain/configuration/configuration';
import { addGate, createController } from '../../../domain/configuration/controller/controller';
import { createGate } from '../../../domain/configuration/controller/gate-factory';
import type { Device } from '../../../domain/configuration/device/device';
import { sequentialGuids } from '../../../domain/configuration/guid';
import { createIo, IoFlag } from '../../../domain/configuration/io';

/**
 * The inspector's input lists on a French site where every stream's
 * connection io is called "Connexion" and two devices share a name: each
 * choice says what tells it apart (device, stream, channel), and no two
 * choices read the same.
 */
afterEach(cleanup);

const newGuid = sequentialGuids(31);

/** A camera whose streams each report their connection through an io named "Connexion". */
function camera(name: string, firstStream: string): Device {
  const device = nativeCamera(newGuid);
  return {
    ...device,
    name,
    videos: device.videos.map((video) => ({ ...video, name: firstStream, ioConnection: createIo({ name: 'Connexion', ownerName: name, flags: IoFlag.virtual }, newGuid) })),
    connectionStateIO: createIo({ name: 'Connexion', ownerName: name, flags: IoFlag.virtual }, newGuid),
  };
}

const devices = [camera('Parking', 'Entrée nord'), camera('Parking', 'Entrée sud'), camera('Hall', 'Accueil')];
const gate = createGate('or', { id: 'g-or', name: 'Any connection lost' }, newGuid);
const twin = createGate('and', { id: 'g-twin', name: 'Twin' }, newGuid);
const twinToo = createGate('or', { id: 'g-twin-2', name: 'Twin' }, newGuid);
const configuration: Configuration = createConfiguration({ devices, controller: [gate, twin, twinToo].reduce(addGate, createController({}, newGuid)) }, newGuid);

function optionTexts(language: 'en' | 'fr'): string[] {
  renderInspector(configuration, 'g-or', { language });
  const list = within(screen.getByTestId('logic-inspector')).getByLabelText(language === 'en' ? 'Input 1' : 'Entrée 1') as HTMLSelectElement;
  return [...list.options].slice(1).map((option) => option.textContent ?? '');
}

describe('signals told apart in the input lists', () => {
  it('names each "Connexion" with its device and stream, and no two choices alike (English)', () => {
    const texts = optionTexts('en');
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Connexion — Parking › connection of Entrée nord (channel 1, stream 1)',
        'Connexion — Parking › connection of Entrée nord (channel 1, stream 2)',
        'Connexion — Parking › connection of Entrée sud (channel 1, stream 1)',
        'Connexion — Hall › device connection state',
        'Door contact — Hall › input',
      ]),
    );
    // Two gates of one name: their types tell them apart.
    expect(texts).toEqual(expect.arrayContaining(['Twin (And)', 'Twin (Or)']));
    // Two devices of one name, the same io: their rank among the alike.
    expect(texts.filter((text) => text.startsWith('Connexion — Parking › device connection state'))).toEqual([
      'Connexion — Parking › device connection state (1)',
      'Connexion — Parking › device connection state (2)',
    ]);
  });

  it('says the same in French', () => {
    const texts = optionTexts('fr');
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Connexion — Parking › connexion de « Entrée nord (canal 1, flux 2) »',
        "Connexion — Hall › état de connexion de l'appareil",
        'Door contact — Hall › entrée',
        'Twin (ET)',
        'Twin (OU)',
      ]),
    );
  });
});
