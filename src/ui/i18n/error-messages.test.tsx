import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, type ConfigurationErrorCode } from '../../application/errors/error-codes';
import { FIELD_PROBLEMS, FIELD_PROBLEM_CODES } from '../../domain/configuration/field-validators';
import { AlertNotifier } from './alert-notifier';
import { ERROR_MESSAGES } from './error-messages';
import { activateLanguage } from './i18n-setup';

describe('error messages', () => {
  it('translate every console, field and configuration code into English and French, differently', () => {
    const en = activateLanguage('en', setupI18n());
    const fr = activateLanguage('fr', setupI18n());
    expect(ERROR_CODES.length).toBe(new Set(ERROR_CODES).size);
    for (const code of ERROR_CODES) {
      const english = en._(ERROR_MESSAGES[code]);
      const french = fr._(ERROR_MESSAGES[code]);
      expect(english, code).not.toBe('');
      expect(english, code).not.toBe(ERROR_MESSAGES[code].id);
      expect(french, code).not.toBe(english);
    }
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...ERROR_CODES].sort());
    expect(en._(ERROR_MESSAGES.INVALID_CREDENTIALS)).toBe('Invalid username or password');
    expect(en._(ERROR_MESSAGES.NOT_ROOT)).toBe("User isn't root");
    expect(en._(ERROR_MESSAGES.SERVER_INFO_FAILED)).toBe('failed to load server info');
    expect(fr._(ERROR_MESSAGES['FIELD.PASSWORDS_DONT_MATCH'])).toBe('les mots de passe ne correspondent pas');
  });

  it("keep the specification's English wording of the field messages (section 5)", () => {
    const en = activateLanguage('en', setupI18n());
    // A message that names values is compared with them filled in (the domain's own filling).
    const values = { min: 1, max: 100 };
    const fill = (text: string): string => text.replace('{min}', '1').replace('{max}', '100');
    for (const code of FIELD_PROBLEM_CODES) expect(en._({ ...ERROR_MESSAGES[code], values }), code).toBe(fill(FIELD_PROBLEMS[code]));
  });

  it("keep section 8's words for the configuration model's messages", () => {
    const en = activateLanguage('en', setupI18n());
    const english = (code: ConfigurationErrorCode, values: Record<string, string> = {}): string => en._({ ...ERROR_MESSAGES[code], values });
    expect(english('NO_DEFAULT_STORE')).toBe('no default store');
    expect(english('CONFIG.USER_ALREADY_IN_GROUP')).toBe('user already in a group');
    expect(english('CONFIG.STORE_NOT_IN_LIST', { id: '1-2' })).toBe("Store 1-2 isn't in this config's store list. Can't remove it");
    expect(english('DEVICE.CHANNEL_NOT_FOUND', { channel: '4' })).toBe("this devices doesn't have a channel with id 4");
    expect(english('CONFIG.SIGNATURE_NOT_FOUND')).toBe("can't find signature");
    expect(english('CONFIG.LIST_TYPE')).toBe('prop type must be number[] or string[]');
    expect(english('CONFIG.ITEM_NOT_IN_LIST', { kind: 'ftpClient', id: '3-4' })).toBe("ftpClient 3-4 isn't in this config's ftpClient list");
  });

  it('alerts in the active language', () => {
    const shown: string[] = [];
    new AlertNotifier(activateLanguage('fr', setupI18n()), (text) => shown.push(text)).alert('CONFIGURATION_INVALID');
    expect(shown).toEqual(['Le fichier de configuration est invalide']);
  });
});
