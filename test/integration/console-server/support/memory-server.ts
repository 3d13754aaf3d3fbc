/*
 * A server of the hardening memory test, run in a child process of its own
 * (`node --import tsx memory-server.ts console|simulator|proxy`) so that the
 * test reads this server's resident memory, not the test runner's. It prints
 * `{"url": …}` once listening, then answers each IPC message 'memory' with
 * its resident set size now and its peak since the last 'reset'.
 */
import { startConsoleServer, startSimulatorServer } from '../../../../src/composition/node-servers';
import { createTemporaryDist } from './temporary-dist';

const kind = process.argv[2];
const dist = createTemporaryDist();
let url: string;
if (kind === 'simulator') {
  url = (await startSimulatorServer({ port: 0 })).url;
} else if (kind === 'proxy') {
  const upstream = await startSimulatorServer({ port: 0 });
  url = (await startConsoleServer({ port: 0, distDir: dist.dir, upstream: upstream.url })).url;
} else {
  url = (await startConsoleServer({ port: 0, distDir: dist.dir })).url;
}

let peak = process.memoryUsage.rss();
setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 10);
process.on('message', (message) => {
  const rss = process.memoryUsage.rss();
  peak = Math.max(peak, rss);
  process.send!({ rss, peak });
  if (message === 'reset') peak = rss;
});
process.on('disconnect', () => {
  dist.remove();
  process.exit(0);
});
process.stdout.write(`${JSON.stringify({ url })}\n`);
