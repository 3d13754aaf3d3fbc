import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../../locales/en/messages';
import { messages as fr } from '../../../../locales/fr/messages';
import { GATE_TYPES } from '../../../domain/configuration/controller/gate';
import { gateTypeName } from './gate-type-names';

const i18n = setupI18n({ locale: 'en', messages: { en, fr } });

describe('gate types in words', () => {
  it.each(['en', 'fr'])('names every type of the specification in %s, each by its own words', (locale) => {
    i18n.activate(locale);
    const names = GATE_TYPES.map((type) => gateTypeName(i18n, type));
    expect(names.every((name) => name.trim() !== '')).toBe(true);
    expect(new Set(names).size).toBe(GATE_TYPES.length);
  });

  it('says what the document spells otherwise', () => {
    i18n.activate('en');
    expect(gateTypeName(i18n, 'toogle')).toBe('Toggle');
    expect(gateTypeName(i18n, 'copy-analogic')).toBe('Analogue copy');
    i18n.activate('fr');
    expect(gateTypeName(i18n, 'toogle')).toBe('Télérupteur');
    expect(gateTypeName(i18n, 'copy-analogic')).toBe('Copie analogique');
  });

  it('keeps the document’s spelling for a type this console does not know', () => {
    i18n.activate('fr');
    expect(gateTypeName(i18n, 'fuzzy-logic')).toBe('fuzzy-logic');
  });
});
