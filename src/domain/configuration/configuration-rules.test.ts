import { describe, expect, it } from 'vitest';
import { aConfigurationWithoutDefaultStore, aRealisticConfiguration } from '../../../test/mothers/configuration.mother';
import type { Configuration } from './configuration';
import { configurationProblems } from './configuration-rules';
import { sequentialGuids } from './guid';
import { createStore, type Store } from './store';

const configuration = aRealisticConfiguration();

describe('configuration rules', () => {
  it('finds nothing wrong with a realistic configuration', () => {
    expect(configurationProblems(configuration)).toEqual([]);
  });

  it('reports a missing default store as NO_DEFAULT_STORE', () => {
    expect(configurationProblems(aConfigurationWithoutDefaultStore())).toEqual([
      { path: 'parameters/stores', at: ['parameters', 'stores'], code: 'CONFIG.NO_DEFAULT_STORE', message: 'no default store', severity: 'error' },
    ]);
  });

  it('reports every broken rule at once, each with the path of its element', () => {
    const [main, rescue, archive] = configuration.parameters.stores as readonly [Store, Store, Store];
    const broken: Configuration = {
      ...configuration,
      parameters: { ...configuration.parameters, stores: [main, { ...rescue, default: true, path: 'relative' }, archive] },
      groups: [...configuration.groups.slice(0, 2), { ...configuration.groups[2]!, users: [...configuration.groups[2]!.users, configuration.groups[0]!.users[0]!] }],
      emails: configuration.emails.map((server) => ({ ...server, default: 1 })),
      messages: configuration.messages.map((server) => ({ ...server, default: 1 })),
      contacts: [{ ...configuration.contacts[0]!, mail: 'claire', phone: 'none' }],
      exportation: '1-404',
    };
    expect(configurationProblems(broken).map(({ path, message }) => [path, message])).toEqual([
      ['parameters/stores/store[2]/default', 'only one store may be the default'],
      ['exportation', "the exportation store isn't in this config's store list"],
      ['groups/group[3]/users/user[2]', 'user already in a group'],
      ['emails/email[2]/default', 'only one default SMTP server may exist'],
      ['messages/message[2]/default', 'only one default SMS server may exist'],
      // The field rules (FIELD_RULES), list by list.
      ['parameters/stores/store[2]/path', 'invalid storage path'],
      ['contacts/contact[1]/mail', 'invalid email address'],
      ['contacts/contact[1]/phone', 'invalid phone number'],
    ]);
  });

  it("checks a store's own fields", () => {
    const store = createStore({ name: ' ', path: '', limitTime: -1, default: true }, sequentialGuids(1));
    const withStore = { ...configuration, parameters: { ...configuration.parameters, stores: [store] } };
    expect(configurationProblems(withStore).filter(({ path }) => path.startsWith('parameters/stores/')).map(({ path, message }) => [path, message])).toEqual([
      ['parameters/stores/store[1]/name', 'this field is required'],
      ['parameters/stores/store[1]/path', 'storage path is required'],
      ['parameters/stores/store[1]/limit-time', 'please provide a positive integer'],
    ]);
  });
});
