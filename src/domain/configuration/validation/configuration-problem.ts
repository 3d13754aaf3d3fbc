import type { ErrorCode } from '../../shared/error-code';
import type { ModelPath, PathStep } from '../model-path';

/**
 * One problem found in a configuration. `at` names the offending value or
 * entity in the model's own keys with 0-based indices
 * (`['devices', 1, 'videos', 0, 'codec']`), for the console to find it with
 * `valueAt` and show the problem beside its field; `path` is the same place
 * in the document, XPath-like and 1-based
 * (`configuration/devices/device[2]/videos/video[1]/codec`), for the command
 * line; `code` is stable, `message` the specification's words (or ours).
 */
export interface ConfigurationProblem {
  readonly path: string;
  readonly at: ModelPath;
  readonly code: ErrorCode;
  readonly message: string;
  /** The values the message names (`{ id }`, `{ port }`), for a translated message to name them too. */
  readonly values?: ProblemValues;
  /** See `ProblemSeverity`. */
  readonly severity: ProblemSeverity;
}

/**
 * 'error': the appliance would refuse the document or run it broken (a rule
 * of section 5, no default store, a value outside its type). 'warning': the
 * document works as written, but something is probably not what was meant (a
 * reference to something that is not in the configuration, which the
 * appliance itself writes, for instance after a device was removed). Errors
 * the installer's edits add block the save; warnings never do
 * (docs/configuration-problems.md).
 */
export type ProblemSeverity = 'error' | 'warning';

export type ProblemValues = Readonly<Record<string, string | number>>;

/** What a rule found: a code, the English message and the values it names (an error's metadata will do). */
export interface ProblemFound {
  readonly code: ErrorCode;
  readonly message: string;
  readonly values?: ProblemValues;
  readonly metadata?: Readonly<Record<string, unknown>>;
  /** 'error' unless said. */
  readonly severity?: ProblemSeverity;
}

function valuesOf(found: ProblemFound): ProblemValues | undefined {
  if (found.values) return found.values;
  const entries = Object.entries(found.metadata ?? {}).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** `name[n]` for the item at a 0-based index. */
export function item(name: string, index: number): string {
  return `${name}[${index + 1}]`;
}

/** The element name of one item of each list property (configuration-xml.md). */
const LIST_ITEMS: Readonly<Record<string, string>> = {
  groups: 'group', users: 'user', rights: 'right', stores: 'store', devices: 'device', filters: 'filter', calendars: 'calendar', ranges: 'range',
  gates: 'gate', links: 'link', alarms: 'monitor', ftpClients: 'ftp-client', contacts: 'contact', emails: 'email', messages: 'message', accesses: 'access',
  videos: 'video', audioInputs: 'audio-input', audioOutputs: 'audio-output', channels: 'channel', streams: 'stream', codecs: 'codec', zones: 'zone',
  inputs: 'input', outputs: 'output', parameters: 'parameter', extensions: 'extension',
};

/** A property's element name: kebab-case, a run of capitals one word (`detectionIO` → `detection-io`), `id` → `identifier`. */
function elementName(key: string): string {
  return key === 'id' ? 'identifier' : key.replace(/[A-Z]+/g, (letters) => `-${letters.toLowerCase()}`);
}

function listItem(key: PathStep | undefined): string {
  return typeof key === 'string' ? (LIST_ITEMS[key] ?? key.replace(/s$/, '')) : 'item';
}

/**
 * The document path of a model path, relative to where the model path starts:
 * `['parameters', 'stores', 1, 'path']` → `parameters/stores/store[2]/path`.
 */
export function documentPath(at: ModelPath): string {
  const segments: string[] = [];
  at.forEach((step, index) => {
    if (typeof step === 'string') segments.push(elementName(step));
    else if (typeof step === 'number') segments.push(item(listItem(at[index - 1]), step));
    else segments.push(`${listItem(at[index - 1])}[@id='${step.id}']`);
  });
  return segments.join('/');
}

/** The problem at `at` (relative to where the rule looks from) with the error's code and message. */
export function problemAt(at: ModelPath, found: ProblemFound): ConfigurationProblem {
  const values = valuesOf(found);
  return { path: documentPath(at), at, code: found.code, message: found.message, ...(values ? { values } : {}), severity: found.severity ?? 'error' };
}

/** Problems found relative to an entity, placed below `prefix` (its model path). */
export function under(prefix: ModelPath, problems: readonly ConfigurationProblem[]): ConfigurationProblem[] {
  return problems.map((problem) => problemAt([...prefix, ...problem.at], problem));
}
