import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ItemNotInConfigurationError } from '../../domain/configuration/configuration-errors';
import { activateLanguage } from '../i18n/i18n-setup';
import { refusalText } from './problem-text';

// The words ItemDeleteButton shows when the domain refuses a deletion (section 8's type error).
describe('deleting an item the list does not hold', () => {
  const en = activateLanguage('en', setupI18n());
  const fr = activateLanguage('fr', setupI18n());

  it.each(['email', 'message', 'contact', 'ftpClient', 'monitor'] as const)("says the %s isn't in the configuration's list, in English and French", (kind) => {
    const error = new ItemNotInConfigurationError(kind, '7-7');
    expect(refusalText(en, error)).toBe(`${kind} 7-7 isn't in this config's ${kind} list`);
    expect(refusalText(fr, error)).toMatch(/^l[ea’' ].*7-7 n’est pas dans la liste des .* de cette configuration$/);
  });
});
