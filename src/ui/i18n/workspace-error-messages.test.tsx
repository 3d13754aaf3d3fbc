import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApplianceRequestError } from '../../application/errors/console-errors';
import { ConfigurationSaveError, WORKSPACE_ERROR_CODES } from '../../application/errors/workspace-errors';
import { errorText } from './error-text';
import { ERROR_MESSAGES } from './error-messages';
import { activateLanguage } from './i18n-setup';

describe('configuration workspace error messages', () => {
  it('are complete in English and French', () => {
    const en = activateLanguage('en', setupI18n());
    const fr = activateLanguage('fr', setupI18n());
    for (const code of WORKSPACE_ERROR_CODES) {
      expect(en._(ERROR_MESSAGES[code])).not.toBe('');
      expect(fr._(ERROR_MESSAGES[code])).not.toBe(en._(ERROR_MESSAGES[code]));
    }
  });

  it("show the specification's 'Error while saving' with the appliance's detail", () => {
    const en = activateLanguage('en', setupI18n());
    const fr = activateLanguage('fr', setupI18n());
    const error = new ConfigurationSaveError('sending', new ApplianceRequestError(400, "can't find signature"));
    expect(errorText(en, error)).toBe("Error while saving (can't find signature)");
    expect(errorText(fr, error)).toBe("Erreur lors de l’enregistrement (can't find signature)");
  });
});
