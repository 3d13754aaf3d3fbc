// Shared by `npm start` and `npm run dev`: load a TypeScript command through
// tsx, run it, and stop it once on SIGINT/SIGTERM (or when the caller asks).
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();

export const rootDir = fileURLToPath(new URL('..', import.meta.url));

/** Imports a module of src/ by its path from the repository root. */
export function importSource(path) {
  return import(new URL(`../${path}`, import.meta.url).href);
}

/** Runs `command(argv, io, ...)`; a number is an exit code, anything else a running service. */
export async function runCommand(command, ...rest) {
  const result = await command(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env }, ...rest);
  if (typeof result === 'number') {
    process.exit(result);
  }
  return result;
}

/**
 * Calls `close` once on SIGINT or SIGTERM, then exits 0. Returns a function that
 * does the same from elsewhere with another exit code and, if given, another close.
 */
export function exitOnSignals(close) {
  let stopping = false;
  const stopOnce = async (code = 0, closeWith = close) => {
    if (stopping) {
      return;
    }
    stopping = true;
    await closeWith();
    process.exit(code);
  };
  process.on('SIGINT', () => stopOnce(0));
  process.on('SIGTERM', () => stopOnce(0));
  return stopOnce;
}
