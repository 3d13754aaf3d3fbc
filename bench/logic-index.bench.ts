// What the logic editor's first paint costs on the main thread against what
// it cost before, what asking the worker costs after the paint, and what the
// worker computes, on the generated site
// with 10,000 gates (10 devices): medians of 15 rounds, in Node.
//   node --expose-gc --import tsx bench/logic-index.bench.ts (npm run bench:logic-index)
import { performance } from 'node:perf_hooks';
import type { Configuration } from '../src/domain/configuration/configuration';
import { connectedComponents } from '../src/domain/configuration/controller/logic-analysis';
import { buildLogicGraph, partGraph, scopeOutline } from '../src/domain/configuration/controller/logic-graph';
import { compactOutline, firstPart, indexLogic, signalTable } from '../src/domain/configuration/controller/logic-parts';
import { decodeOutline, encodeOutline } from '../src/infrastructure/worker/logic-index-protocol';
import { NodeMd5Adapter } from '../src/infrastructure/crypto/node-md5.adapter';
import { resolveConfigurationSalt } from '../src/infrastructure/settings/configuration-salt';
import { XmlConfigurationCodecAdapter } from '../src/infrastructure/xml/xml-configuration-codec.adapter';
import { generateConfiguration } from './configuration-generator';

const codec = new XmlConfigurationCodecAdapter<Configuration>(new NodeMd5Adapter(), resolveConfigurationSalt());
const read = codec.read(generateConfiguration(10, 10_000));
if (!read.valid) throw read.error;
const site = read.configuration;

/** Median ms of `rounds` runs of `task`, each on a fresh copy of the gates (so no cache of a run before helps). */
function time(task: (configuration: Configuration) => unknown, rounds = 15): number {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const fresh = { ...site, controller: { ...site.controller, gates: site.controller.gates.map((gate) => ({ ...gate })) } };
    // The garbage of the round before collected first (node --expose-gc), so each round pays for its own.
    (globalThis as { gc?: () => void }).gc?.();
    const start = performance.now();
    task(fresh);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(rounds / 2)]!;
}

const before = time((configuration) => {
  const graph = buildLogicGraph(configuration);
  const groups = connectedComponents(graph);
  const part = new Set(groups[0]!.slice(0, 400));
  return graph.nodes.filter((node) => part.has(node.id));
});
const after = time((configuration) => {
  const outline = scopeOutline(configuration);
  const table = signalTable(outline);
  return partGraph(outline, table, new Set(firstPart(outline, table)));
});
const walkOnly = time((configuration) => {
  const outline = scopeOutline(configuration);
  return firstPart(outline, signalTable(outline));
});
const objects = time((configuration) => structuredClone(compactOutline(scopeOutline(configuration))));
const encode = time((configuration) => encodeOutline(scopeOutline(configuration)));
const text = encodeOutline(scopeOutline(site));
const clone = time(() => structuredClone(text));
const outline = compactOutline(scopeOutline(site));
const index = time(() => indexLogic(decodeOutline(text)));

console.log(`gates: ${site.controller.gates.length}, links: ${site.controller.links.length}, parts: ${indexLogic(outline).parts.length}`);
console.log('| main thread, before the first paint (ms, median of 15) | |');
console.log('|---|---|');
console.log(`| before: whole graph, connected groups, the part's nodes | ${before.toFixed(1)} |`);
console.log(`| after: outline, signal table, bounded walk, the part's graph | ${after.toFixed(1)} |`);
console.log(`| of which outline, signal table and walk | ${walkOnly.toFixed(1)} |`);
console.log('| after the paint | |');
console.log(`| main thread: the outline as JSON text for the worker (encodeOutline) | ${encode.toFixed(1)} |`);
console.log(`| main thread: the text's structured clone (postMessage) | ${clone.toFixed(1)} |`);
console.log(`| main thread, not done: the outline's objects and their structured clone | ${objects.toFixed(1)} |`);
console.log(`| worker: the text read and the whole index (parts and loops) | ${index.toFixed(1)} |`);
