import { describe, expect, it } from 'vitest';
import { missingFrench, missingTranslations, parsePo } from './catalogue-check';

const en = `msgid ""\nmsgstr ""\n"Language: en\\n"\n\n#: a.tsx\nmsgid "Save"\nmsgstr "Save"\n\n#: b.tsx\nmsgctxt "menu"\nmsgid ""\n"Long "\n"one"\nmsgstr "Long one"\n`;

describe('the French gate', () => {
  it('reads ids, contexts and multi-line strings of a po catalogue', () => {
    expect(parsePo(en)).toEqual([{ id: 'Save', translation: 'Save' }, { id: 'Long one', context: 'menu', translation: 'Long one' }]);
  });

  it('fails on a French message left empty or missing', () => {
    const fr = `msgid "Save"\nmsgstr ""\n`;
    expect(missingTranslations(en, fr)).toEqual(['Save', 'Long one']);
  });

  it('passes on a complete French catalogue', () => {
    const fr = `msgid "Save"\nmsgstr "Enregistrer"\n\nmsgctxt "menu"\nmsgid "Long one"\nmsgstr "Longue"\n`;
    expect(missingTranslations(en, fr)).toEqual([]);
  });

  it('finds no message missing from the project’s French catalogue', () => {
    expect(missingFrench()).toEqual([]);
  });
});
