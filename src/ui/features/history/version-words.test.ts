import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { generateConfiguration } from '../../../../bench/configuration-generator';
import type { Configuration } from '../../../domain/configuration/configuration';
import { diffModel } from '../../../domain/configuration/model-diff';
import { sparseModel } from '../../../domain/history/sparse-model';
import { NodeMd5Adapter } from '../../../infrastructure/crypto/node-md5.adapter';
import { DEFAULT_CONFIGURATION_SALT } from '../../../infrastructure/settings/configuration-salt';
import { XmlConfigurationCodecAdapter } from '../../../infrastructure/xml/xml-configuration-codec.adapter';
import { activateLanguage } from '../../i18n/i18n-setup';
import { PAGES } from '../../routes/pages';
import { versionChangeViews } from './version-words';

const codec = new XmlConfigurationCodecAdapter<Configuration>(new NodeMd5Adapter(), DEFAULT_CONFIGURATION_SALT);
const read = (text: string) => {
  const reading = codec.read(text, { verifySignature: false });
  if (!reading.valid) throw reading.error;
  return reading.configuration;
};

describe('versionChangeViews', () => {
  it('names a renamed device of a site whose gates read its inputs', () => {
    const text = generateConfiguration(6, 40);
    const name = /<name>([^<]+ 2)<\/name>/.exec(text)![1]!;
    const before = read(text);
    const after = read(text.replace(`<name>${name}</name>`, `<name>${name} (renamed)</name>`));
    const changes = diffModel(before, after);
    const views = versionChangeViews(activateLanguage('en', setupI18n()), PAGES, { changes, before: sparseModel(before, changes), after: sparseModel(after, changes) });
    expect(views.map((view) => [view.kind, view.before, view.after])).toEqual([['changed', name, `${name} (renamed)`]]);
  });

  it('names the renamed items of a site, nested gates of its templates included (the sparse model keeps the template a gate)', () => {
    const text = generateConfiguration(6, 40);
    const counts = new Map<string, number>();
    for (const match of text.matchAll(/<name>([^<]+)<\/name>/g)) counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
    const names = [...counts].filter(([name, count]) => count === 1 && / \d+$/.test(name)).map(([name]) => name).slice(0, 10);
    const before = read(text);
    const after = read(names.reduce((edited, name) => edited.replace(`<name>${name}</name>`, `<name>${name} (renamed)</name>`), text));
    const changes = diffModel(before, after);
    const views = versionChangeViews(activateLanguage('en', setupI18n()), PAGES, { changes, before: sparseModel(before, changes), after: sparseModel(after, changes) });
    expect(views.map((view) => view.after)).toEqual(expect.arrayContaining(names.map((name) => `${name} (renamed)`)));
  });
});
