/** `vigil config` arguments: a command, positionals, `-o OUT` and `--salt SALT`. */
export interface ConfigCliArgs {
  readonly command: string | undefined;
  readonly positionals: readonly string[];
  readonly output: string | undefined;
  readonly salt: string | undefined;
  readonly help: boolean;
  /** `--json`: machine-readable output (check, simulate). */
  readonly json: boolean;
  /** `--scenario FILE` (simulate). */
  readonly scenario: string | undefined;
}

export class ConfigUsageError extends Error {}

export const CONFIG_USAGE = `usage: vigil config <command> [--salt SALT]
  check FILE [--json]            version, signature, corrupted entities (each with why), validation
                                 errors and warnings (exit 1 on a bad document, a corrupted entity
                                 or any error; warnings are listed; --json for tools)
  sign FILE [-o OUT]             recompute the signature
  roundtrip FILE                 read through the model and write to standard output
  json FILE                      the model as JSON
  diff A B                       changes between two configurations, by entity and field,
                                 naming the devices, gates and other items they touch
  get FILE PATH                  one field (PATH like configuration/contacts/contact[2]/phone)
  set FILE PATH VALUE [-o OUT]   change one field, validated by its type, and re-sign
  query FILE XPATH [--json]      the elements an XPath 1.0 expression selects, each with its PATH
                                 (for get and set) and its text or XML; exit 1 when nothing matches
  simulate FILE --scenario SCENARIO.json [--json]
                                 run the logic controller on a scenario (start, input changes,
                                 duration, expectations; docs/logic-semantics.md): prints the
                                 trace, exit 1 when an expectation fails
The salt comes from --salt, else VIGIL_CONFIG_SALT, else the built-in default.`;

export function parseConfigArgs(args: readonly string[]): ConfigCliArgs {
  const positionals: string[] = [];
  let output: string | undefined;
  let salt: string | undefined;
  let help = false;
  let json = false;
  let scenario: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '-o' || arg === '--output' || arg === '--salt' || arg === '--scenario') {
      const value = args[++index];
      if (value === undefined) throw new ConfigUsageError(`${arg} needs a value`);
      if (arg === '--salt') salt = value;
      else if (arg === '--scenario') scenario = value;
      else output = value;
    } else if (arg.startsWith('--salt=')) {
      salt = arg.slice('--salt='.length);
    } else if (arg === '--json') {
      json = true;
    } else if (arg === '-h' || arg === '--help') {
      help = true;
    } else if (arg.startsWith('-') && arg !== '-') {
      throw new ConfigUsageError(`unknown option ${arg}`);
    } else {
      positionals.push(arg);
    }
  }
  const [command, ...rest] = positionals;
  return { command, positionals: rest, output, salt, help, json, scenario };
}
