// `npm start`: build the console if needed, then serve it with the simulated
// appliance (or a proxy to a real one, --server) on one origin. See docs/simulator.md.
import { exitOnSignals, importSource, rootDir, runCommand } from './run-command.js';

const { startCommand } = await importSource('src/composition/node-servers.ts');
const server = await runCommand(startCommand, { rootDir });
exitOnSignals(() => server.close());
