// The gate engine (src/domain/configuration/controller/engine/) on the
// generated 10,000-gate site against the 10-gate site, in one run: time to
// build the engine, then steps per second, each step advancing the clock by
// 100 ms and toggling the input that feeds the chain of gates (so a change
// ripples through the whole chain each step, and every clock, delay and
// periodic gate wakes as it is due). Figures are medians of interleaved
// rounds, with the ratio 10 / 10,000. No assertions.
// Run: npm run bench:engine   (ROUNDS=5, STEPS=2000)
import type { Configuration } from '../src/domain/configuration/configuration';
import { LogicEngine } from '../src/domain/configuration/controller/engine/logic-engine';
import { NodeMd5Adapter } from '../src/infrastructure/crypto/node-md5.adapter';
import { DEFAULT_CONFIGURATION_SALT } from '../src/infrastructure/settings/configuration-salt';
import { XmlConfigurationCodecAdapter } from '../src/infrastructure/xml/xml-configuration-codec.adapter';
import { generateConfiguration } from './configuration-generator';

const ROUNDS = Number(process.env['ROUNDS'] ?? 5);
const STEPS = Number(process.env['STEPS'] ?? 2000);
const STEP_MS = 100;
const START = new Date(2027, 0, 4, 7, 0, 0).getTime();

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function site(devices: number, gates: number): { configuration: Configuration; input: string } {
  const codec = new XmlConfigurationCodecAdapter<Configuration>(new NodeMd5Adapter(), DEFAULT_CONFIGURATION_SALT);
  const read = codec.read(generateConfiguration(devices, gates));
  if (!read.valid) throw read.error;
  const configuration = read.configuration;
  // The chain's first gate reads this input (configuration-generator.ts).
  const first = configuration.controller.gates[0]!.inputs[0]!.linkId;
  return { configuration, input: first };
}

interface Figures {
  buildMs: number;
  stepsPerSecond: number;
  /** Simulated time over wall time. */
  speed: number;
  gates: number;
  changesPerStep: number;
  evaluationsPerStep: number;
  microsecondsPerEvaluation: number;
}

function measure({ configuration, input }: { configuration: Configuration; input: string }): Figures {
  const built = performance.now();
  const engine = new LogicEngine(configuration, { start: START, trace: true });
  const buildMs = performance.now() - built;
  engine.drain();
  const evaluatedBefore = engine.evaluationCount;
  let changes = 0;
  const began = performance.now();
  for (let step = 1; step <= STEPS; step++) {
    engine.step(START + step * STEP_MS);
    engine.setInput(input, step % 2);
    changes += engine.drain().changes.length;
  }
  const wall = performance.now() - began;
  const evaluations = engine.evaluationCount - evaluatedBefore;
  return {
    buildMs, stepsPerSecond: (STEPS / wall) * 1000, speed: (STEPS * STEP_MS) / wall, gates: engine.gateCount, changesPerStep: changes / STEPS,
    evaluationsPerStep: evaluations / STEPS, microsecondsPerEvaluation: (wall * 1000) / evaluations,
  };
}

const small = site(2, 10);
const large = site(2000, 10_000);
const rounds: { small: Figures; large: Figures }[] = [];
for (let round = 0; round < ROUNDS; round++) rounds.push({ small: measure(small), large: measure(large) });

const pick = (which: 'small' | 'large', key: keyof Figures) => median(rounds.map((round) => round[which][key]));
const row = (label: string, key: keyof Figures, digits = 0) => {
  const a = pick('small', key);
  const b = pick('large', key);
  console.log(`| ${label} | ${a.toFixed(digits)} | ${b.toFixed(digits)} | ${(a / b).toFixed(2)} |`);
};
console.log(`logic engine, ${ROUNDS} rounds of ${STEPS} steps of ${STEP_MS} ms (medians)`);
console.log('| figure | 10 gates | 10,000 gates | ratio 10 / 10,000 |');
console.log('|---|---|---|---|');
row('engine nodes (gates and relays)', 'gates');
row('build the engine (ms)', 'buildMs', 1);
row('steps per second', 'stepsPerSecond');
row('simulated time / wall time (×)', 'speed');
row('signal changes per step', 'changesPerStep', 1);
row('gate evaluations per step', 'evaluationsPerStep', 1);
row('µs per gate evaluation', 'microsecondsPerEvaluation', 2);
