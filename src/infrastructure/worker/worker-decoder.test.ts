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
import type { DecoderRequest, DecoderResponse } from './decoder-protocol';
import { joinModel, PART_ITEMS, splitModel } from './model-parts';
import { DecoderWorkerHost } from './decoder-worker-host';
import { InProcessConfigurationDecoder } from './in-process-configuration-decoder.adapter';
import { WorkerConfigurationDecoder, type DecoderChannel } from './worker-configuration-decoder.adapter';

const SALT = DEFAULT_CONFIGURATION_SALT;
const sample = readFileSync(fileURLToPath(new URL('../../../test/fixtures/configuration/sample.xml', import.meta.url)), 'utf8');
const NOW = new Date(2027, 4, 6, 7, 8, 9, 10);
const codec = () => new XmlConfigurationCodecAdapter(new CryptoJsMd5Adapter(), SALT);

/** A worker without a thread: every message is structured-cloned and delivered later, as postMessage does; `sent` records the worker's answers. */
function workerPair() {
  const listeners: ((event: { data: DecoderResponse }) => void)[] = [];
  const sent: DecoderResponse[] = [];
  const host = new DecoderWorkerHost(codec, (response) => {
    sent.push(response);
    const data = structuredClone(response);
    setTimeout(() => listeners.forEach((listener) => listener({ data })));
  });
  const channel: DecoderChannel = {
    postMessage: (message: DecoderRequest) => {
      const data = structuredClone(message);
      setTimeout(() => host.handle(data));
    },
    addEventListener: ((type: string, listener: (event: { data: DecoderResponse }) => void) => {
      if (type === 'message') listeners.push(listener);
    }) as DecoderChannel['addEventListener'],
  };
  channel.postMessage({ type: 'init', salt: SALT });
  return { host, decoder: new WorkerConfigurationDecoder(channel), sent };
}

async function readBoth() {
  const inProcess = new InProcessConfigurationDecoder(codec);
  const { host, decoder } = workerPair();
  const local = await inProcess.read(sample);
  const remote = await decoder.read(sample);
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
    await decoder.read(sample, { onProgress: (progress) => phases.push(`${progress.phase}:${progress.bytes}`) });
    expect(phases).toEqual([`parsing:${sample.length}`, `transferring:${sample.length}`, `done:${sample.length}`]);
  });

  it('keeps the code and message of a refused document', async () => {
    const { decoder } = workerPair();
    const decoded = await decoder.read(sample.replace('<version>3</version>', '<version>2</version>'));
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
    const local = await new InProcessConfigurationDecoder(codec).read(site);
    const { decoder, sent } = workerPair();
    const remote = await decoder.read(site);
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
