// `npm test`: every check, in phases, each timed (docs/testing.md).
//
//   npm test                     all phases: checks, tests, e2e
//   npm test -- checks           the catalogues, then lint, typecheck and the production bundle side by side
//   npm test -- tests            vitest's unit, ui and integration projects
//   npm test -- e2e              the end-to-end tests (needs the build: run `checks` first)
//
// The three checks share the processor: each is mostly one thread, so on two
// cores they end in about the time of the longest. Their output is shown
// when each ends, whole. After each phase: its wall and processor time (user
// + system of its processes, where /proc tells it), the tests it ran, and its
// slowest files; at the end, a table of every phase.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const reports = `${rootDir}test-results/phases`;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const vitest = (name, projects) => ({
  name,
  command: [process.execPath, 'node_modules/vitest/vitest.mjs', 'run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/${name}.json`],
});

/** Each phase: groups run one after the other, the steps of a group side by side. */
const PHASES = {
  checks: [
    // The catalogues first: the type check reads the compiled ones, which this rewrites.
    [{ name: 'catalogues', command: [npm, 'run', '--silent', 'build:catalogues'] }],
    [
      { name: 'lint', command: [npm, 'run', '--silent', 'lint'] },
      { name: 'typecheck', command: [npm, 'run', '--silent', 'typecheck'] },
      { name: 'bundle', command: [npm, 'run', '--silent', 'build:bundle'] },
    ],
  ],
  tests: [[vitest('tests', ['unit', 'ui', 'integration'])]],
  e2e: [[vitest('e2e', ['e2e'])]],
};

/** Processor seconds (user + system) of this process's ended children, from /proc (Linux); undefined elsewhere. */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // Fields 16 and 17 of stat (cutime, cstime), in clock ticks (100 a second on Linux).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** Runs one command; its output goes straight through when alone, else is kept and shown whole when it ends. */
function run({ name, command }, alone) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: rootDir, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (!alone) {
        process.stdout.write(`\n── ${name} ${code === 0 ? 'passed' : 'FAILED'} ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code === 0 && !signal);
    });
  });
}

/** The tests of a vitest JSON report and its slowest files. */
function testsOf(name) {
  const file = `${reports}/${name}.json`;
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const files = report.testResults
    .map((result) => ({ file: result.name.slice(rootDir.length), seconds: (result.endTime - result.startTime) / 1000, tests: result.assertionResults.length }))
    .sort((a, b) => b.seconds - a.seconds);
  return { total: report.numTotalTests, passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests, files };
}

const seconds = (value) => (value === undefined ? '   –' : value.toFixed(0).padStart(4));

async function main() {
  const chosen = process.argv.slice(2);
  const unknown = chosen.filter((name) => !(name in PHASES));
  if (unknown.length > 0) {
    console.error(`Unknown phase ${unknown.join(', ')}: the phases are ${Object.keys(PHASES).join(', ')}.`);
    return 2;
  }
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const summary = [];
  let passed = true;
  for (const phase of chosen.length > 0 ? chosen : Object.keys(PHASES)) {
    const groups = PHASES[phase];
    const steps = groups.flat();
    const started = performance.now();
    const cpuBefore = childrenCpuSeconds();
    console.log(`\n▶ ${phase}: ${groups.map((group) => group.map((step) => step.name).join(' ∥ ')).join(', then ')}`);
    const results = [];
    for (const group of groups) {
      results.push(...(await Promise.all(group.map((step) => run(step, group.length === 1)))));
      if (!results.every(Boolean)) break;
    }
    const wall = (performance.now() - started) / 1000;
    const cpuAfter = childrenCpuSeconds();
    const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
    const tests = steps.map((step) => testsOf(step.name)).find(Boolean);
    summary.push({ phase, wall, cpu, tests: tests?.total, ok: results.every(Boolean) });
    console.log(`\n◀ ${phase}: ${results.every(Boolean) ? 'passed' : 'FAILED'} in ${wall.toFixed(0)} s (processor ${cpu === undefined ? 'not measured' : `${cpu.toFixed(0)} s`})`);
    if (tests) {
      console.log(`  ${tests.total} tests: ${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped; slowest files:`);
      for (const file of tests.files.slice(0, 8)) console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.file} (${file.tests})`);
    }
    if (!results.every(Boolean)) {
      passed = false;
      break;
    }
  }
  console.log('\nphase        wall s  processor s  tests');
  for (const { phase, wall, cpu, tests, ok } of summary) console.log(`${phase.padEnd(12)} ${seconds(wall)}    ${seconds(cpu)}        ${tests ?? ''}${ok ? '' : '  FAILED'}`);
  const total = summary.reduce((sum, entry) => sum + (entry.tests ?? 0), 0);
  console.log(`${'total'.padEnd(12)} ${seconds(summary.reduce((sum, entry) => sum + entry.wall, 0))}                 ${total}`);
  return passed ? 0 : 1;
}

process.exitCode = await main();
