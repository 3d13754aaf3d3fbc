import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sequentialGuids } from '../guid';
import { createIo } from '../io';
import { createController } from './controller';
import { GATE_TYPES, type Gate } from './gate';
import { createGate, GATE_ARITY } from './gate-factory';
import { danglingReferences } from './gate-graph';
import { propertyParameters } from '../../../../test/support/property-seed';

const WIRABLE = GATE_TYPES.filter((type) => GATE_ARITY[type].inputs > 0 || GATE_ARITY[type].outputs > 0);

/** A random gate graph whose every input names an existing output or the external io. */
const graph = fc.array(fc.record({ type: fc.constantFrom(...WIRABLE), picks: fc.array(fc.nat(), { maxLength: 4 }) }), { minLength: 1, maxLength: 25 });

describe('gate graph (properties)', () => {
  it('finds exactly the dangling inputs and links that were injected', () => {
    fc.assert(
      fc.property(graph, fc.array(fc.nat(), { maxLength: 6 }), fc.nat(3), (specs, breakAt, brokenLinks) => {
        const ids = sequentialGuids(1);
        const external = createIo({ name: 'External' }, ids);
        const sources = [external.id];
        const gates: Gate[] = specs.map(({ type, picks }) => {
          const gate = createGate(type, {}, ids);
          const wired = { ...gate, inputs: gate.inputs.map((_, index) => ({ linkId: sources[(picks[index] ?? 0) % sources.length]! })) } as Gate;
          sources.push(...wired.outputs.map((output) => output.id));
          return wired;
        });
        const inputs = gates.flatMap((gate, gateIndex) => gate.inputs.map((_, inputIndex) => [gateIndex, inputIndex] as const));
        const expected: string[] = [];
        const broken = new Set(breakAt.map((pick) => pick % Math.max(inputs.length, 1)));
        for (const position of broken) {
          const target = inputs[position];
          if (target === undefined) continue;
          const [gateIndex, inputIndex] = target;
          const gate = gates[gateIndex]!;
          gates[gateIndex] = { ...gate, inputs: gate.inputs.with(inputIndex, { linkId: `0-${position}` }) } as Gate;
          expected.push(`gates/gate[${gateIndex + 1}]/inputs/input[${inputIndex + 1}]/link-id`);
        }
        const links = [
          ...sources.map((linkId) => ({ id: ids(), linkId })),
          ...Array.from({ length: brokenLinks }, (_, index) => ({ id: ids(), linkId: `0-link-${index}` })),
        ];
        links.forEach((link, index) => link.linkId.startsWith('0-link') && expected.push(`links/link[${index + 1}]/link-id`));
        const controller = { ...createController({}, ids), gates, links };
        expect(danglingReferences(controller, [external]).map((found) => found.path).sort()).toEqual(expected.sort());
      }),
      propertyParameters(),
    );
  });
});
