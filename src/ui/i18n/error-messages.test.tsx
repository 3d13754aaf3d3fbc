import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CONSOLE_ERROR_CODES } from '../../application/errors/console-errors';
import { AlertNotifier } from './alert-notifier';
import { ERROR_MESSAGES } from './error-messages';
import { activateLanguage } from './i18n-setup';

describe('error messages', () => {
  it('translates every console error code into English and French, differently', () => {
    const en = activateLanguage('en', setupI18n());
    const fr = activateLanguage('fr', setupI18n());
    for (const code of CONSOLE_ERROR_CODES) {
      const english = en._(ERROR_MESSAGES[code]);
      const french = fr._(ERROR_MESSAGES[code]);
      expect(english, code).not.toBe('');
      expect(english, code).not.toBe(ERROR_MESSAGES[code].id);
      expect(french, code).not.toBe(english);
    }
    expect(en._(ERROR_MESSAGES.INVALID_CREDENTIALS)).toBe('Invalid username or password');
    expect(en._(ERROR_MESSAGES.NOT_ROOT)).toBe("User isn't root");
    expect(en._(ERROR_MESSAGES.SERVER_INFO_FAILED)).toBe('failed to load server info');
    expect(fr._(ERROR_MESSAGES.PASSWORDS_DONT_MATCH)).toBe('les mots de passe ne correspondent pas');
  });

  it('alerts in the active language', () => {
    const shown: string[] = [];
    new AlertNotifier(activateLanguage('fr', setupI18n()), (text) => shown.push(text)).alert('CONFIGURATION_INVALID');
    expect(shown).toEqual(['Le fichier de configuration est invalide']);
  });
});
