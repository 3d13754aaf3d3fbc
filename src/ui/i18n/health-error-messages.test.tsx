import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { HEALTH_ERROR_CODES, IntervalTooShortError, ProcessIdRequiredError, SaveError } from '../../application/errors/health-errors';
import { errorText } from './error-text';
import { ERROR_MESSAGES } from './error-messages';
import { activateLanguage } from './i18n-setup';

describe('server-health error messages', () => {
  it("keep the specification's English wording and have a French translation", () => {
    const en = activateLanguage('en', setupI18n());
    const fr = activateLanguage('fr', setupI18n());
    const english = Object.fromEntries(HEALTH_ERROR_CODES.map((code) => [code, en._(ERROR_MESSAGES[code])]));
    expect(english).toEqual({
      PROCESSID_REQUIRED: 'processid is required',
      INTERVAL_TOO_SHORT: 'interval must be >= 200',
      ERROR_WHILE_SAVING: 'Error while saving',
      ACTION_IN_PROGRESS: 'This action is already running',
      ONLINE_CHANGES_PENDING: 'configuration changes are pending',
    });
    expect(fr._(ERROR_MESSAGES.PROCESSID_REQUIRED)).toBe('processid est requis');
    expect(fr._(ERROR_MESSAGES.INTERVAL_TOO_SHORT)).toBe('l’intervalle doit être >= 200');
    expect(fr._(ERROR_MESSAGES.ERROR_WHILE_SAVING)).toBe('Erreur lors de l’enregistrement');
  });

  it('are what the errors thrown by the use cases show', () => {
    const en = activateLanguage('en', setupI18n());
    expect(errorText(en, new ProcessIdRequiredError())).toBe('processid is required');
    expect(errorText(en, new IntervalTooShortError(100))).toBe('interval must be >= 200');
    expect(errorText(en, new SaveError('invalid ip address'))).toBe('Error while saving');
    expect(new ProcessIdRequiredError().message).toBe('processid is required');
    expect(new IntervalTooShortError(100).message).toBe('interval must be >= 200');
  });
});
