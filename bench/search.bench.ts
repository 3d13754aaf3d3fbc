// Search everywhere (src/domain/configuration/search/) on the generated
// 2,000-device, 10,000-gate site against a 10-device site, in one run: time
// to build the index of the draft (done once per draft), then time to answer
// one keystroke (each prefix of a few queries typed one character at a time,
// as the dialog searches on every keystroke). Figures are medians of
// interleaved rounds, with the ratio large / small. No assertions.
// Run: npm run bench:search   (ROUNDS=7)
import type { Configuration } from '../src/domain/configuration/configuration';
import { buildSearchIndex, deviceHolds, gateHolds, groupHolds, searchEntries, type SearchEntry, type SearchSource } from '../src/domain/configuration/search/configuration-search';
import { NodeMd5Adapter } from '../src/infrastructure/crypto/node-md5.adapter';
import { DEFAULT_CONFIGURATION_SALT } from '../src/infrastructure/settings/configuration-salt';
import { XmlConfigurationCodecAdapter } from '../src/infrastructure/xml/xml-configuration-codec.adapter';
import { generateConfiguration } from './configuration-generator';

const ROUNDS = Number(process.env['ROUNDS'] ?? 7);
/** Typed one character at a time: a camera's number, a gate's type, a word every device has, nothing. */
const QUERIES = ['camera 1336', 'porte 9999', 'entrance', 'xyzzy'];

/**
 * The console's sources (ui/features/search/search-targets.ts derives them from the
 * page table, whose words need the Lingui macro this script runs without): the same
 * lists in the same order.
 */
const SOURCES: readonly SearchSource[] = [
  { kind: 'group', list: ['groups'], within: (group) => groupHolds(group as never) },
  { kind: 'device', list: ['devices'], within: (device) => deviceHolds(device as never) },
  ...(['parameters.stores', 'emails', 'messages', 'contacts', 'ftpClients', 'alarms', 'calendars'] as const).map((path) => ({ kind: path, list: path.split('.') })),
  { kind: 'gate', list: ['controller', 'gates'], within: (gate) => gateHolds(gate as never) },
];

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function read(devices: number, gates: number): Configuration {
  const codec = new XmlConfigurationCodecAdapter<Configuration>(new NodeMd5Adapter(), DEFAULT_CONFIGURATION_SALT);
  const result = codec.read(generateConfiguration(devices, gates, { sampleDevices: false }));
  if (!result.valid) throw result.error;
  return result.configuration;
}

interface Round {
  buildMs: number;
  /** Every keystroke's time, in ms. */
  keystrokes: number[];
  entries: number;
}

function round(configuration: Configuration): Round {
  const started = performance.now();
  const index: readonly SearchEntry[] = buildSearchIndex(configuration, SOURCES);
  const buildMs = performance.now() - started;
  const keystrokes: number[] = [];
  let found = 0;
  for (const query of QUERIES) {
    for (let length = 1; length <= query.length; length++) {
      const at = performance.now();
      found += searchEntries(index, query.slice(0, length), 50).total;
      keystrokes.push(performance.now() - at);
    }
  }
  if (found === 0) throw new Error('nothing found: the bench measures nothing');
  return { buildMs, keystrokes, entries: index.length };
}

const small = read(10, 10);
const large = read(2000, 10_000);
const rounds: { small: Round[]; large: Round[] } = { small: [], large: [] };
// One warm-up of each, then interleaved rounds.
round(small);
round(large);
for (let index = 0; index < ROUNDS; index++) {
  rounds.small.push(round(small));
  rounds.large.push(round(large));
}

const figures = (list: Round[]) => ({
  entries: list[0]!.entries,
  buildMs: median(list.map((r) => r.buildMs)),
  keystrokeMs: median(list.flatMap((r) => r.keystrokes)),
  worstKeystrokeMs: median(list.map((r) => Math.max(...r.keystrokes))),
});
const s = figures(rounds.small);
const l = figures(rounds.large);
const row = (name: string, a: number, b: number, digits = 2) => `| ${name} | ${a.toFixed(digits)} | ${b.toFixed(digits)} | ${(b / a).toFixed(1)} |`;
console.log(`Search index, medians of ${ROUNDS} interleaved rounds; ${QUERIES.length} queries typed one character at a time.\n`);
console.log('| figure | 10 devices, 10 gates | 2,000 devices, 10,000 gates | ratio large / small |');
console.log('|---|---|---|---|');
console.log(row('entries in the index', s.entries, l.entries, 0));
console.log(row('build the index (ms)', s.buildMs, l.buildMs));
console.log(row('one keystroke, median (ms)', s.keystrokeMs, l.keystrokeMs, 3));
console.log(row('slowest keystroke of a round, median (ms)', s.worstKeystrokeMs, l.worstKeystrokeMs, 3));
