// What the logic editor's first paint costs on the main thread against what
// it cost before, what asking the worker costs after the paint, and what the
// worker computes, on the generated site
// with 10,000 gates (10 devices): medians of 15 rounds, in Node.
//   node --expose-gc --import tsx bench/logic-index.bench.ts (npm run bench:logic-index)
// and what selecting a gate costs for the inspector's lists, from the whole graph before and the outline now.
import { performance } from 'node:perf_hooks';
import type { Configuration } from '../src/domain/configuration/configuration';
import { buildLogicGraph, partGraph, scopeOutline, type ScopeOutline } from '../src/domain/configuration/controller/logic-graph';
import { firstPart, indexLogic, signalTable } from '../src/domain/configuration/controller/logic-parts';
import { memberNode, scopeSignals } from '../src/domain/configuration/controller/logic-signals';
import { decodeOutline, encodeOutline } from '../src/infrastructure/worker/logic-index-protocol';
import { NodeMd5Adapter } from '../src/infrastructure/crypto/node-md5.adapter';
import { resolveConfigurationSalt } from '../src/infrastructure/settings/configuration-salt';
import { XmlConfigurationCodecAdapter } from '../src/infrastructure/xml/xml-configuration-codec.adapter';
import { compactOutline, connectedComponents } from '../test/support/logic-graph-reference';
import { generateConfiguration } from './configuration-generator';

const codec = new XmlConfigurationCodecAdapter<Configuration>(new NodeMd5Adapter(), resolveConfigurationSalt());
const read = codec.read(generateConfiguration(10, 10_000));
if (!read.valid) throw read.error;
const site = read.configuration;

/**
 * Median ms of `rounds` runs of `task`, each on a fresh copy of the gates (so no cache of a run before helps),
 * or with `warm` on the same gates (their nodes drawn already, as after an edit of one gate); `prepare` is not timed.
 */
function time<T = Configuration>(task: (prepared: T) => unknown, rounds = 15, prepare: (configuration: Configuration) => T = (configuration) => configuration as T, warm = false): number {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const fresh = warm ? site : { ...site, controller: { ...site.controller, gates: site.controller.gates.map((gate) => ({ ...gate })) } };
    const prepared = prepare(fresh);
    // The garbage of the round before collected first (node --expose-gc), so each round pays for its own.
    (globalThis as { gc?: () => void }).gc?.();
    const start = performance.now();
    task(prepared);
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
// A gate selected: what the inspector's input lists were read from (the whole graph) and are now (the outline the editor holds).
const selectedId = site.controller.gates[site.controller.gates.length - 1]!.id;
const selectBefore = time((configuration) => {
  const graph = buildLogicGraph(configuration);
  return [graph.nodes.find((node) => node.id === selectedId), graph.nodes.flatMap((node) => node.outputs.map((port) => ({ port, node })))];
});
const selectAfter = time<ScopeOutline>((shown) => [memberNode(shown, selectedId), scopeSignals(shown)], 15, (configuration) => scopeOutline(configuration));
const selectBeforeWarm = time((configuration) => {
  const graph = buildLogicGraph(configuration);
  return [graph.nodes.find((node) => node.id === selectedId), graph.nodes.flatMap((node) => node.outputs.map((port) => ({ port, node })))];
}, 15, undefined, true);
const selectAfterWarm = time<ScopeOutline>((shown) => [memberNode(shown, selectedId), scopeSignals(shown)], 15, (configuration) => scopeOutline(configuration), true);

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
console.log('| a gate selected: the inspector\'s node and signal list | |');
console.log(`| before: the whole graph, its node and every output (gates not drawn yet) | ${selectBefore.toFixed(1)} |`);
console.log(`| after: from the outline (gates not drawn yet) | ${selectAfter.toFixed(1)} |`);
console.log(`| before: the whole graph (gates drawn already, as after an edit) | ${selectBeforeWarm.toFixed(1)} |`);
console.log(`| after: from the outline (gates drawn already) | ${selectAfterWarm.toFixed(1)} |`);
