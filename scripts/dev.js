// `npm run dev`: the simulated appliance on 127.0.0.1:5171 and Vite with hot
// reload on 127.0.0.1:5170, which proxies /api and /__simulator to it.
import { exitOnSignals, importSource, rootDir, runCommand } from './run-command.js';

const { devCommand } = await importSource('src/composition/node-servers.ts');
const result = await runCommand(devCommand, rootDir);
const stopOnce = exitOnSignals(() => result.stop());
// Vite gone on its own: close the simulator and exit with Vite's code.
result.vite.on('exit', (code) => stopOnce(code ?? 1, async () => result.simulator?.close()));
