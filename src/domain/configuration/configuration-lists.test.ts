import { describe, expect, it } from 'vitest';
import { aRealisticConfiguration } from '../../../test/mothers/configuration.mother';
import { ItemNotInConfigurationError } from './configuration-errors';
import { addItem, deleteItem } from './configuration-lists';
import { createContact } from './contact';
import { sequentialGuids } from './guid';

const configuration = aRealisticConfiguration();

describe('configuration lists', () => {
  it('adds an item and shares every other list', () => {
    const contact = createContact({ name: 'Nguyễn' }, sequentialGuids(80));
    const next = addItem(configuration, 'contacts', contact);
    expect(next.contacts.at(-1)).toBe(contact);
    expect(next.contacts[0]).toBe(configuration.contacts[0]);
    for (const key of ['groups', 'calendars', 'alarms', 'emails', 'messages', 'ftpClients', 'accesses', 'parameters'] as const) {
      expect(next[key]).toBe(configuration[key]);
    }
  });

  it('deletes an item by id', () => {
    const id = configuration.contacts[1]!.id;
    const next = deleteItem(configuration, 'contacts', id);
    expect(next.contacts.some((item) => item.id === id)).toBe(false);
    expect(next.contacts).toEqual([configuration.contacts[0], configuration.contacts[2]]);
  });

  it.each([
    ['calendars', 'calendar'],
    ['alarms', 'monitor'],
    ['ftpClients', 'ftpClient'],
    ['contacts', 'contact'],
    ['emails', 'email'],
    ['messages', 'message'],
    ['accesses', 'access'],
  ] as const)(
    "refuses to delete from %s an item that isn't in the configuration's list",
    (list, kind) => {
      let thrown: unknown;
      try {
        deleteItem(configuration, list, '1-404');
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ItemNotInConfigurationError);
      expect(thrown).toMatchObject({ code: 'CONFIG.ITEM_NOT_IN_LIST', kind, message: `${kind} 1-404 isn't in this config's ${kind} list` });
    },
  );
});
