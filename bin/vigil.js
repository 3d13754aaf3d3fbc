#!/usr/bin/env node
// `vigil config …`, `vigil client …` and `vigil history …`: the command lines for installers and
// integrators. `npm ci` (and `npm run build`) bundle them into dist-cli/
// (scripts/build-cli.js); a bundle runs when it is newer than every file it was
// built from, else the TypeScript sources run through tsx, so no build step is
// needed after an edit. The bundle spares tsx and its transpiled modules, some
// 45 MiB of resident memory at every start (docs/performance.md).
import { readFileSync, statSync } from 'node:fs';

// A closed output pipe (`vigil config roundtrip site.xml | head -1`) ends the command
// quietly with status 0, as Unix tools do: what was wanted has been read.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const [command, ...args] = process.argv.slice(2);
const commands = {
  config: '../src/composition/config-cli.ts',
  client: '../src/infrastructure/cli/client/client-cli.ts',
  // Not bundled: the embedded database (PGlite) loads its WebAssembly files from beside its own module.
  history: '../src/composition/history-cli.ts',
};
const usage = 'usage: vigil config <check|sign|roundtrip|json|diff|get|set|query|simulate> … | vigil client --url URL <command> … | vigil history verify [--data DIR] [--database URL]';
if (!command || !(command in commands)) {
  process.stderr.write(`${usage}\n`);
  process.exit(command === '--help' || command === '-h' ? 0 : 2);
}

/** The bundle of `command` when it exists and none of its inputs changed since it was built. */
function bundle(name) {
  if (process.env.VIGIL_CLI_SOURCES) return undefined;
  const root = new URL('..', import.meta.url);
  const built = new URL(`dist-cli/${name}.js`, root);
  try {
    const builtAt = statSync(built).mtimeMs;
    const inputs = JSON.parse(readFileSync(new URL('dist-cli/inputs.json', root), 'utf8'))[name];
    if (!Array.isArray(inputs)) return undefined;
    for (const input of inputs) if (statSync(new URL(input, root)).mtimeMs > builtAt) return undefined;
    return built;
  } catch {
    return undefined; // not built, or an input gone: the sources decide
  }
}

let module;
const built = bundle(command);
if (built) {
  module = await import(built.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  module = await import(new URL(commands[command], import.meta.url).href);
}
process.exitCode = await module.main(args, { stdout: process.stdout, stderr: process.stderr, env: process.env });
