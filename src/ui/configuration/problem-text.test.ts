import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n-setup';
import { problemText } from './problem-text';

describe('problemText', () => {
  it("gives the specification's message in the user's language, with the values it names", () => {
    const fr = activateLanguage('fr', setupI18n());
    expect(problemText(fr, { code: 'FIELD.INVALID_STORAGE_PATH', message: 'invalid storage path' })).toBe('chemin de stockage invalide');
    expect(problemText(fr, { code: 'CONFIG.NO_DEFAULT_STORE', message: 'no default store' })).toBe('aucun stockage par défaut');
    expect(problemText(fr, { code: 'CONFIG.PORT_IN_USE', message: 'port 80 is used by another service', values: { port: 80 } })).toBe('le port 80 est utilisé par un autre service');
    expect(problemText(fr, { code: 'FIELD.INVALID_PORT', message: 'please provide a port between 1 and 65535' })).toBe('veuillez saisir un port entre 1 et 65535');
    expect(problemText(fr, { code: 'FIELD.NUMBER_RANGE', message: 'please provide a whole number between 1 and 100', values: { min: 1, max: 100 } })).toBe('veuillez saisir un nombre entier entre 1 et 100');
    expect(problemText(fr, { code: 'FIELD.TUNNEL_MINUTES', message: 'please provide a number of minutes between 1 and 43200 (30 days)' })).toBe('veuillez saisir un nombre de minutes entre 1 et 43200 (30 jours)');
  });

  it("falls back to the rule's own words for an unknown code or a message missing its values", () => {
    const en = activateLanguage('en', setupI18n());
    expect(problemText(en, { code: 'CONFIG.SOMETHING_NEW', message: 'something new' })).toBe('something new');
    expect(problemText(en, { code: 'CONFIG.UNKNOWN_STORE', message: "9-9 isn't a store of this configuration" })).toBe("9-9 isn't a store of this configuration");
  });
});
