import { describe, expect, it } from 'vitest';
import { aRealisticConfiguration } from '../../../test/mothers/configuration.mother';
import { ModelPathNotFoundError, valueAt, type ModelPath } from '../../domain/configuration/model-path';
import type { Codec } from './codec';
import { configurationCodec } from './configuration/configuration.codec';
import { locatePath, parsePath, placeOfUnreadable } from './model-paths';

const root = configurationCodec as unknown as Codec<unknown>;
const configuration = aRealisticConfiguration();

describe('the text form of a ModelPath', () => {
  it('parses element names and 1-based indices into model keys and 0-based indices', () => {
    expect(parsePath(root, configuration, 'configuration/contacts/contact[2]/phone')).toEqual(['contacts', 1, 'phone']);
    expect(parsePath(root, configuration, 'configuration/parameters/network/http-port')).toEqual(['parameters', 'network', 'httpPort']);
    expect(parsePath(root, configuration, 'configuration/ftp-clients/ftp-client[1]/create-path')).toEqual(['ftpClients', 0, 'createPath']);
    expect(valueAt(configuration, parsePath(root, configuration, 'configuration/contacts/contact[2]/name'))).toBe('Ōkubo');
  });

  it('formats a model path, by index or by id, with the named items along it', () => {
    const second = configuration.contacts[1]!;
    const byId: ModelPath = ['contacts', { id: second.id }, 'phone'];
    expect(locatePath(root, configuration, byId)).toMatchObject({ text: 'configuration/contacts/contact[2]/phone', names: ['contact "Ōkubo"'], value: second.phone });
    expect(locatePath(root, configuration, ['contacts', 1, 'phone']).text).toBe('configuration/contacts/contact[2]/phone');
    expect(locatePath(root, configuration, ['parameters', 'stores', 0]).codec.leaf).toBe(false);
    expect(locatePath(root, configuration, ['parameters', 'network', 'httpPort']).codec.leaf).toBe(true);
  });

  it('round-trips: every path the text names formats back to the same text', () => {
    for (const text of ['configuration/contacts/contact[3]/mail', 'configuration/parameters/stores/store[1]/path', 'configuration/alarms/monitor[2]/secondary-port', 'configuration/calendars']) {
      expect(locatePath(root, configuration, parsePath(root, configuration, text)).text).toBe(text);
    }
  });

  it('refuses a path that leads nowhere with CONFIG.PATH, naming the first step that does', () => {
    const refusal = (run: () => unknown): unknown => {
      try {
        run();
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const missing = refusal(() => parsePath(root, configuration, 'configuration/contacts/contact[9]/name'));
    expect(missing).toBeInstanceOf(ModelPathNotFoundError);
    expect(missing).toMatchObject({ code: 'CONFIG.PATH', message: 'no configuration/contacts/contact[9] (the list has 3)' });
    expect(refusal(() => parsePath(root, configuration, 'settings/x'))).toMatchObject({ code: 'CONFIG.PATH', message: "a path starts with 'configuration'" });
    expect(refusal(() => parsePath(root, configuration, 'configuration/contacts/person[1]'))).toMatchObject({ message: 'expected contact[n] at configuration/contacts/person[1]' });
    expect(refusal(() => locatePath(root, configuration, ['contacts', { id: 'gone' }, 'name']))).toMatchObject({ code: 'CONFIG.PATH' });
    expect(refusal(() => locatePath(root, configuration, ['parameters', 'nothing']))).toMatchObject({ message: 'no field nothing at configuration/parameters' });
  });
});

describe('the model path of an unreadable entity', () => {
  it("names its list by the model's keys and its place as the document holds it, past the model's end too", () => {
    const contacts = configuration.contacts.length;
    expect(placeOfUnreadable(root, configuration, `configuration/contacts/contact[${contacts + 1}]`)).toEqual(['contacts', contacts]);
    expect(placeOfUnreadable(root, configuration, 'configuration/ftp-clients/ftp-client[2]')).toEqual(['ftpClients', 1]);
    expect(placeOfUnreadable(root, configuration, 'configuration/parameters/stores/store[3]')).toEqual(['parameters', 'stores', 2]);
    expect(placeOfUnreadable(root, configuration, 'configuration/alarms/monitor[1]')).toEqual(['alarms', 0]);
  });

  it('stops at the first step the codecs do not know, with the steps before it', () => {
    expect(placeOfUnreadable(root, configuration, 'configuration/parameters/no-such-thing/item[1]')).toEqual(['parameters']);
    expect(placeOfUnreadable(root, configuration, 'elsewhere/contacts/contact[1]')).toEqual([]);
  });
});
