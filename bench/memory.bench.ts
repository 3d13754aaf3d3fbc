// Peak memory of `vigil config roundtrip` on a large site, measured as issue 22
// asks: the command line run in a fresh process, its maximum resident set as a
// multiple of the file's size, with, in the same run, the same command on a
// 0.1 MB site (what Node, tsx and the loaded modules cost before any document)
// as the baseline. The output is checked byte-identical to the input.
// The command line is bundled first (scripts/build-cli.js, as `npm ci` does), so
// the figures are those of the shipped `vigil`; `vigil config --help` measures
// what starting it costs, bundled and through tsx (VIGIL_CLI_SOURCES=1).
// No assertions: figures, with the goal (≤ 8 × the file size) beside them.
// Run: npm run bench:memory   (SIZE=35.6 MB, RUNS=3 fresh processes per site)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateConfiguration, siteOfSize } from './configuration-generator';

const SIZE = Number(process.env['SIZE'] ?? 35.6);
const RUNS = Number(process.env['RUNS'] ?? 3);
const vigil = fileURLToPath(new URL('../bin/vigil.js', import.meta.url));
// Loaded before the command (plain JavaScript, no tsx in the measured process): writes the process's
// peak resident set (its own, VmHWM: see peak-memory.mjs) to fd 3 as it exits.
const probe = new URL('./peak-memory.mjs', import.meta.url).href;

const MiB = 1024 * 1024;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Maximum resident set (bytes) of one `vigil config …` in a fresh process, and its standard output. */
function vigilConfig(args: readonly string[], env: NodeJS.ProcessEnv = process.env): { peak: number; stdout: Buffer } {
  const result = spawnSync(process.execPath, ['--import', probe, vigil, 'config', ...args], {
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    maxBuffer: 1 << 30,
    encoding: 'buffer',
    env: { ...env, VIGIL_PEAK_FD: '3' },
  });
  if (result.status !== 0) throw new Error(`vigil config ${args[0]} exited ${result.status}: ${result.stderr.toString()}`);
  return { peak: Number(String(result.output[3])), stdout: result.stdout };
}

/** Maximum resident set (bytes) of one `vigil config roundtrip FILE` in a fresh process; its output must equal the input. */
function roundtrip(file: string): number {
  const { peak, stdout } = vigilConfig(['roundtrip', file]);
  if (!readFileSync(file).equals(stdout)) throw new Error('the roundtrip did not give back the same bytes');
  return peak;
}

function main(): void {
  const build = spawnSync(process.execPath, [fileURLToPath(new URL('../scripts/build-cli.js', import.meta.url))], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('scripts/build-cli.js failed');
  const starts = { bundled: [] as number[], sources: [] as number[] };
  const directory = mkdtempSync(join(tmpdir(), 'vigil-memory-'));
  try {
    const sites = [
      { label: 'baseline', size: 0.1 },
      { label: 'large', size: SIZE },
    ].map(({ label, size }) => {
      const { devices, gates } = siteOfSize(size);
      const file = join(directory, `${label}.xml`);
      writeFileSync(file, generateConfiguration(devices, gates), 'utf8');
      return { label, file, devices, gates, bytes: statSync(file).size, peaks: [] as number[] };
    });
    for (let run = 0; run < RUNS; run += 1) {
      // Interleaved, so that a busy moment of the shared machine weighs on both.
      for (const site of sites) site.peaks.push(roundtrip(site.file));
      starts.bundled.push(vigilConfig(['--help']).peak);
      starts.sources.push(vigilConfig(['--help'], { ...process.env, VIGIL_CLI_SOURCES: '1' }).peak);
    }
    console.log(`vigil config roundtrip, fresh process, maximum resident set, median of ${RUNS}; node ${process.version}`);
    console.log('| site | file (MiB) | devices | gates | peak (MiB) | peak / file size | runs (MiB) |');
    console.log('|---|---|---|---|---|---|---|');
    for (const site of sites) {
      const peak = median(site.peaks);
      console.log(`| ${site.label} | ${(site.bytes / MiB).toFixed(1)} | ${site.devices} | ${site.gates} | ${(peak / MiB).toFixed(0)} | ${(peak / site.bytes).toFixed(1)} | ${site.peaks.map((value) => (value / MiB).toFixed(0)).join(', ')} |`);
    }
    const mib = (values: readonly number[]) => `${(median(values) / MiB).toFixed(0)} MiB (${values.map((value) => (value / MiB).toFixed(0)).join(', ')})`;
    console.log(`vigil config --help (start only): bundled ${mib(starts.bundled)}, sources through tsx ${mib(starts.sources)}`);
    const [baseline, large] = sites as [typeof sites[0], typeof sites[0]];
    const peak = median(large.peaks);
    const growth = peak - median(baseline.peaks);
    console.log(`large site: peak ${(peak / large.bytes).toFixed(1)} × the file size (goal ≤ 8); above the 0.1 MB site's process ${(growth / large.bytes).toFixed(1)} × the file size; output byte-identical`);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

main();
