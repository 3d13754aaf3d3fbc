import { writeFile } from 'node:fs/promises';
import type { CheckConfiguration } from '../../../application/configuration/check-configuration.use-case';
import type { ConfigurationCodecPort, CorruptedEntity } from '../../../application/configuration/configuration-codec.port';
import type { DiffConfigurations, DocumentChange } from '../../../application/configuration/diff-configurations.use-case';
import type { SetConfigurationField } from '../../../application/configuration/set-configuration-field.use-case';
import type { Configuration } from '../../../domain/configuration/configuration';
import { engineNoteText } from '../../../domain/configuration/controller/engine/engine-facts';
import { valueAt } from '../../../domain/configuration/model-path';
import type { ConfigurationProblem } from '../../../domain/configuration/validation/configuration-problem';
import { runScenario, type ScenarioRun, type TraceEntry } from '../../../application/logic/logic-scenario';
import { formatOffset, parseScenario, ScenarioError } from '../../../application/logic/scenario-file';
import { resolveConfigurationSalt } from '../../settings/configuration-salt';
import { CONFIG_USAGE, ConfigUsageError, parseConfigArgs, type ConfigCliArgs } from './config-cli-args';
import { formatMatches, queryDocument } from './config-query';
import { printable, readUtf8File } from './utf8-file';

interface Output {
  write(chunk: string): unknown;
}

export interface ConfigCliIo {
  readonly stdout: Output;
  readonly stderr: Output;
  readonly env: Readonly<Record<string, string | undefined>>;
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    // Node's file errors already start with their code ('ENOENT: no such file…').
    return typeof code === 'string' && !error.message.startsWith(`${code}:`) ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

function positional(args: ConfigCliArgs, index: number, name: string): string {
  const value = args.positionals[index];
  if (value === undefined) throw new ConfigUsageError(`${args.command} needs ${name}`);
  return value;
}

function describeChange(change: DocumentChange): string {
  const show = (value: unknown): string => JSON.stringify(value);
  const where = change.names.length > 0 ? ` (${change.names.join(', ')})` : '';
  if (change.change.kind === 'added') return `+ ${change.path}${where} ${show(change.after)}`;
  if (change.change.kind === 'removed') return `- ${change.path}${where} ${show(change.before)}`;
  return `~ ${change.path}${where}: ${show(change.before)} -> ${show(change.after)}`;
}

/** `  configuration/devices/device[3] [CONFIG.MISSING_TAG_TYPE]: MISSING_TAG_TYPE: Device at …: a device needs a <type>` */
function describeCorrupted(entity: CorruptedEntity): string {
  return `  ${entity.path} [${entity.code}]: ${entity.reason}\n`;
}

function errorJson(error: unknown): { code: string | undefined; message: string } {
  const code = (error as { code?: unknown }).code;
  return { code: typeof code === 'string' ? code : undefined, message: error instanceof Error ? error.message : String(error) };
}

function localTime(ms: number): string {
  const date = new Date(ms);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}${date.getMilliseconds() === 0 ? '' : `.${String(date.getMilliseconds()).padStart(3, '0')}`}`;
}

/** One line of a scenario's trace: `+1h  2026-11-23 08:00:00  Door alarm = 1`. */
function describeTrace(entry: TraceEntry, start: number): string {
  const when = `${formatOffset(entry.at - start).padEnd(12)} ${localTime(entry.at)}  `;
  switch (entry.kind) {
    case 'change':
      return `${when}${entry.name} = ${entry.value}${entry.written ? '  (input)' : ''}`;
    case 'alert': {
      const to = entry.recipients.map((recipient) => `${recipient.channel} ${recipient.name || recipient.id}${recipient.address ? ` <${recipient.address}>` : ''}`).join(', ') || 'nobody';
      const recording = entry.recording ? `; video ${localTime(entry.recording.from)} to ${localTime(entry.recording.to)}` : '';
      const subject = entry.subject ? ` "${entry.subject}"` : '';
      return `${when}ALERT ${entry.type} "${entry.gateName}"${subject} to ${to}${recording}`;
    }
    case 'alert-end':
      return `${when}alert ended: ${entry.type} "${entry.gateName}"`;
    case 'command':
      return `${when}COMMAND "${entry.gateName}": ${entry.command} ${entry.arguments}`.trimEnd();
    case 'alarm':
      return `${when}ALARM "${entry.gateName}"${entry.message ? `: ${entry.message}` : ''}`;
    case 'report':
      return `${when}note: "${entry.gateName}": ${engineNoteText(entry.note)}`;
    case 'oscillation':
      return `${when}note: "${entry.gateName}" oscillates (a loop through no stateful gate): stopped for this instant`;
  }
}

function describeRun(run: ScenarioRun): string {
  const trace = run.trace.map((entry) => `${describeTrace(entry, run.start)}\n`).join('');
  const results = run.results.map((result, index) => `  ${result.ok ? 'ok    ' : 'FAILED'} expect[${index}]: ${result.message}\n`).join('');
  const failed = run.results.filter((result) => !result.ok).length;
  const summary = failed === 0 ? `${run.results.length} expectation${run.results.length === 1 ? '' : 's'} met\n` : `${failed} of ${run.results.length} expectation${run.results.length === 1 ? '' : 's'} failed\n`;
  return `trace:\n${trace}expectations:\n${results}${summary}`;
}

/**
 * Writes a large text a megabyte of characters at a time: standard output is
 * synchronous on files and pipes, so only one part is ever encoded at once instead
 * of the whole document (37 MB more at the peak of a roundtrip on a 35 MB site).
 */
function writeInParts(output: Output, text: string): void {
  const part = 1 << 20;
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + part, text.length);
    // Never split a surrogate pair: each half would be encoded as U+FFFD.
    if (end < text.length && (text.charCodeAt(end - 1) & 0xfc00) === 0xd800) end--;
    output.write(text.slice(start, end));
    start = end;
  }
}

/** What `vigil config` works with, for one salt: built by the composition root (composition/config-cli.ts). */
export interface ConfigCliServices {
  readonly codec: ConfigurationCodecPort<Configuration>;
  readonly check: CheckConfiguration<Configuration>;
  readonly diff: DiffConfigurations<Configuration>;
  readonly set: SetConfigurationField<Configuration>;
}

/**
 * `vigil config …`: returns the exit code (0 success, 1 bad document or
 * failure, 2 usage). `compose` builds the services for the salt chosen.
 */
export async function main(argv: string[], given: ConfigCliIo, compose: (salt: string) => ConfigCliServices): Promise<number> {
  // Nothing read from a file reaches the terminal raw: a message that quotes input has its control characters escaped.
  const io: ConfigCliIo = { ...given, stderr: { write: (chunk: string) => given.stderr.write(printable(chunk)) } };
  let args: ConfigCliArgs;
  try {
    args = parseConfigArgs(argv);
  } catch (error) {
    io.stderr.write(`${describeError(error)}\n${CONFIG_USAGE}\n`);
    return 2;
  }
  if (args.help || !args.command) {
    (args.help ? io.stdout : io.stderr).write(`${CONFIG_USAGE}\n`);
    return args.help ? 0 : 2;
  }
  const services = compose(resolveConfigurationSalt(args.salt, io.env));
  const { codec } = services;
  const emit = async (text: string): Promise<void> => {
    if (args.output) await writeFile(args.output, text, 'utf8');
    else io.stdout.write(text);
  };
  try {
    // Read and decoded at once, in C++: one flat string and no Buffer left to the collector.
    // `readFile(…, 'utf8')` decodes 512 kB parts joined as a rope, which the scan then copies
    // flat, and a Buffer's 37 MB wait for a full collection (docs/performance.md, "Memory of a read").
    // A file that is not UTF-8 is refused by name (utf8-file.ts).
    const file = async (index: number): Promise<string> => readUtf8File(positional(args, index, index === 0 ? 'FILE' : 'B'));
    switch (args.command) {
      case 'check': {
        const result = services.check.execute(await file(0));
        if (!result.ok) {
          if (args.json) io.stdout.write(`${JSON.stringify({ valid: false, error: errorJson(result.error) }, null, 2)}\n`);
          else io.stderr.write(`invalid configuration: ${describeError(result.error)}\n`);
          return 1;
        }
        const { version, signature, corrupted, problems } = result;
        // Warnings (a reference to something not in the configuration, which the appliance itself leaves behind) are listed but do not fail the check.
        const errors = problems.filter((problem) => problem.severity === 'error');
        const warnings = problems.filter((problem) => problem.severity !== 'error');
        const ok = errors.length === 0 && corrupted.length === 0;
        if (args.json) {
          io.stdout.write(`${JSON.stringify({ valid: ok, version, signature, corrupted, problems }, null, 2)}\n`);
          return ok ? 0 : 1;
        }
        const listed = (list: readonly ConfigurationProblem[], what: string) =>
          `${list.length} ${what}${list.length === 1 ? '' : 's'}:\n${list.map((problem) => `  ${problem.path}: ${problem.message}\n`).join('')}`;
        io.stdout.write(`version ${version}\nsignature ${signature} (valid)\n`);
        io.stdout.write(corrupted.length === 0
          ? 'no corrupted entity\n'
          : `${corrupted.length} corrupted entit${corrupted.length === 1 ? 'y' : 'ies'} (kept as read):\n${corrupted.map(describeCorrupted).join('')}`);
        if (problems.length === 0) io.stdout.write('no validation problem\n');
        else io.stdout.write(`${errors.length === 0 ? 'no validation error\n' : listed(errors, 'validation error')}${warnings.length === 0 ? '' : listed(warnings, 'warning')}`);
        return ok ? 0 : 1;
      }
      case 'sign':
        await emit(codec.sign(await file(0)));
        return 0;
      case 'roundtrip':
      case 'json': {
        const reading = codec.read(await file(0));
        if (!reading.valid) throw reading.error;
        if (args.command === 'json') io.stdout.write(`${JSON.stringify(codec.toJson(reading.configuration), null, 2)}\n`);
        else writeInParts(io.stdout, codec.write(reading.handle, reading.configuration, new Date()));
        return 0;
      }
      case 'diff': {
        const result = services.diff.execute(await file(0), await file(1));
        if ('error' in result) throw result.error;
        io.stdout.write(result.changes.map((change) => `${describeChange(change)}\n`).join(''));
        return 0;
      }
      case 'get': {
        const reading = codec.read(await file(0));
        if (!reading.valid) throw reading.error;
        const path = codec.parsePath(reading.configuration, positional(args, 1, 'PATH'));
        const field = codec.field(reading.configuration, path, valueAt(reading.configuration, path));
        io.stdout.write(`${field.leaf && typeof field.json === 'string' ? field.json : JSON.stringify(field.json, null, 2)}\n`);
        return 0;
      }
      case 'set': {
        const result = services.set.execute(await file(0), positional(args, 1, 'PATH'), positional(args, 2, 'VALUE'));
        if ('error' in result) throw result.error;
        await emit(result.text);
        return 0;
      }
      case 'simulate': {
        if (!args.scenario) throw new ConfigUsageError('simulate needs --scenario SCENARIO.json');
        const reading = codec.read(await file(0));
        if (!reading.valid) throw reading.error;
        let json: unknown;
        const scenarioText = readUtf8File(args.scenario);
        try {
          json = JSON.parse(scenarioText);
        } catch (error) {
          throw new ScenarioError(`${args.scenario} is not JSON: ${describeError(error)}`, args.scenario);
        }
        const run = runScenario(reading.configuration, parseScenario(json));
        if (args.json) io.stdout.write(`${JSON.stringify({ passed: run.passed, start: new Date(run.start).toISOString(), trace: run.trace, expectations: run.results }, null, 2)}\n`);
        else io.stdout.write(describeRun(run));
        if (!run.passed) {
          io.stderr.write(run.results.filter((result) => !result.ok).map((result) => `expectation failed: ${result.message}\n`).join(''));
        }
        return run.passed ? 0 : 1;
      }
      case 'query': {
        const matches = queryDocument(await file(0), positional(args, 1, 'XPATH'));
        io.stdout.write(args.json ? `${JSON.stringify(matches, null, 2)}\n` : formatMatches(matches));
        return matches.length === 0 ? 1 : 0;
      }
      default:
        throw new ConfigUsageError(`unknown command ${args.command}`);
    }
  } catch (error) {
    if (error instanceof ConfigUsageError) {
      io.stderr.write(`${error.message}\n${CONFIG_USAGE}\n`);
      return 2;
    }
    io.stderr.write(`${error instanceof ScenarioError ? `scenario: ${error.message}` : describeError(error)}\n`);
    return 1;
  }
}
