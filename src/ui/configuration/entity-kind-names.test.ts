import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { specOnlyConfiguration } from '../../../test/support/codec-fields';
import { valueAt, type ModelPath } from '../../domain/configuration/model-path';
import { activateLanguage } from '../i18n/i18n-setup';
import { describeChange } from './describe-change';
import { isHiddenField, itemPath, type AnyEntityDescriptor } from './entity-descriptor';
import { humaniseKey, locate } from './model-locator';
import { PAGES } from '../routes/pages';
import { problemWhere } from './problem-where';

/**
 * Every kind of entity the page table edits has a name where it is shown
 * (issue 34: page › item › field): on the document holding one of every
 * entity of section 3, a problem at each shown field of an item of each
 * kind reads "page › the item's name › the field's label" in the problems
 * list, and a change there has the same page, item and field in the review,
 * in English and in French, with no model key in place of a word.
 */
const configuration = specOnlyConfiguration();
const UNNAMED = msg`(no name)`;
const LANGUAGES = { en: activateLanguage('en', setupI18n()), fr: activateLanguage('fr', setupI18n()) } as const;

const DESCRIPTORS: readonly AnyEntityDescriptor[] = [
  ...new Set(PAGES.flatMap((page) => page.edits).filter((edit): edit is AnyEntityDescriptor => 'fields' in edit)),
];

/** One item of the descriptor's kind in the document, with its identified path. */
function anItem(descriptor: AnyEntityDescriptor): { readonly path: ModelPath; readonly item: unknown } | undefined {
  if ('single' in descriptor.location) {
    const item = valueAt(configuration, descriptor.location.single);
    return item === undefined ? undefined : { path: descriptor.location.single, item };
  }
  const list = valueAt(configuration, descriptor.location.list);
  const item = Array.isArray(list) ? list.find((each) => typeof (each as { id?: unknown } | null)?.id === 'string') : undefined;
  return item === undefined ? undefined : { path: itemPath(descriptor.location, (item as { id: string }).id), item };
}

describe('every entity kind of the page table is named in the problems list and the review', () => {
  it('covers every kind: the document holds an item of each', () => {
    expect(DESCRIPTORS.map((descriptor) => descriptor.kind).sort()).toEqual(
      ['contact', 'calendar', 'device', 'ftp-client', 'gate', 'group', 'link', 'monitor', 'network', 'settings', 'sms-server', 'smtp-server', 'store'].sort(),
    );
    expect(DESCRIPTORS.filter((descriptor) => anItem(descriptor) === undefined).map((descriptor) => descriptor.kind)).toEqual([]);
  });

  it.each(Object.entries(LANGUAGES))('in %s: page › item › field, the same in both lists', (_, i18n) => {
    const faults: string[] = [];
    for (const descriptor of DESCRIPTORS) {
      const found = anItem(descriptor);
      if (!found) continue;
      const name = 'list' in descriptor.location ? descriptor.nameOf(found.item) : undefined;
      if (i18n._(descriptor.singular).trim() === '' || i18n._(descriptor.plural).trim() === '') faults.push(`${descriptor.kind}: no singular or plural`);
      for (const [key, field] of Object.entries(descriptor.fields)) {
        if (isHiddenField(field)) continue;
        const path = [...found.path, key];
        const location = locate(path, PAGES);
        const where = problemWhere(i18n, location, configuration, PAGES).map((part) => part.text);
        const page = location.page ? i18n._(location.page.title ?? location.page.label) : undefined;
        const expected = [page, ...(name === undefined ? [] : [name === '' ? i18n._(UNNAMED) : name]), i18n._(field.label)];
        if (!location.page?.edits.includes(descriptor)) faults.push(`${descriptor.kind}.${key}: on no page that edits it`);
        if (JSON.stringify(where) !== JSON.stringify(expected)) faults.push(`${descriptor.kind}.${key}: problems list says ${where.join(' › ')}`);
        if ([key, humaniseKey(key)].includes(i18n._(field.label))) faults.push(`${descriptor.kind}.${key}: labelled by its model key`);
        const before = valueAt(configuration, path);
        const change = describeChange(i18n, { kind: 'changed', path, before, after: typeof before === 'number' ? before + 1 : `${String(before)}-x` }, PAGES, configuration, configuration);
        const review = [change.page, ...(change.item ? [change.item] : []), change.field];
        if (JSON.stringify(review) !== JSON.stringify(expected)) faults.push(`${descriptor.kind}.${key}: review says ${review.join(' › ')}`);
      }
    }
    expect(faults).toEqual([]);
  });

  it('says each kind in French words of its own: its page or one of its fields reads otherwise than in English', () => {
    const words = (i18n: (typeof LANGUAGES)['en'], descriptor: AnyEntityDescriptor) => [
      i18n._(descriptor.plural),
      ...Object.values(descriptor.fields).flatMap((field) => (isHiddenField(field) ? [] : [i18n._(field.label)])),
    ];
    const untranslated = DESCRIPTORS.filter((descriptor) => JSON.stringify(words(LANGUAGES.en, descriptor)) === JSON.stringify(words(LANGUAGES.fr, descriptor)));
    expect(untranslated.map((descriptor) => descriptor.kind)).toEqual([]);
  });
});
