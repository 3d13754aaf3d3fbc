#!/usr/bin/env node
// `vigil config …` and `vigil client …`: the command lines for installers and
// integrators. The TypeScript sources run through tsx, so no build step is needed.
import { register } from 'tsx/esm/api';

register();
const [command, ...args] = process.argv.slice(2);
const commands = {
  config: '../src/composition/config-cli.ts',
  client: '../src/infrastructure/cli/client/client-cli.ts',
};
const usage = 'usage: vigil config <check|sign|roundtrip|json|diff|get|set> … | vigil client --url URL <command> …';
if (!command || !(command in commands)) {
  process.stderr.write(`${usage}\n`);
  process.exit(command === '--help' || command === '-h' ? 0 : 2);
}
const module = await import(new URL(commands[command], import.meta.url).href);
process.exitCode = await module.main(args, { stdout: process.stdout, stderr: process.stderr, env: process.env });
