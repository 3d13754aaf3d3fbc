import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeGraphEvents, decodeGraphIo } from '../../../domain/client/graph-record';
import { XmlConfigurationCodecAdapter } from '../../xml/xml-configuration-codec.adapter';
import { NodeMd5Adapter } from '../../crypto/node-md5.adapter';
import { ConfigurationReader } from '../state/configuration-reader';
import { DEFAULT_SETTINGS } from './client-api-settings';
import { graphEventPage, graphIoPage, logPage } from './recorded-history';
import { deriveStreams } from './simulated-streams';

const xml = readFileSync(new URL('../../../../test/integration/client/support/client-configuration.xml', import.meta.url), 'utf8');
const hash = new NodeMd5Adapter();
const configuration = new ConfigurationReader(new XmlConfigurationCodecAdapter(hash, '')).readable(xml)!.configuration;

describe('simulated client interface', () => {
  it('derives cameras, presets, inputs and outputs from the configuration', () => {
    const streams = deriveStreams(configuration);
    expect(streams.map((s) => [s.guid, s.type, s.parent])).toEqual([
      ['100-11', 'video', '100-1'],
      ['100-11-preset-1', 'preset', '100-11'],
      ['100-11-preset-2', 'preset', '100-11'],
      ['200-11', 'video', '200-1'],
      ['100-13', 'input', '100-1'],
      ['300-2', 'output', '300-1'],
      ['300-3', 'input', '300-1'],
      ['300-4', 'input', '300-1'],
    ]);
    expect(streams.find((s) => s.guid === '100-11')?.camera).toBe(true);
    expect(streams.find((s) => s.guid === '300-3')?.logic).toBe(false);
    expect(deriveStreams({ ...configuration, devices: [], controller: { ...configuration.controller, io0: { ...configuration.controller.io0, id: '' }, io1: { ...configuration.controller.io1, id: '' }, io0a: { ...configuration.controller.io0a, id: '' } } })).toEqual([]);
  });

  it('pages recorded logs and graphs without gaps or overlaps', () => {
    const settings = { ...DEFAULT_SETTINGS, logsPerAnswer: 7, recordsPerAnswer: 5, logStepMs: 1000, graphStepMs: 1000 };
    const begin = Date.UTC(2026, 0, 1);
    const end = begin + 20_000;
    const dates: string[] = [];
    for (let from: number | null = begin; from !== null; ) {
      const page = logPage(from, end, settings);
      dates.push(...page.items.map((item) => item.date));
      from = page.next;
    }
    expect(dates).toEqual(Array.from({ length: 20 }, (_, i) => new Date(begin + i * 1000).toISOString()));
    const first = graphEventPage('g', begin, end, settings);
    expect(Array.from(decodeGraphEvents(first.bytes).times)).toEqual([0, 1, 2, 3, 4].map((i) => begin + i * 1000));
    expect(first.next).toBe(begin + 5000);
    const io = decodeGraphIo(graphIoPage('g', begin, end, settings).bytes);
    expect(io.values.every((v) => v === 0 || v === 1)).toBe(true);
  });
});
