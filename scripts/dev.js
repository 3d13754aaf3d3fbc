// `npm run dev`: the simulated appliance on 127.0.0.1:5171 and Vite with hot
// reload on 127.0.0.1:5170, which proxies /api and /__simulator to it.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const rootDir = fileURLToPath(new URL('..', import.meta.url));
const { devCommand } = await import(new URL('../src/infrastructure/node/dev-command.ts', import.meta.url).href);
const result = await devCommand(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env }, rootDir);
if (typeof result === 'number') {
  process.exit(result);
}
let stopping = false;
const stop = async () => {
  if (stopping) {
    return;
  }
  stopping = true;
  await result.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
result.vite.on('exit', async (code) => {
  if (!stopping) {
    stopping = true;
    await result.simulator?.close();
    process.exit(code ?? 1);
  }
});
