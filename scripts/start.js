// `npm start`: build the console if needed, then serve it with the simulated
// appliance (or a proxy to a real one, --server) on one origin. See docs/simulator.md.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const rootDir = fileURLToPath(new URL('..', import.meta.url));
const { startCommand } = await import(new URL('../src/infrastructure/node/start-command.ts', import.meta.url).href);
const result = await startCommand(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env }, { rootDir });
if (typeof result === 'number') {
  process.exit(result);
}
let stopping = false;
const stop = async () => {
  if (stopping) {
    return;
  }
  stopping = true;
  await result.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
