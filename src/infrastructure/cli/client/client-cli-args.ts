/** Parsed `vigil client` arguments: options (`--name value`, `--flag`) and positionals. */
export interface ParsedArgs {
  readonly options: Readonly<Record<string, string | true>>;
  readonly positionals: readonly string[];
}

const FLAGS = new Set(['json', 'io', 'quiet', 'help']);
const ALIASES: Record<string, string> = { o: 'output', h: 'help' };

export class UsageError extends Error {}

export function parseArgs(args: readonly string[]): ParsedArgs {
  const options: Record<string, string | true> = {};
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const match = /^--?([a-z-]+)(?:=(.*))?$/i.exec(arg);
    if (!match || arg === '-') {
      positionals.push(arg);
      continue;
    }
    const name = ALIASES[match[1] ?? ''] ?? match[1] ?? '';
    if (match[2] !== undefined) {
      options[name] = match[2];
    } else if (FLAGS.has(name)) {
      options[name] = true;
    } else {
      const value = args[i + 1];
      if (value === undefined) {
        throw new UsageError(`--${name} needs a value`);
      }
      options[name] = value;
      i += 1;
    }
  }
  return { options, positionals };
}

export function requireOption(parsed: ParsedArgs, name: string): string {
  const value = parsed.options[name];
  if (typeof value !== 'string' || value === '') {
    throw new UsageError(`--${name} is required`);
  }
  return value;
}

export function requirePositional(parsed: ParsedArgs, index: number, what: string): string {
  const value = parsed.positionals[index];
  if (value === undefined) {
    throw new UsageError(`${what} is required`);
  }
  return value;
}

export const CLIENT_USAGE = `usage: vigil client --url URL [--json] <command> …
  URL: http[s]://user:password@host[:port]/?name=NAME (or VIGIL_CLIENT_URL)
commands:
  streams                               list the streams the user may see
  snapshot GUID -o FILE                 save a JPEG snapshot
  live GUID --frames N -o DIR           save N live frames (frame-00001.jpg …)
  readio GUID                           read an input or output
  writeio GUID VALUE                    write an input (0/1 or a number)
  ptz GUID COMMAND                      left, right, up, down, zoom-in, zoom-out, home
  logs --begin DATE --end DATE [--string TEXT]
  graph GUID --begin DATE --end DATE [--io] [--level N]`;
