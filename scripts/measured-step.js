// Runs one step of `npm test` (scripts/run-tests.js) and writes its processor
// time to a file, so that two phases running side by side each get their own:
//
//   node scripts/measured-step.js <file> <command> [arguments…]
//
// The file gets `{"cpu": seconds}`: user + system time of the command and of
// every process it waited for, from /proc (Linux); `{}` elsewhere. The exit
// code is the command's.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const [file, command, ...args] = process.argv.slice(2);

/** Processor seconds of this process's ended children (cutime + cstime of /proc/self/stat, 100 ticks a second). */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => {
  writeFileSync(file, JSON.stringify({ cpu: childrenCpuSeconds() }));
  process.exitCode = signal ? 1 : (code ?? 1);
});
