import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../domain/configuration/configuration';
import { diffModel } from '../../domain/configuration/model-diff';
import { setAt } from '../../domain/configuration/model-path';
import { DomainError } from '../../domain/shared/domain-error';
import { CryptoJsMd5Adapter } from '../crypto/crypto-js-md5.adapter';
import { DEFAULT_CONFIGURATION_SALT } from '../settings/configuration-salt';
import { XmlConfigurationCodecAdapter } from '../xml/xml-configuration-codec.adapter';
import { siteWithDevices } from '../../../test/fixtures/configuration/site-with-devices';
import { validateConfiguration } from '../../domain/configuration/validation/validate-configuration';
import { joinModel, PART_ITEMS, splitModel } from './model-parts';
import { InProcessConfigurationDecoder } from './in-process-configuration-decoder.adapter';
import { decoderWorkerPair } from '../../../test/support/decoder-worker-pair';

const SALT = DEFAULT_CONFIGURATION_SALT;
const sample = readFileSync(fileURLToPath(new URL('../../../test/fixtures/configuration/sample.xml', import.meta.url)), 'utf8');
const NOW = new Date(2027, 4, 6, 7, 8, 9, 10);
const codec = () => new XmlConfigurationCodecAdapter(new CryptoJsMd5Adapter(), SALT);

const workerPair = () => decoderWorkerPair(codec, SALT);
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

async function readBoth() {
  const inProcess = new InProcessConfigurationDecoder(codec);
  const { host, decoder } = workerPair();
  const local = await inProcess.read(utf8(sample));
  const remote = await decoder.read(utf8(sample));
  if (!local.valid || !remote.valid) throw new Error('sample must read');
  return { inProcess, local, decoder, remote, host };
}

/** The lines of `after` that are not the same line of `before` (both documents keep their line count here). */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  return after.split('\n').filter((line, index) => line !== a[index]);
}

const edits: readonly [string, (c: Configuration) => Configuration][] = [
  ['a contact phone', (c) => setAt(c, ['contacts', { id: c.contacts[0]!.id }, 'phone'], '+33 9 99 99 99 99')],
  ['a store name', (c) => setAt(c, ['parameters', 'stores', { id: c.parameters.stores[0]!.id }, 'name'], 'Renamed store')],
  ['an SMTP password', (c) => setAt(c, ['emails', { id: c.emails[1]!.id }, 'password'], { value: 'n3w-Secret', crypted: false })],
  ['a removed contact', (c) => ({ ...c, contacts: c.contacts.slice(1) })],
  // Ranges have no id: the codec matches kept ones by identity, else by position.
  ['a removed calendar range', (c) => setAt(c, ['calendars', { id: c.calendars.find((cal) => cal.ranges.length > 1)!.id }, 'ranges'], c.calendars.find((cal) => cal.ranges.length > 1)!.ranges.slice(1))],
  ['an added contact', (c) => ({ ...c, contacts: [...c.contacts, { id: '1-2', name: 'New Contact', firstname: '', mail: '', phone: '', description: '' }] })],
];

describe('the decoder in a worker', () => {
  it('reads the same model as in-process, as a clone, with the corrupted entities', async () => {
    const { local, remote } = await readBoth();
    expect(remote.configuration).not.toBe(local.configuration);
    expect(diffModel(local.configuration, remote.configuration)).toEqual([]);
    expect(remote.corrupted).toEqual(local.corrupted);
    expect(remote.signature).toBe(local.signature);
  });

  it('writes an untouched cloned model back byte for byte', async () => {
    const { decoder, remote } = await readBoth();
    await expect(decoder.write(remote.handle, structuredClone(remote.configuration), NOW)).resolves.toBe(sample);
  });

  it.each(edits)('writes %s over a cloned draft exactly as the in-process codec writes it over the original', async (_name, edit) => {
    const { inProcess, local, decoder, remote } = await readBoth();
    const expected = await inProcess.write(local.handle, edit(local.configuration), NOW);
    const written = await decoder.write(remote.handle, structuredClone(edit(remote.configuration)), NOW);
    expect(written).toBe(expected);
    expect(written).not.toBe(sample);
  });

  it('changes only the edited element, the date and the signature', async () => {
    const { decoder, remote } = await readBoth();
    const written = await decoder.write(remote.handle, structuredClone(edits[0]![1](remote.configuration)), NOW);
    const lines = changedLines(sample, written);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/<date>06\/05\/2027 07:08:09.010<\/date>/);
    expect(lines[1]).toMatch(/<signature>[0-9a-f]{32}<\/signature>/);
    expect(lines[2]).toContain('<phone>+33 9 99 99 99 99</phone>');
  });

  it('reports progress by phase and bytes', async () => {
    const { decoder } = workerPair();
    const phases: string[] = [];
    const bytes = utf8(sample).byteLength;
    await decoder.read(utf8(sample), { onProgress: (progress) => phases.push(`${progress.phase}:${progress.bytes}`) });
    expect(phases).toEqual([`parsing:${bytes}`, `transferring:${bytes}`, `done:${bytes}`]);
  });

  it('keeps the code and message of a refused document', async () => {
    const { decoder } = workerPair();
    const decoded = await decoder.read(utf8(sample.replace('<version>3</version>', '<version>2</version>')));
    expect(decoded.valid).toBe(false);
    const error = (decoded as { error: Error }).error;
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('CONFIG.INVALID_CONFIG_FILE_VERSION');
    expect(error.message).toBe('Expected config file version 3 but got 2');
  });

  it('drops a released read; writing over it fails clearly', async () => {
    const { decoder, remote, host } = await readBoth();
    expect(host.kept).toBe(1);
    decoder.release(remote.handle);
    await expect(decoder.write(remote.handle, remote.configuration, NOW)).rejects.toMatchObject({ code: 'CONFIG.HANDLE_RELEASED' });
    expect(host.kept).toBe(0);
  });

  it('sends a large model in parts of at most PART_ITEMS items, each a message of its own, with the problems it validated, and the page joins them', async () => {
    const site = siteWithDevices(sample, 2 * PART_ITEMS + 50);
    const local = await new InProcessConfigurationDecoder(codec).read(utf8(site));
    const { decoder, sent } = workerPair();
    const remote = await decoder.read(utf8(site));
    if (!local.valid || !remote.valid) throw new Error('the site must read');
    expect(diffModel(local.configuration, remote.configuration)).toEqual([]);
    expect(remote.configuration.devices.map((device) => device.id)).toEqual(local.configuration.devices.map((device) => device.id));
    expect(remote.problems).toEqual(validateConfiguration(local.configuration));
    // The in-process decoder leaves validation to the workspace.
    expect(local.problems).toBeUndefined();

    const devices = sent.flatMap((message) => (message.type === 'part' && message.part.kind === 'model' && message.part.part.path.join('.') === 'devices' ? [message.part.part.items.length] : []));
    expect(devices).toEqual([PART_ITEMS, PART_ITEMS, 50]);
    const answer = sent.find((message) => message.type === 'read');
    expect(answer?.type === 'read' && answer.result.valid && answer.result.configuration.devices).toEqual([]);
    expect(sent.map((message) => message.type).slice(-1)).toEqual(['read']);
  });
});

describe('a model in parts', () => {
  const model = {
    name: 'site',
    small: [1, 2, 3],
    big: Array.from({ length: 7 }, (_, index) => ({ index })),
    nested: { list: Array.from({ length: 5 }, (_, index) => `item ${index}`), deeper: { list: Array.from({ length: 9 }, (_, index) => index) } },
  };

  it('empties the arrays larger than a part in a skeleton, at the first two levels only, and leaves the model as it was', () => {
    const { skeleton, parts } = splitModel(model, 3);
    expect(skeleton).toEqual({ name: 'site', small: [1, 2, 3], big: [], nested: { list: [], deeper: model.nested.deeper } });
    expect(skeleton.nested.deeper).toBe(model.nested.deeper);
    expect(parts.map((part) => `${part.path.join('.')}:${part.items.length}`)).toEqual(['big:3', 'big:3', 'big:1', 'nested.list:3', 'nested.list:2']);
    expect(model.big).toHaveLength(7);
    expect(model.nested.list).toHaveLength(5);
  });

  it('is joined again, in order, from clones as the page receives them', () => {
    const { skeleton, parts } = splitModel(model, 3);
    expect(joinModel(structuredClone(skeleton), parts.map((part) => structuredClone(part)))).toEqual(model);
  });

  it('is the model itself when no array is larger than a part', () => {
    const { skeleton, parts } = splitModel(model, 10);
    expect(skeleton).toBe(model);
    expect(parts).toEqual([]);
  });
});

describe("the document's bytes, to the worker", () => {
  /** The sample with a title outside Latin-1 (three- and four-byte characters), signed again. */
  function signedWithTitle(title: string): string {
    const reading = codec().read(sample);
    if (!reading.valid) throw reading.error;
    return codec().write(reading.handle, { ...reading.configuration, parameters: { ...reading.configuration.parameters, title } }, NOW);
  }

  it('are transferred, not copied: the caller keeps an empty array; the worker decodes them to the text the codec reads in-process', async () => {
    const document = signedWithTitle('Entrée “nord” 東京 🎥');
    const bytes = utf8(document);
    const { decoder, received } = workerPair();
    const read = await decoder.read(bytes);
    expect(bytes.byteLength).toBe(0);
    expect(received.at(-1)).toMatchObject({ type: 'read', document: { byteLength: utf8(document).byteLength } });
    const local = codec().read(document);
    if (!read.valid || !local.valid) throw new Error('the document must read');
    expect(read.configuration.parameters.title).toBe('Entrée “nord” 東京 🎥');
    expect(read.signatureValid).toBe(true);
    expect(read.signature).toBe(local.signature);
    expect(diffModel(local.configuration, read.configuration)).toEqual([]);
  });

  it('are copied when they share their buffer with other data, which stays as it was', async () => {
    const document = utf8(sample);
    const shared = new Uint8Array(document.byteLength + 8);
    shared.set(document, 4);
    shared.set([1, 2, 3, 4], 0);
    const view = shared.subarray(4, 4 + document.byteLength);
    const read = await workerPair().decoder.read(view);
    expect(read.valid).toBe(true);
    expect(shared.byteLength).toBe(document.byteLength + 8);
    expect([...shared.subarray(0, 4)]).toEqual([1, 2, 3, 4]);
    expect(view).toEqual(document);
  });

  it('are decoded as UTF-8: a byte order mark kept and written back; a malformed byte read as U+FFFD, which breaks the signature and is reported', async () => {
    const document = utf8(sample);
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...document]);
    const { decoder } = workerPair();
    const read = await decoder.read(withBom.slice());
    expect(read).toMatchObject({ valid: true, signatureValid: true });
    if (!read.valid) throw new Error('the document with a byte order mark was refused');
    await expect(decoder.write(read.handle, structuredClone(read.configuration), NOW)).resolves.toBe(`\uFEFF${sample}`);
    const local = await new InProcessConfigurationDecoder(codec).read(withBom.slice());
    if (!local.valid) throw new Error('the document with a byte order mark was refused in process');
    await expect(new InProcessConfigurationDecoder(codec).write(local.handle, local.configuration, NOW)).resolves.toBe(`\uFEFF${sample}`);
    const at = document.indexOf(0x3c, new TextDecoder().decode(document).indexOf('<title>') + 1);
    const broken = new Uint8Array([...document.subarray(0, at), 0xff, ...document.subarray(at)]);
    const brokenLocal = await new InProcessConfigurationDecoder(codec).read(broken.slice());
    const lenient = await workerPair().decoder.read(broken.slice(), { verifySignature: false });
    const remote = await workerPair().decoder.read(broken);
    expect(remote).toMatchObject({ valid: false, error: { code: 'CONFIG.SIGNATURE_MISMATCH', message: 'the signature does not match the configuration (wrong salt or edited by hand)' } });
    expect(brokenLocal).toMatchObject({ valid: false, error: { code: 'CONFIG.SIGNATURE_MISMATCH' } });
    expect(lenient.valid && lenient.configuration.parameters.title).toContain('\uFFFD');
  });

  it('report a malformed document (cut inside a multi-byte character) as invalid, with the same error as in-process; the worker reads the next one', async () => {
    const text = signedWithTitle('東京 🎥'.repeat(50));
    const document = utf8(text);
    // One byte into the first '東' (three bytes).
    const cut = document.subarray(0, utf8(text.slice(0, text.indexOf('東'))).byteLength + 1);
    const { decoder } = workerPair();
    const remote = await decoder.read(cut.slice());
    const local = await new InProcessConfigurationDecoder(codec).read(cut.slice());
    expect(remote.valid).toBe(false);
    expect(local.valid).toBe(false);
    if (remote.valid || local.valid) return;
    expect(remote.error).toBeInstanceOf(DomainError);
    expect((remote.error as DomainError).code).toBe('CONFIG.MALFORMED_XML');
    expect(remote.error.message).toMatch(/^malformed XML: line \d+, column \d+: unclosed element <title>$/);
    expect((remote.error as DomainError).code).toBe((local.error as DomainError).code);
    expect(remote.error.message).toBe(local.error.message);
    await expect(decoder.read(utf8(sample))).resolves.toMatchObject({ valid: true });
  });

  it('report a wrong signature as today: refused by default, read with signatureValid false when asked', async () => {
    const tampered = sample.replace(/<title>[^<]*<\/title>/, '<title>Édité à la main 東京</title>');
    expect(tampered).not.toBe(sample);
    const { decoder } = workerPair();
    await expect(decoder.read(utf8(tampered))).resolves.toMatchObject({
      valid: false,
      error: { code: 'CONFIG.SIGNATURE_MISMATCH', message: 'the signature does not match the configuration (wrong salt or edited by hand)' },
    });
    const lenient = await decoder.read(utf8(tampered), { verifySignature: false });
    expect(lenient).toMatchObject({ valid: true, signatureValid: false });
    expect(lenient.valid && lenient.configuration.parameters.title).toBe('Édité à la main 東京');
  });
});
