import { setupI18n, type I18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { codecFields, modelLeaves, specOnlyConfiguration } from '../../../test/support/codec-fields';
import { messages as frenchCatalogue } from '../../../locales/fr/messages';
import { activateLanguage } from '../i18n/i18n-setup';
import { describeChange } from './describe-change';
import { MODEL_KEY_LABELS, modelKeyLabel } from './model-key-labels';
import { humaniseKey } from './model-locator';
import { PAGES } from '../routes/pages';

const english = activateLanguage('en', setupI18n());
const french = activateLanguage('fr', setupI18n());
const fields = codecFields();
const keys = [...new Set(fields.map((field) => field.key))];

/** The ways a model key could leak into the review: as written, or humanised ("limit size"). */
const rawForms = (key: string): readonly string[] => [key, humaniseKey(key)];

describe('every field of every entity of the specification has a label', () => {
  it('walks the codecs: the configuration, its lists, each subtype of a polymorphic family and the io variants', () => {
    // Not a hand-made list: the codecs' field tables, so a field added to an entity is checked too.
    expect(fields.length).toBeGreaterThan(500);
    const entities = new Set(fields.map((field) => field.entity));
    expect(fields.filter((field) => field.entity === 'Io').map((field) => field.key)).toEqual(expect.arrayContaining(['isInput', 'linkId', 'link', 'isNo', 'bistable']));
    for (const entity of ['ApplicationInfo', 'NativeDevice', 'OnvifDevice', 'VideoCodecDescriptor', 'Io', 'ClockGate', 'AlertMonitoringGate', 'MonthlyBegin', 'Monitor', 'MaskZone']) {
      expect(entities).toContain(entity);
    }
  });

  it.each([
    ['English', english],
    ['French', french],
  ] as const)('in %s, never the model key', (_, i18n: I18n) => {
    const unlabelled = keys.filter((key) => {
      const label = modelKeyLabel(i18n, key, PAGES);
      return label === undefined || label.trim() === '' || rawForms(key).includes(label);
    });
    expect(unlabelled).toEqual([]);
  });

  it('has a French translation for each label of the table (not the English fallback)', () => {
    const missing = keys.filter((key) => {
      const label = MODEL_KEY_LABELS[key];
      return label !== undefined && (label.id === undefined || !(label.id in frenchCatalogue));
    });
    expect(missing).toEqual([]);
    // The day and month flags of a calendar moment are named by the language's own day and month names.
    expect([modelKeyLabel(english, 'weekday0', PAGES), modelKeyLabel(french, 'weekday0', PAGES), modelKeyLabel(english, 'month11', PAGES), modelKeyLabel(french, 'month11', PAGES)]).toEqual(['Sunday', 'dimanche', 'December', 'décembre']);
  });
});

describe('the review of a change to any field of a document holding every entity', () => {
  const configuration = specOnlyConfiguration();
  const leaves = modelLeaves(configuration);

  it.each([
    ['English', english],
    ['French', french],
  ] as const)('in %s, names each field without a model key and says no boolean as true or false', (_, i18n: I18n) => {
    expect(leaves.length).toBeGreaterThan(300);
    const leaks: string[] = [];
    for (const { path, value } of leaves) {
      const after = typeof value === 'boolean' ? !value : typeof value === 'number' ? value + 1 : value;
      const description = describeChange(i18n, { kind: 'changed', path, before: value, after }, PAGES, configuration);
      const parts = [description.entity, ...(description.field ?? '').split(' › ')];
      const raw = path.flatMap((step) => (typeof step === 'string' ? rawForms(step) : []));
      if (parts.some((part) => raw.includes(part))) leaks.push(`${JSON.stringify(path)}: ${parts.join(' › ')}`);
      if (typeof value === 'boolean' && [description.before, description.after].some((text) => text === 'true' || text === 'false')) leaks.push(`${JSON.stringify(path)}: ${description.before} → ${description.after}`);
    }
    expect(leaks).toEqual([]);
  });
});
