// What the logic editor's first paint costs on the main thread against what
// it cost before, and what the index worker computes, on the generated site
// with 10,000 gates (10 devices): medians of 7 rounds, in Node.
//   node --import tsx bench/logic-index.bench.ts
import { performance } from 'node:perf_hooks';
import type { Configuration } from '../src/domain/configuration/configuration';
import { connectedComponents } from '../src/domain/configuration/controller/logic-analysis';
import { buildLogicGraph, partGraph, scopeOutline } from '../src/domain/configuration/controller/logic-graph';
import { compactOutline, firstPart, indexLogic, signalTable } from '../src/domain/configuration/controller/logic-parts';
import { NodeMd5Adapter } from '../src/infrastructure/crypto/node-md5.adapter';
import { resolveConfigurationSalt } from '../src/infrastructure/settings/configuration-salt';
import { XmlConfigurationCodecAdapter } from '../src/infrastructure/xml/xml-configuration-codec.adapter';
import { generateConfiguration } from './configuration-generator';

const codec = new XmlConfigurationCodecAdapter<Configuration>(new NodeMd5Adapter(), resolveConfigurationSalt());
const read = codec.read(generateConfiguration(10, 10_000));
if (!read.valid) throw read.error;
const site = read.configuration;

/** Median ms of `rounds` runs of `task`, each on a fresh copy of the gates (so no cache of a run before helps). */
function time(task: (configuration: Configuration) => unknown, rounds = 7): number {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const fresh = { ...site, controller: { ...site.controller, gates: site.controller.gates.map((gate) => ({ ...gate })) } };
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
const compact = time((configuration) => compactOutline(scopeOutline(configuration)));
const outline = compactOutline(scopeOutline(site));
const index = time(() => indexLogic(outline));
const clone = time(() => structuredClone(outline));

console.log(`gates: ${site.controller.gates.length}, links: ${site.controller.links.length}, parts: ${indexLogic(outline).parts.length}`);
console.log('| main thread, before the first paint (ms, median of 7) | |');
console.log('|---|---|');
console.log(`| before: whole graph, connected groups, the part's nodes | ${before.toFixed(1)} |`);
console.log(`| after: outline, signal table, bounded walk, the part's graph | ${after.toFixed(1)} |`);
console.log(`| of which outline, signal table and walk | ${walkOnly.toFixed(1)} |`);
console.log('| after the paint | |');
console.log(`| main thread: the outline as plain data for the worker | ${compact.toFixed(1)} |`);
console.log(`| main thread: its structured clone (postMessage) | ${clone.toFixed(1)} |`);
console.log(`| worker: the whole index (parts and loops) | ${index.toFixed(1)} |`);
