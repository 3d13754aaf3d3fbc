import type { Configuration } from './configuration';
import { NoDefaultStoreError, UserAlreadyInGroupError } from './configuration-errors';
import { validateEmail, validatePhone, validatePositiveInteger, validateRequired, validateStoragePath, type FieldProblem } from './field-validators';
import { isDefaultServer } from './smtp-server';
import type { Store } from './store';
import { item, type ConfigurationProblem } from './validation/configuration-problem';

function problem(path: string, error: { readonly code: string; readonly message: string }): ConfigurationProblem {
  return { path, code: error.code, message: error.message };
}

function fieldProblems(path: string, checks: readonly [string, FieldProblem | null][]): ConfigurationProblem[] {
  return checks.flatMap(([field, found]) => (found ? [problem(`${path}/${field}`, found)] : []));
}

/** The problems of one store's own fields (section 5), paths relative to the store. */
export function storeFieldProblems(store: Store, path = ''): ConfigurationProblem[] {
  const at = (field: string): string => (path === '' ? field : `${path}/${field}`);
  const checks: [string, FieldProblem | null][] = [
    ['name', validateRequired(store.name)],
    ['path', validateStoragePath(store.path)],
    ['preserve-size', validatePositiveInteger(store.preserveSize)],
    ['limit-time', validatePositiveInteger(store.limitTime)],
    ['limit-size', validatePositiveInteger(store.limitSize)],
  ];
  return checks.flatMap(([field, found]) => (found ? [problem(at(field), found)] : []));
}

function storeProblems(configuration: Configuration): ConfigurationProblem[] {
  const { stores } = configuration.parameters;
  const problems: ConfigurationProblem[] = [];
  const defaults = stores.flatMap((store, index) => (store.default ? [index] : []));
  if (defaults.length === 0) problems.push(problem('parameters/stores', new NoDefaultStoreError()));
  for (const index of defaults.slice(1)) {
    problems.push(problem(`parameters/stores/${item('store', index)}/default`, { code: 'CONFIG.MANY_DEFAULT_STORES', message: 'only one store may be the default' }));
  }
  stores.forEach((store, index) => problems.push(...storeFieldProblems(store, `parameters/stores/${item('store', index)}`)));
  if (configuration.exportation !== '' && !stores.some((store) => store.id === configuration.exportation)) {
    problems.push(problem('exportation', { code: 'CONFIG.EXPORTATION_STORE', message: "the exportation store isn't in this config's store list" }));
  }
  return problems;
}

function defaultServerProblems(configuration: Configuration): ConfigurationProblem[] {
  const extra = <T extends { readonly default: number }>(list: readonly T[], container: string, element: string, code: string, message: string): ConfigurationProblem[] =>
    list
      .flatMap((server, index) => (isDefaultServer(server) ? [index] : []))
      .slice(1)
      .map((index) => problem(`${container}/${item(element, index)}/default`, { code, message }));
  return [
    ...extra(configuration.emails, 'emails', 'email', 'CONFIG.MANY_DEFAULT_SMTP', 'only one default SMTP server may exist'),
    ...extra(configuration.messages, 'messages', 'message', 'CONFIG.MANY_DEFAULT_SMS', 'only one default SMS server may exist'),
  ];
}

function membershipProblems(configuration: Configuration): ConfigurationProblem[] {
  const seen = new Set<string>();
  const problems: ConfigurationProblem[] = [];
  configuration.groups.forEach((group, groupIndex) =>
    group.users.forEach((user, userIndex) => {
      if (seen.has(user.id)) problems.push(problem(`groups/${item('group', groupIndex)}/users/${item('user', userIndex)}`, new UserAlreadyInGroupError(user.id)));
      seen.add(user.id);
    }),
  );
  return problems;
}

function contactProblems(configuration: Configuration): ConfigurationProblem[] {
  return [
    ...configuration.contacts.flatMap((contact, index) =>
      fieldProblems(`contacts/${item('contact', index)}`, [['mail', validateEmail(contact.mail)], ['phone', validatePhone(contact.phone)]]),
    ),
    ...configuration.emails.flatMap((server, index) => fieldProblems(`emails/${item('email', index)}`, [['from', validateEmail(server.from)]])),
  ];
}

/**
 * Every rule of the part-1 model broken by a configuration, all at once so a
 * form can show them together: one default store, at most one default SMTP and
 * SMS server, a user in at most one group, store and contact fields. Paths are
 * relative to `<configuration>` (`parameters/stores/store[2]/path`).
 */
export function configurationProblems(configuration: Configuration): ConfigurationProblem[] {
  return [...storeProblems(configuration), ...membershipProblems(configuration), ...defaultServerProblems(configuration), ...contactProblems(configuration)];
}
