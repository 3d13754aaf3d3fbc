import type { Configuration } from './configuration';
import type { ErrorCode } from '../shared/error-code';
import { NoDefaultStoreError, UserAlreadyInGroupError } from './configuration-errors';
import { validateUserName, type FieldProblem } from './field-validators';
import type { ModelPath } from './model-path';
import { isDefaultServer } from './smtp-server';
import { problemAt, type ConfigurationProblem } from './validation/configuration-problem';
import { fieldRuleProblems } from './validation/field-rules';
import { nameProblems } from './validation/name-rules';
import { networkProblems } from './validation/network-rules';

function fieldProblems(at: ModelPath, checks: readonly [string, FieldProblem | null][]): ConfigurationProblem[] {
  return checks.flatMap(([field, found]) => (found ? [problemAt([...at, field], found)] : []));
}

function storeProblems(configuration: Configuration): ConfigurationProblem[] {
  const { stores } = configuration.parameters;
  const problems: ConfigurationProblem[] = [];
  const defaults = stores.flatMap((store, index) => (store.default ? [index] : []));
  if (defaults.length === 0) problems.push(problemAt(['parameters', 'stores'], new NoDefaultStoreError()));
  for (const index of defaults.slice(1)) {
    problems.push(problemAt(['parameters', 'stores', index, 'default'], { code: 'CONFIG.MANY_DEFAULT_STORES', message: 'only one store may be the default' }));
  }
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

/** A user in at most one group; every user named ('username is required'). */
function groupProblems(configuration: Configuration): ConfigurationProblem[] {
  const seen = new Set<string>();
  const problems: ConfigurationProblem[] = [];
  configuration.groups.forEach((group, groupIndex) => {
    group.users.forEach((user, userIndex) => {
      if (seen.has(user.id)) problems.push(problemAt(['groups', groupIndex, 'users', userIndex], new UserAlreadyInGroupError(user.id)));
      seen.add(user.id);
      problems.push(...fieldProblems(['groups', groupIndex, 'users', userIndex], [['name', validateUserName(user.name)]]));
    });
  });
  return problems;
}

/**
 * Every rule of the part-1 model broken by a configuration, all at once so a
 * form can show them together: one default store, at most one default SMTP and
 * SMS server, a user in at most one group, named users, every field rule of
 * the forms (FIELD_RULES: stores, notifications, receivers, devices, ports…),
 * network ports shared by two services, names that must tell items apart. Places are relative to the configuration
 * (`at` `['parameters', 'stores', 1, 'path']`, `path` `parameters/stores/store[2]/path`).
 */
export function configurationProblems(configuration: Configuration): ConfigurationProblem[] {
  return [
    ...storeProblems(configuration),
    ...networkProblems(configuration.parameters.network),
    ...groupProblems(configuration),
    ...defaultServerProblems(configuration),
    ...fieldRuleProblems(configuration),
    ...nameProblems(configuration),
  ];
}
