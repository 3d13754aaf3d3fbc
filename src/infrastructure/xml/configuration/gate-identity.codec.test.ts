import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isAlertGate } from '../../../domain/configuration/controller/gate';
import { allGates } from '../../../domain/configuration/controller/gate-graph';
import { applySignature } from '../../../domain/configuration/signature';
import { NodeMd5Adapter } from '../../crypto/node-md5.adapter';
import { DEFAULT_CONFIGURATION_SALT } from '../../settings/configuration-salt';
import { readDocument, writeDocument } from '../configuration-document';
import { configurationCodec as codec } from './configuration.codec';

const options = { salt: DEFAULT_CONFIGURATION_SALT, md5: (value: string): string => new NodeMd5Adapter().md5(value) };
const now = new Date(2027, 5, 2, 9, 0, 0, 0);
// Only the fields section 3 lists: no gate has an <identifier>.
const text = readFileSync(new URL('../../../../test/fixtures/configuration/spec-only.xml', import.meta.url), 'utf8');

describe('gates without an <identifier>', () => {
  it('keep their identity, read after read, when an earlier gate is deleted: outputs, alerts and nested gates alike', () => {
    const document = readDocument(text, codec, options);
    const gates = document.configuration.controller.gates;
    expect(gates.length).toBeGreaterThan(3);
    expect(allGates(document.configuration.controller).length).toBeGreaterThan(gates.length);
    expect(new Set(gates.map((gate) => gate.id)).size).toBe(gates.length);
    expect(readDocument(text, codec, options).configuration.controller.gates.map((gate) => gate.id)).toEqual(gates.map((gate) => gate.id));
    for (const deleted of [0, 1, gates.findIndex(isAlertGate)]) {
      const kept = gates.filter((_, index) => index !== deleted);
      const written = writeDocument(document.source, { ...document.configuration, controller: { ...document.configuration.controller, gates: kept } }, codec, { ...options, now });
      // Nothing written for them: the identity is read, not stored.
      expect(written).not.toContain('<identifier type="guid">'.concat(kept[0]!.id));
      const again = readDocument(written, codec, options).configuration.controller;
      expect(allGates(again).map(({ gate }) => gate.id)).toEqual(allGates({ gates: kept }).map(({ gate }) => gate.id));
    }
  });

  it('two gates without outputs that are alike get distinct identities, in their order', () => {
    const document = readDocument(text, codec, options);
    const alert = document.configuration.controller.gates.find(isAlertGate)!;
    const twice = { ...document.configuration, controller: { ...document.configuration.controller, gates: [...document.configuration.controller.gates, { ...alert, id: '9-9' }] } };
    const unsigned = writeDocument(document.source, twice, codec, { ...options, now }).replace(/\t+<identifier type="guid">9-9<\/identifier>\n/, '');
    const written = applySignature(unsigned, options.salt, options.md5);
    const ids = readDocument(written, codec, options).configuration.controller.gates.filter(isAlertGate).map((gate) => gate.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
