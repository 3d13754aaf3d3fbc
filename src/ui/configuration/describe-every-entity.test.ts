import { setupI18n, type I18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { codecFields, specOnlyConfiguration } from '../../../test/support/codec-fields';
import type { Configuration } from '../../domain/configuration/configuration';
import type { ModelChange } from '../../domain/configuration/model-change';
import { diffModel } from '../../domain/configuration/model-diff';
import { updateAt, type ModelPath, type PathStep } from '../../domain/configuration/model-path';
import type { Codec } from '../../infrastructure/xml/codec';
import { configurationCodec } from '../../infrastructure/xml/configuration/configuration.codec';
import { activateLanguage } from '../i18n/i18n-setup';
import { describeChange, type ChangeDescription } from './describe-change';
import { expandChanges } from './expand-change';
import { humaniseKey } from './model-locator';
import { PAGES } from '../routes/pages';

/**
 * The review in words for every kind of entity the codecs read
 * (src/infrastructure/xml/configuration/*.codec.ts): on the document that
 * holds one of every entity of section 3, each item of every list (root
 * lists, and nested ones: a calendar's ranges, a device's modules, a gate's
 * inputs, a message's recipients, a mask's zones, a template's gates and
 * parameters) is removed from the draft, then added back. The changes go
 * through the review's own steps (the model's diff, the lists opened into
 * their items, the words) and each must say what it is and what it holds:
 * no model notation, no model key, no true/false, and an added or removed
 * item lists what it holds.
 */
interface Item {
  readonly path: ModelPath;
  readonly value: unknown;
  /** The codec's name of the item's entity ("Contact", "DailyRange", "AlertMailGate"). */
  readonly entity: string;
}

/** Every item of every list of `configuration`, with its entity's codec name, found by walking the codecs' shapes beside the values. */
function listItems(configuration: Configuration): Item[] {
  const items: Item[] = [];
  const walk = (codec: Codec<unknown>, value: unknown, path: ModelPath): void => {
    if (value === undefined || value === null) return;
    let chosen = codec;
    while (chosen.shape?.kind === 'choice') chosen = chosen.shape.choose(value);
    const shape = chosen.shape;
    if (shape?.kind === 'list' && Array.isArray(value)) {
      value.forEach((item: unknown, index) => {
        const id = (item as { readonly id?: unknown } | null)?.id;
        const step: PathStep = typeof id === 'string' && id !== '' ? { id } : index;
        let itemCodec = shape.codec;
        while (itemCodec.shape?.kind === 'choice') itemCodec = itemCodec.shape.choose(item);
        if (itemCodec.shape?.kind === 'entity') items.push({ path: [...path, step], value: item, entity: itemCodec.label });
        walk(shape.codec, item, [...path, step]);
      });
    } else if (shape?.kind === 'entity') {
      for (const field of shape.fields) walk(field.codec, (value as Record<string, unknown>)[field.key], [...path, field.key]);
    }
  };
  walk(configurationCodec as Codec<unknown>, configuration, []);
  return items;
}

/** The configuration without the item at `path` (its list filtered). */
function without(configuration: Configuration, item: Item): Configuration {
  return updateAt(configuration, item.path.slice(0, -1), (list) => (list as readonly unknown[]).filter((each) => each !== item.value));
}

/** Whether an item holds any value besides its own identifier (written here, not taken from the code under test). */
function holdsSomething(item: unknown): boolean {
  const leaf = (value: unknown): boolean => {
    if (value === undefined || value === null || value === '') return false;
    if (Array.isArray(value)) return value.some(leaf);
    if (typeof value === 'object' && !(value instanceof Uint8Array)) return Object.values(value).some(leaf);
    return true;
  };
  return typeof item === 'object' && item !== null && Object.entries(item).some(([key, value]) => key !== 'id' && leaf(value));
}

const rawForms = (key: string): readonly string[] => [key, humaniseKey(key)];
const NOTATION = /[{}[\]"]|\btrue\b|\bfalse\b|\bundefined\b|\bnull\b|\[object/;

/** What is wrong with a description: model notation or keys in its words, an added or removed item that lists nothing. */
function faults(description: ChangeDescription, change: ModelChange): string[] {
  const found: string[] = [];
  const keys = change.path.flatMap((step) => (typeof step === 'string' ? rawForms(step) : []));
  const labels = [description.entity, ...(description.field ?? '').split(' › '), ...(description.held ?? []).flatMap((held) => held.field.split(' › '))];
  const leaked = labels.filter((label) => keys.includes(label));
  if (leaked.length > 0) found.push(`model key ${leaked.join(', ')}`);
  const texts = [description.before, description.after, description.field ?? '', ...(description.held ?? []).flatMap((held) => [held.field, held.value])];
  const notation = texts.filter((text) => NOTATION.test(text));
  if (notation.length > 0) found.push(`notation in ${notation.join(' | ')}`);
  if (change.kind !== 'changed' && holdsSomething(change.kind === 'added' ? change.after : change.before) && (description.held ?? []).length === 0) {
    found.push('lists nothing it holds');
  }
  if (description.held?.some((held) => held.field === '')) found.push('a held value without its label');
  return found;
}

const english = activateLanguage('en', setupI18n());
const french = activateLanguage('fr', setupI18n());
const configuration = specOnlyConfiguration();
const items = listItems(configuration);

describe('the review says every entity and nested item of the codecs in words', () => {
  it('walks an item of each kind of entity the codecs read in lists, nested lists included', () => {
    const walked = new Set(items.map((item) => item.entity));
    // Entities the configuration holds in lists, by the codecs' names: the document has one of each.
    for (const entity of [
      'Store', 'UserGroup', 'User', 'RightsEntry', 'NativeDevice', 'OnvifDevice', 'VideoChannelDescriptor', 'VideoCodecDescriptor', 'VideoModule', 'NetworkVideoModule', 'AudioInModule',
      'AudioOutModule', 'VideoAnalysisFilter', 'MaskZone', 'Calendar', 'DailyRange', 'WeeklyRange', 'MonthlyRange', 'YearlyRange', 'GateInput', 'GateOutput', 'ClockGate', 'TemplateGate',
      'CustomGate', 'AlertMailGate', 'MessageContact', 'AlertFtpGate', 'AlertMonitoringGate', 'AlertExtension', 'Link', 'Monitor', 'FtpClient', 'Contact', 'SmtpServer', 'SmsServer', 'Access',
    ]) {
      expect(walked, entity).toContain(entity);
    }
    // And every entity of the codecs that is held in a list is walked (the spec-only document holds one of each).
    const listed = new Set(codecFields().map((field) => field.entity));
    expect([...walked].filter((entity) => !listed.has(entity))).toEqual([]);
    expect(items.length).toBeGreaterThan(60);
  });

  it.each([
    ['English', english],
    ['French', french],
  ] as const)('in %s: each item removed, then added, says what it is and what it holds', (_, i18n: I18n) => {
    const problems: string[] = [];
    for (const item of items) {
      const smaller = without(configuration, item);
      for (const [before, after] of [
        [configuration, smaller],
        [smaller, configuration],
      ] as const) {
        const changes = expandChanges(diffModel(before, after));
        expect(changes.length, `${item.entity} at ${JSON.stringify(item.path)}`).toBeGreaterThan(0);
        for (const change of changes) {
          const description = describeChange(i18n, change, PAGES, after, before);
          problems.push(...faults(description, change).map((fault) => `${item.entity} ${change.kind} at ${JSON.stringify(change.path)}: ${fault}`));
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists what a new contact holds, in English and French', () => {
    const contact = items.find((item) => item.entity === 'Contact')!;
    const add = (i18n: I18n) => {
      const [change] = expandChanges(diffModel(without(configuration, contact), configuration));
      return describeChange(i18n, change!, PAGES, configuration, without(configuration, contact));
    };
    expect(add(english)).toMatchObject({ kind: 'added', page: 'Contacts', held: expect.arrayContaining([{ field: 'First name', value: expect.any(String) }, { field: 'Mail address', value: expect.stringContaining('@') }]) });
    expect(add(french)).toMatchObject({ kind: 'added', page: 'Contacts', held: expect.arrayContaining([{ field: 'Prénom', value: expect.any(String) }, { field: 'Adresse e-mail', value: expect.stringContaining('@') }]) });
  });

  it('says a calendar range added in the calendar page’s words, in English and French', () => {
    const range = items.find((item) => item.entity === 'DailyRange')!;
    const smaller = without(configuration, range);
    const describe = (i18n: I18n) => expandChanges(diffModel(smaller, configuration)).map((change) => describeChange(i18n, change, PAGES, configuration, smaller));
    const [english_] = describe(english);
    expect(english_).toMatchObject({ kind: 'added', page: 'Calendars', field: expect.stringMatching(/^Ranges › /) });
    expect(english_!.held).toEqual(expect.arrayContaining([{ field: 'Type', value: 'Daily' }, { field: 'Begin › Monday', value: 'yes' }, { field: 'Begin › Hour', value: expect.any(String) }]));
    const [french_] = describe(french);
    expect(french_!.held).toEqual(expect.arrayContaining([{ field: 'Type', value: 'Quotidienne' }, { field: 'Début › lundi', value: 'oui' }, { field: 'Début › Heure', value: expect.any(String) }]));
  });
});
