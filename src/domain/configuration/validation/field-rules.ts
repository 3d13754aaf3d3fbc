import type { Configuration } from '../configuration';
import {
  firstProblem, validateEmail, validateHostAddress, validateIntegerRange, validateNameLength, validatePhone, validatePort, validatePositiveInteger, validateRequired,
  validateStoragePath, type FieldProblem,
} from '../field-validators';
import type { ModelPath } from '../model-path';
import type { Monitor } from '../monitor';
import { isDefaultServer, type SmtpServer } from '../smtp-server';
import { problemAt, type ConfigurationProblem } from './configuration-problem';
import type { Device } from '../device/device';

/** How long a store may keep recordings, in days: a century, the most a form accepts. */
export const STORE_MAX_DAYS = 36_500;
/** Real bounds of a receiver's keep-alive numbers: alerts tried up to 100 times, an acknowledgement awaited up to 10 minutes, a keep-alive at least daily. */
export const MONITOR_MAX_ATTEMPTS = 100;
export const MONITOR_MAX_RESPONSE_SECONDS = 600;
export const MONITOR_MAX_KEEPALIVE_SECONDS = 86_400;

/** One field's rule: the problem of `value` in `entity` (its state decides whether the field is in use), or null. */
export type FieldRule<E> = (value: unknown, entity: E) => FieldProblem | null;

/** A required name of at most NAME_MAX_LENGTH characters. */
const requiredName: FieldRule<unknown> = (value) => firstProblem(value, validateRequired, validateNameLength);
const nameLength: FieldRule<unknown> = (value) => validateNameLength(value);
const required: FieldRule<unknown> = (value) => validateRequired(value);
/** An IP address or a host name, required. */
const address: FieldRule<unknown> = (value) => firstProblem(value, validateRequired, validateHostAddress);
const port: FieldRule<unknown> = (value) => validatePort(value);
const positive: FieldRule<unknown> = (value) => validatePositiveInteger(value);
const between = (min: number, max: number): FieldRule<unknown> => (value) => validateIntegerRange(value, min, max);
/**
 * A port used only in some states of its entity (a secondary receiver, a
 * proxy): a port when in use; otherwise 0 ("not set") or a port, never
 * another number. One message: 'please provide a port between 1 and 65535'.
 */
const portWhen = <E>(inUse: (entity: E) => boolean): FieldRule<E> => (value, entity) => (inUse(entity) || value !== 0 ? validatePort(value) : null);
/** A rule that applies only in some states of its entity (a field the form hides otherwise). */
const when = <E>(applies: (entity: E) => boolean, rule: FieldRule<unknown>): FieldRule<E> => (value, entity) => (applies(entity) ? rule(value, entity) : null);

const connected = (server: SmtpServer) => !isDefaultServer(server);

/**
 * Every field rule of the configuration's forms, by where the entities live
 * (a list, whose items are checked one by one, or a single entity) and by
 * field. The forms show these rules beside their fields and the validation
 * reports them as problems of the document: one rule for a field, so what a
 * field refuses is always a problem of the draft, listed, linked to the field
 * and blocking the save (docs/configuration-problems.md).
 */
export const FIELD_RULES = {
  stores: {
    at: ['parameters', 'stores'],
    items: (configuration: Configuration) => configuration.parameters.stores,
    rules: {
      name: requiredName,
      path: (value: unknown) => validateStoragePath(value),
      preserveSize: positive,
      limitTime: (value: unknown) => validatePositiveInteger(value) ?? validateIntegerRange(value, 0, STORE_MAX_DAYS),
      limitSize: positive,
    },
  },
  groups: { at: ['groups'], items: (configuration: Configuration) => configuration.groups, rules: { name: requiredName } },
  calendars: { at: ['calendars'], items: (configuration: Configuration) => configuration.calendars, rules: { name: requiredName } },
  contacts: {
    at: ['contacts'],
    items: (configuration: Configuration) => configuration.contacts,
    rules: { name: requiredName, mail: (value: unknown) => validateEmail(value), phone: (value: unknown) => validatePhone(value) },
  },
  emails: {
    at: ['emails'],
    items: (configuration: Configuration) => configuration.emails,
    rules: {
      name: requiredName,
      from: (value: unknown) => firstProblem(value, validateRequired, validateEmail),
      // The default server has no connection of its own (section 3): the appliance's settings are used.
      address: when(connected, address),
      port: when(connected, port),
      user: when((server: SmtpServer) => connected(server) && server.authentificationRequired === true, required),
    },
  },
  messages: {
    at: ['messages'],
    items: (configuration: Configuration) => configuration.messages,
    rules: { name: requiredName, provider: positive, senderPhone: (value: unknown) => validatePhone(value) },
  },
  ftpClients: { at: ['ftpClients'], items: (configuration: Configuration) => configuration.ftpClients, rules: { name: requiredName, address, port } },
  alarms: {
    at: ['alarms'],
    items: (configuration: Configuration) => configuration.alarms,
    rules: {
      name: requiredName,
      type: positive,
      // A new receiver's address is the specification's `{ip}` placeholder: a problem until it is replaced.
      address,
      port,
      secondaryAddress: when((monitor: Monitor) => monitor.secondaryUse, address),
      secondaryPort: portWhen((monitor: Monitor) => monitor.secondaryUse),
      format: positive,
      nbTest: between(1, MONITOR_MAX_ATTEMPTS),
      responseTime: between(1, MONITOR_MAX_RESPONSE_SECONDS),
      domain: required,
      keepaliveTime: between(0, MONITOR_MAX_KEEPALIVE_SECONDS),
      keepalivePort: portWhen((monitor: Monitor) => monitor.keepaliveTime > 0),
    },
  },
  devices: {
    at: ['devices'],
    items: (configuration: Configuration) => configuration.devices,
    rules: {
      address,
      port,
      proxyAddress: when((device: Device) => device.proxy, address),
      proxyPort: portWhen((device: Device) => device.proxy),
      displayMode: positive,
    },
  },
  gates: { at: ['controller', 'gates'], items: (configuration: Configuration) => configuration.controller.gates, rules: { name: nameLength } },
  settings: { at: ['parameters'], single: (configuration: Configuration) => configuration.parameters, rules: { title: nameLength, cpuPriority: positive } },
  network: {
    at: ['parameters', 'network'],
    single: (configuration: Configuration) => configuration.parameters.network,
    // Every port field, its service on or off: a port kept in the document is a port (whether two services in force share one is network-rules').
    rules: { httpPort: port, httpsPort: port, rtspPort: port, rtspsPort: port, visionPort: port, mobilePort: port, sipPort: port, sipsPort: port, dynamicPort: port },
  },
} as const;

export type FieldRuleTable = keyof typeof FIELD_RULES;

interface RuleEntry {
  readonly at: ModelPath;
  readonly items?: (configuration: Configuration) => readonly unknown[];
  readonly single?: (configuration: Configuration) => unknown;
  readonly rules: Readonly<Record<string, FieldRule<never>>>;
}

/** The rule of one field of one table (the form's), or undefined when the field has none. */
export function fieldRule(table: FieldRuleTable, key: string): FieldRule<unknown> | undefined {
  return (FIELD_RULES[table].rules as Readonly<Record<string, FieldRule<unknown>>>)[key];
}

/** The field rules' problems of every entity of the configuration, at each field (`['emails', 2, 'port']`). */
export function fieldRuleProblems(configuration: Configuration): ConfigurationProblem[] {
  const problems: ConfigurationProblem[] = [];
  const check = (entity: unknown, at: ModelPath, rules: RuleEntry['rules']) => {
    if (typeof entity !== 'object' || entity === null) return;
    for (const [key, rule] of Object.entries(rules)) {
      const found = (rule as FieldRule<unknown>)((entity as Record<string, unknown>)[key], entity);
      if (found) problems.push(problemAt([...at, key], found));
    }
  };
  for (const entry of Object.values(FIELD_RULES) as readonly RuleEntry[]) {
    if (entry.single) check(entry.single(configuration), entry.at, entry.rules);
    else entry.items?.(configuration).forEach((item, index) => check(item, [...entry.at, index], entry.rules));
  }
  return problems;
}
