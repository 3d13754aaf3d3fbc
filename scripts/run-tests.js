// `npm test`: every check, in phases, each timed (docs/testing.md).
//
//   npm test                     all phases: checks, then tests and e2e side by side
//   npm test -- checks           the catalogues, then lint, typecheck and the production bundle side by side
//   npm test -- tests            vitest's unit, ui and integration projects
//   npm test -- e2e              the end-to-end tests (needs the build: run `checks` first)
//   npm test -- tests e2e        several: in the stages below, side by side where a stage allows
//
// The three checks share the processor: each is mostly one thread, so on two
// cores they end in about the time of the longest. The tests and e2e phases
// run side by side after the checks: the e2e phase mostly waits on the
// browser and the tests phase keeps one core busy. A phase may hold several
// steps side by side; its summary adds their tests. A step alone shows its output as it
// comes; steps side by side show theirs line by line, each line prefixed by
// the step's name. After each phase: its wall and processor time (user +
// system of its processes, where /proc tells it), the tests it ran, and its
// slowest files; at the end, a table of every phase.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const reports = `${rootDir}test-results/phases`;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const vitest = (name, projects, options = []) => ({
  name,
  command: [process.execPath, 'node_modules/vitest/vitest.mjs', 'run', ...projects.flatMap((project) => ['--project', project]), ...options, '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/${name}.json`],
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
  // One step, one worker for the three projects. Two workers (docs/testing.md, "Fourth pass") and integration as a
  // step of its own ("Third pass") were tried: beside e2e the load rose to 12 on two cores and timed tests failed.
  tests: [[vitest('tests', ['unit', 'ui', 'integration'])]],
  e2e: [[vitest('e2e', ['e2e'])]],
};

/**
 * The stages, one after the other, the phases of a stage side by side. The
 * checks go first and alone: they rewrite the catalogues the tests import and
 * the CLI bundle the integration tests run, and the e2e tests need the build.
 */
const STAGES = [['checks'], ['tests', 'e2e']];

/** Prints a stream's lines as they end, each after `prefix`. */
function prefixLines(stream, prefix) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (text) => {
    const lines = (rest + text).split('\n');
    rest = lines.pop();
    for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => {
    if (rest !== '') process.stdout.write(`${prefix}${rest}\n`);
  });
}

/**
 * Runs one step through measured-step.js (which writes its processor time to
 * `<reports>/<name>.cpu.json`); its output goes straight through when alone,
 * else line by line after its name. Resolves to whether it passed.
 */
function run({ name, command }, alone) {
  return new Promise((resolve) => {
    const wrapped = [process.execPath, `${rootDir}scripts/measured-step.js`, `${reports}/${name}.cpu.json`, ...command];
    const child = spawn(wrapped[0], wrapped.slice(1), { cwd: rootDir, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    if (!alone) {
      const prefix = `${name.padEnd(10)}│ `;
      prefixLines(child.stdout, prefix);
      prefixLines(child.stderr, prefix);
    }
    child.on('close', (code, signal) => {
      if (!alone) process.stdout.write(`── ${name} ${code === 0 ? 'passed' : 'FAILED'} ──\n`);
      resolve(code === 0 && !signal);
    });
  });
}

/** The processor seconds a step's measured-step.js wrote, or undefined. */
function cpuOf(name) {
  try {
    return JSON.parse(readFileSync(`${reports}/${name}.cpu.json`, 'utf8')).cpu;
  } catch {
    return undefined;
  }
}

/** The tests of a vitest JSON report and its slowest files. */
function testsOf(name) {
  const file = `${reports}/${name}.json`;
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const files = report.testResults
    .map((result) => ({ file: result.name.slice(rootDir.length), seconds: (result.endTime - result.startTime) / 1000, tests: result.assertionResults.length }))
    .sort((a, b) => b.seconds - a.seconds);
  const failures = report.testResults.flatMap((result) => {
    const file = result.name.slice(rootDir.length);
    const failed = result.assertionResults.filter((test) => test.status === 'failed');
    // A file that fails before its tests run (an import error, a hook's timeout) has only its own message.
    if (failed.length === 0 && result.status === 'failed') return [{ file, test: '(the file itself)', message: result.message ?? '' }];
    return failed.map((test) => ({ file, test: test.fullName, message: (test.failureMessages ?? []).join('\n') }));
  });
  return { total: report.numTotalTests, passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests, files, failures };
}

/** The tests of several steps' reports as one, their files slowest first; undefined when none wrote one. */
function sumTests(reports) {
  if (reports.length === 0) return undefined;
  const add = (key) => reports.reduce((sum, report) => sum + report[key], 0);
  return { total: add('total'), passed: add('passed'), failed: add('failed'), skipped: add('skipped'), files: reports.flatMap((report) => report.files).sort((a, b) => b.seconds - a.seconds), failures: reports.flatMap((report) => report.failures) };
}

/** Runs a phase's groups in turn; returns its summary line. */
async function runPhase(phase, alone) {
  const groups = PHASES[phase];
  const steps = groups.flat();
  const started = performance.now();
  console.log(`\n▶ ${phase}: ${groups.map((group) => group.map((step) => step.name).join(' ∥ ')).join(', then ')}`);
  const results = [];
  for (const group of groups) {
    results.push(...(await Promise.all(group.map((step) => run(step, alone && group.length === 1)))));
    if (!results.every(Boolean)) break;
  }
  const wall = (performance.now() - started) / 1000;
  const cpus = steps.map((step) => cpuOf(step.name)).filter((cpu) => cpu !== undefined);
  const cpu = cpus.length === 0 ? undefined : cpus.reduce((sum, value) => sum + value, 0);
  const ok = results.every(Boolean);
  const tests = sumTests(steps.map((step) => testsOf(step.name)).filter(Boolean));
  console.log(`\n◀ ${phase}: ${ok ? 'passed' : 'FAILED'} in ${wall.toFixed(0)} s (processor ${cpu === undefined ? 'not measured' : `${cpu.toFixed(0)} s`})`);
  if (tests) {
    console.log(`  ${tests.total} tests: ${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped; slowest files:`);
    for (const file of tests.files.slice(0, 8)) console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.file} (${file.tests})`);
  }
  return { phase, wall, cpu, tests: tests?.total, ok, failures: tests?.failures ?? [] };
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
  const stages = STAGES.map((stage) => stage.filter((phase) => chosen.length === 0 || chosen.includes(phase))).filter((stage) => stage.length > 0);
  const started = performance.now();
  const summary = [];
  for (const stage of stages) {
    summary.push(...(await Promise.all(stage.map((phase) => runPhase(phase, stage.length === 1)))));
    if (!summary.every((entry) => entry.ok)) break;
  }
  console.log('\nphase        wall s  processor s  tests');
  for (const { phase, wall, cpu, tests, ok } of summary) console.log(`${phase.padEnd(12)} ${seconds(wall)}    ${seconds(cpu)}        ${tests ?? ''}${ok ? '' : '  FAILED'}`);
  const total = summary.reduce((sum, entry) => sum + (entry.tests ?? 0), 0);
  const cpu = summary.every((entry) => entry.cpu !== undefined) ? summary.reduce((sum, entry) => sum + entry.cpu, 0) : undefined;
  console.log(`${'total'.padEnd(12)} ${seconds((performance.now() - started) / 1000)}    ${seconds(cpu)}        ${total}`);
  console.log(`(${stages.map((stage) => stage.join(' ∥ ')).join(', then ')}: the total's wall time is the run's, not the sum)`);
  // The failures again, last: a long run's log is often read from its end, where the phases' own output is long gone.
  const failures = summary.flatMap((entry) => entry.failures.map((failure) => ({ phase: entry.phase, ...failure })));
  if (failures.length > 0) {
    console.log(`\n${failures.length} failed:`);
    for (const { phase, file, test, message } of failures) {
      console.log(`  ${phase}  ${file}  ›  ${test}`);
      const lines = message.split('\n').filter((line) => line.trim() !== '').slice(0, 6);
      for (const line of lines) console.log(`      ${line.slice(0, 300)}`);
    }
  }
  return summary.every((entry) => entry.ok) ? 0 : 1;
}

process.exitCode = await main();
