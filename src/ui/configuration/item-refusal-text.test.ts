import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ItemNotInConfigurationError, StoreNotInListError } from '../../domain/configuration/configuration-errors';
import { activateLanguage } from '../i18n/i18n-setup';
import { ITEM_NOT_IN_LIST_MESSAGES, itemRefusalText } from './item-refusal-text';

describe('itemRefusalText', () => {
  const en = activateLanguage('en', setupI18n());
  const fr = activateLanguage('fr', setupI18n());

  it("says which item isn't in the configuration's list, in English and French, for every kind", () => {
    expect(itemRefusalText(en, new ItemNotInConfigurationError('contact', '1-2'))).toBe("The contact 1-2 isn't in this configuration's contact list");
    expect(itemRefusalText(fr, new ItemNotInConfigurationError('contact', '1-2'))).toBe('Le contact 1-2 ne figure pas dans la liste des contacts de cette configuration');
    for (const kind of Object.keys(ITEM_NOT_IN_LIST_MESSAGES) as (keyof typeof ITEM_NOT_IN_LIST_MESSAGES)[]) {
      const english = itemRefusalText(en, new ItemNotInConfigurationError(kind, '7-7'));
      const french = itemRefusalText(fr, new ItemNotInConfigurationError(kind, '7-7'));
      expect(english, kind).toContain('7-7');
      expect(french, kind).toContain('7-7');
      expect(french, kind).not.toBe(english);
    }
  });

  it("gives any other refusal as the kit's refusalText does", () => {
    expect(itemRefusalText(en, new StoreNotInListError('x'))).toBe("Store x isn't in this config's store list. Can't remove it");
  });
});
