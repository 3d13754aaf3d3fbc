import type { Configuration } from '../configuration';
import type { ModelPath } from '../model-path';
import { problemAt, type ConfigurationProblem } from './configuration-problem';

/** A name as people tell names apart: spaces around it and letter case do not count ("Relay" is "relay "). */
function nameKey(name: string): string {
  return name.trim().normalize('NFC').toLocaleLowerCase('en');
}

/**
 * The lists whose items a person picks by their name (a store for a camera's
 * recordings, a contact for an alert, a receiver, a calendar as a gate's
 * input) or reads by it (the SMTP and SMS servers, the groups of the rights
 * matrix): two items of one name cannot be told apart there. The appliance
 * knows them by their identifiers, so the document works: a warning.
 * Devices and gates are left out: their names are not theirs alone (a
 * device is named by its first stream; gates are often unnamed).
 */
const TOLD_APART: readonly { readonly list: ModelPath; readonly items: (configuration: Configuration) => readonly { readonly id?: string }[]; readonly name: (item: never) => string }[] = [
  { list: ['parameters', 'stores'], items: (c) => c.parameters.stores, name: (store: { name: string }) => store.name },
  { list: ['groups'], items: (c) => c.groups, name: (group: { name: string }) => group.name },
  { list: ['calendars'], items: (c) => c.calendars, name: (calendar: { name: string }) => calendar.name },
  // A contact is known by its name and first name together ("Martin, Luc"), as the contacts page lists it.
  { list: ['contacts'], items: (c) => c.contacts, name: (contact: { name: string; firstname: string }) => `${contact.name}\u0000${contact.firstname}` },
  { list: ['emails'], items: (c) => c.emails, name: (server: { name: string }) => server.name },
  { list: ['messages'], items: (c) => c.messages, name: (server: { name: string }) => server.name },
  { list: ['ftpClients'], items: (c) => c.ftpClients, name: (client: { name: string }) => client.name },
  { list: ['alarms'], items: (c) => c.alarms, name: (monitor: { name: string }) => monitor.name },
];

/** The indices of the items whose name another item of `names` has too (blank names are left to 'this field is required'). */
function shared(names: readonly string[]): Set<number> {
  const byName = new Map<string, number[]>();
  names.forEach((name, index) => {
    if (name.replaceAll('\u0000', '').trim() === '') return;
    const key = nameKey(name);
    byName.set(key, [...(byName.get(key) ?? []), index]);
  });
  return new Set([...byName.values()].filter((indices) => indices.length > 1).flat());
}

/** 'another item of this list has the name {name}', on the name of each item of a told-apart list whose name another has. */
function sameNameProblems(configuration: Configuration): ConfigurationProblem[] {
  return TOLD_APART.flatMap(({ list, items, name }) => {
    const all = items(configuration);
    const names = all.map((item) => name(item as never));
    return [...shared(names)].map((index) => {
      const shown = (all[index] as { readonly name?: string }).name ?? '';
      return problemAt([...list, index, 'name'], { code: 'CONFIG.DUPLICATE_NAME', message: `another item of this list has the name ${shown}`, values: { name: shown }, severity: 'warning' });
    });
  });
}

/**
 * 'user name {name} is used by another user': a user signs in by name, so the
 * appliance cannot have two users of one name, in one group or two (exact
 * names, as a sign-in compares them). A user listed in two groups is one user
 * (CONFIG.USER_ALREADY_IN_GROUP says that), not two of one name.
 */
function sameUserNameProblems(configuration: Configuration): ConfigurationProblem[] {
  const places = configuration.groups.flatMap((group, groupIndex) => group.users.map((user, userIndex) => ({ user, at: ['groups', groupIndex, 'users', userIndex, 'name'] as ModelPath })));
  const idsByName = new Map<string, Set<string>>();
  for (const { user } of places) {
    const name = user.name.trim();
    if (name === '') continue;
    idsByName.set(name, (idsByName.get(name) ?? new Set()).add(user.id));
  }
  return places
    .filter(({ user }) => (idsByName.get(user.name.trim())?.size ?? 0) > 1)
    .map(({ user, at }) => problemAt(at, { code: 'CONFIG.DUPLICATE_USER_NAME', message: `user name ${user.name.trim()} is used by another user`, values: { name: user.name.trim() } }));
}

/** Names that must tell their items apart (docs/configuration-problems.md, "Names"). */
export function nameProblems(configuration: Configuration): ConfigurationProblem[] {
  return [...sameUserNameProblems(configuration), ...sameNameProblems(configuration)];
}
