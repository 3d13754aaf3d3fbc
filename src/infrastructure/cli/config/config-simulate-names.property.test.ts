import fc from 'fast-check';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedConfiguration, signedDocument } from '../../../../test/generators/configuration-document.arbitrary';
import { leaf, type XmlNode } from '../../../../test/generators/xml-tree';
import { propertyParameters } from '../../../../test/support/property-seed';
import { main } from '../../../composition/config-cli';
import { LogicEngine } from '../../../domain/configuration/controller/engine/logic-engine';
import { referenceIndex } from '../../../domain/configuration/validation/reference-index';
import { CryptoJsMd5Adapter } from '../../crypto/crypto-js-md5.adapter';
import { DEFAULT_CONFIGURATION_SALT } from '../../settings/configuration-salt';
import { XmlConfigurationCodecAdapter } from '../../xml/xml-configuration-codec.adapter';

const md5 = new CryptoJsMd5Adapter();
const codec = new XmlConfigurationCodecAdapter(md5, DEFAULT_CONFIGURATION_SALT);
const START = '2026-11-23T07:00:00';

async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: { write: (chunk: string) => (stdout += chunk) }, stderr: { write: (chunk: string) => (stderr += chunk) }, env: {} });
  return { code, stdout, stderr };
}

/** The element with its `name` child set (inserted after `identifier`, else `type`, when it has none). */
function named(node: XmlNode, name: string): XmlNode {
  const children = [...(node.children ?? [])];
  const at = children.findIndex((child) => child.name === 'name');
  if (at >= 0) children[at] = leaf('name', name);
  else children.splice(Math.max(children.findIndex((child) => child.name === 'identifier'), children.findIndex((child) => child.name === 'type')) + 1, 0, leaf('name', name));
  return { ...node, children };
}

/**
 * The controller with every gate output (nested ones too) called "Sortie 1",
 * and the top-level gates named "Porte 1", "Porte 1", "Porte 3"… (the first
 * two share a name).
 */
function renamed(configuration: XmlNode): XmlNode {
  const outputs = (node: XmlNode): XmlNode => {
    if (node.name === 'output' && node.children?.some((child) => child.name === 'identifier')) return named(node, 'Sortie 1');
    return node.children ? { ...node, children: node.children.map(outputs) } : node;
  };
  return {
    ...configuration,
    children: configuration.children!.map((section) => {
      if (section.name !== 'controller') return section;
      return {
        ...section,
        children: section.children!.map((child) => {
          if (child.name !== 'gates') return child;
          return { ...child, children: child.children!.map((gate, index) => outputs(named(gate, `Porte ${index === 1 ? 1 : index + 1}`))) };
        }),
      };
    }),
  };
}

describe('vigil config simulate on documents generated from the specification, every gate output called "Sortie 1"', () => {
  it('finds a gate by its name and an output by "Gate › Output", names them so in the trace, and refuses a shared name with its candidates', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-names-'));
    await fc.assert(
      fc.asyncProperty(generatedConfiguration({ maxItems: 2 }), fc.boolean(), async (generated, ascii) => {
        const configuration = renamed(generated.configuration);
        const site = join(dir, 'site.xml');
        const text = signedDocument(configuration, generated.date, DEFAULT_CONFIGURATION_SALT, (value) => md5.md5(value));
        writeFileSync(site, text);
        const reading = codec.read(text);
        if (!reading.valid) throw reading.error;
        const model = reading.configuration;
        // What each gate's first output is at the start, found by identifier.
        const engine = new LogicEngine(model, { start: new Date(START).getTime() });
        const { io0, io1, io0a } = model.controller;
        const ioNames = new Set([...referenceIndex(model).externalIos, io0, io1, io0a].map((io) => io.name));
        const gates = model.controller.gates.filter((gate) => gate.outputs.length > 0 && gate.name !== '');
        const count = (name: string) => gates.filter((gate) => gate.name === name).length;
        const unique = gates.filter((gate) => count(gate.name) === 1 && !ioNames.has(gate.name));
        expect(unique.length).toBeGreaterThan(0);
        const scenario = join(dir, 'scenario.json');
        const separator = ascii ? ' > ' : ' › ';
        writeFileSync(scenario, JSON.stringify({
          start: START,
          duration: '1s',
          // A gate by its name; an output by "Gate › Sortie 1", or by its position when the gate has several.
          expect: unique.flatMap((gate) => [
            { at: 0, io: gate.name, value: engine.value(gate.outputs[0]!.id) },
            ...gate.outputs.map((output, index) => ({
              at: 0, io: `${gate.name}${separator}${gate.outputs.length === 1 ? 'Sortie 1' : `#${index + 1}`}`, value: engine.value(output.id),
            })),
          ]),
        }));
        const result = await run(['simulate', site, '--scenario', scenario, '--json']);
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
        const json = JSON.parse(result.stdout) as { passed: boolean; trace: { kind: string; id: string; name: string }[] };
        expect(json.passed).toBe(true);
        const owners = new Map(unique.flatMap((gate) => gate.outputs.map((output) => [output.id, gate.name] as const)));
        for (const entry of json.trace) {
          if (entry.kind === 'change' && owners.has(entry.id)) expect(entry.name).toBe(`${owners.get(entry.id)} › Sortie 1`);
        }

        // "Sortie 1" alone names every output at once: refused, with each candidate; so is a gate name two gates share.
        const outputs = model.controller.gates.flatMap((gate) => gate.outputs);
        if (ioNames.has('Sortie 1')) return;
        writeFileSync(scenario, JSON.stringify({ start: START, duration: '1s', expect: [{ at: 0, io: 'Sortie 1', value: 0 }] }));
        const shared = await run(['simulate', site, '--scenario', scenario]);
        expect(shared.code).toBe(1);
        expect(shared.stderr).toMatch(/^scenario: expect\[0\]\.io: "Sortie 1" names \d+ signals: /);
        for (const output of outputs) expect(shared.stderr).toContain(`(${output.id})`);
        const twins = gates.filter((gate) => count(gate.name) > 1);
        if (twins.length < 2 || ioNames.has(twins[0]!.name)) return;
        writeFileSync(scenario, JSON.stringify({ start: START, duration: '1s', inputs: [], expect: [{ at: '0s', io: twins[0]!.name, value: 0 }] }));
        const sharedGate = await run(['simulate', site, '--scenario', scenario]);
        expect(sharedGate.code).toBe(1);
        for (const twin of twins) expect(sharedGate.stderr).toContain(`(${twin.outputs[0]!.id})`);
      }),
      propertyParameters({ numRuns: 10 }),
    );
  }, 240_000);
});
