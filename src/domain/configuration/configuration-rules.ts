import type { Configuration } from './configuration';
import type { ErrorCode } from '../shared/error-code';
import { NoDefaultStoreError, UserAlreadyInGroupError } from './configuration-errors';
import {
  validateEmail, validateHostAddress, validatePhone, validatePositiveInteger, validateRequired, validateStoragePath, validateUserName, type FieldProblem,
} from './field-validators';
import type { ModelPath } from './model-path';
import { isDefaultServer } from './smtp-server';
import type { Store } from './store';
import { problemAt, type ConfigurationProblem } from './validation/configuration-problem';
import { nameProblems } from './validation/name-rules';
import { networkProblems } from './validation/network-rules';

function fieldProblems(at: ModelPath, checks: readonly [string, FieldProblem | null][]): ConfigurationProblem[] {
  return checks.flatMap(([field, found]) => (found ? [problemAt([...at, field], found)] : []));
}

/** The problems of one store's own fields (section 5), at `at` (relative to the store by default). */
function storeFieldProblems(store: Store, at: ModelPath = []): ConfigurationProblem[] {
  return fieldProblems(at, [
    ['name', validateRequired(store.name)],
    ['path', validateStoragePath(store.path)],
    ['preserveSize', validatePositiveInteger(store.preserveSize)],
    ['limitTime', validatePositiveInteger(store.limitTime)],
    ['limitSize', validatePositiveInteger(store.limitSize)],
  ]);
}

function storeProblems(configuration: Configuration): ConfigurationProblem[] {
  const { stores } = configuration.parameters;
  const problems: ConfigurationProblem[] = [];
  const defaults = stores.flatMap((store, index) => (store.default ? [index] : []));
  if (defaults.length === 0) problems.push(problemAt(['parameters', 'stores'], new NoDefaultStoreError()));
  for (const index of defaults.slice(1)) {
    problems.push(problemAt(['parameters', 'stores', index, 'default'], { code: 'CONFIG.MANY_DEFAULT_STORES', message: 'only one store may be the default' }));
  }
  stores.forEach((store, index) => problems.push(...storeFieldProblems(store, ['parameters', 'stores', index])));
  if (configuration.exportation !== '' && !stores.some((store) => store.id === configuration.exportation)) {
    problems.push(problemAt(['exportation'], { code: 'CONFIG.EXPORTATION_STORE', message: "the exportation store isn't in this config's store list" }));
  }
  return problems;
}

function defaultServerProblems(configuration: Configuration): ConfigurationProblem[] {
  const extra = <T extends { readonly default: number }>(list: readonly T[], key: 'emails' | 'messages', code: ErrorCode, message: string): ConfigurationProblem[] =>
    list
      .flatMap((server, index) => (isDefaultServer(server) ? [index] : []))
      .slice(1)
      .map((index) => problemAt([key, index, 'default'], { code, message }));
  return [
    ...extra(configuration.emails, 'emails', 'CONFIG.MANY_DEFAULT_SMTP', 'only one default SMTP server may exist'),
    ...extra(configuration.messages, 'messages', 'CONFIG.MANY_DEFAULT_SMS', 'only one default SMS server may exist'),
  ];
}

/** A user in at most one group; every group and user named ('this field is required', 'username is required'). */
function groupProblems(configuration: Configuration): ConfigurationProblem[] {
  const seen = new Set<string>();
  const problems: ConfigurationProblem[] = [];
  configuration.groups.forEach((group, groupIndex) => {
    problems.push(...fieldProblems(['groups', groupIndex], [['name', validateRequired(group.name)]]));
    group.users.forEach((user, userIndex) => {
      if (seen.has(user.id)) problems.push(problemAt(['groups', groupIndex, 'users', userIndex], new UserAlreadyInGroupError(user.id)));
      seen.add(user.id);
      problems.push(...fieldProblems(['groups', groupIndex, 'users', userIndex], [['name', validateUserName(user.name)]]));
    });
  });
  return problems;
}

function contactProblems(configuration: Configuration): ConfigurationProblem[] {
  return [
    ...configuration.contacts.flatMap((contact, index) =>
      fieldProblems(['contacts', index], [['mail', validateEmail(contact.mail)], ['phone', validatePhone(contact.phone)]]),
    ),
    ...configuration.emails.flatMap((server, index) => fieldProblems(['emails', index], [['from', validateEmail(server.from)]])),
    ...configuration.messages.flatMap((server, index) => fieldProblems(['messages', index], [['senderPhone', validatePhone(server.senderPhone)]])),
    // A receiver's address is a form rule only: a new receiver's is the specification's `{ip}` placeholder.
    ...configuration.ftpClients.flatMap((client, index) => fieldProblems(['ftpClients', index], [['address', validateHostAddress(client.address)]])),
  ];
}

/**
 * Every rule of the part-1 model broken by a configuration, all at once so a
 * form can show them together: one default store, at most one default SMTP and
 * SMS server, a user in at most one group, named groups and users, store and
 * contact fields, the SMS sender's phone, FTP addresses, network ports. Places are relative to the configuration
 * (`at` `['parameters', 'stores', 1, 'path']`, `path` `parameters/stores/store[2]/path`).
 */
export function configurationProblems(configuration: Configuration): ConfigurationProblem[] {
  return [
    ...storeProblems(configuration),
    ...networkProblems(configuration.parameters.network),
    ...groupProblems(configuration),
    ...defaultServerProblems(configuration),
    ...contactProblems(configuration),
    ...nameProblems(configuration),
  ];
}
