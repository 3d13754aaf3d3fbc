import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from './i18n-setup';
import { sourceText } from './log-labels';

/** The sources the simulated appliance writes in its system log and debug console (infrastructure/simulator/health/site-events.ts). */
const SOURCES = ['server', 'device', 'storage', 'stream', 'gate', 'network', 'io'];

describe('a log line source in words', () => {
  it('is the appliance’s own word in English', () => {
    const i18n = activateLanguage('en', setupI18n());
    expect(SOURCES.map((source) => sourceText(i18n, source))).toEqual(SOURCES);
  });

  it('is worded in French, each source its own word', () => {
    const i18n = activateLanguage('fr', setupI18n());
    const worded = SOURCES.map((source) => sourceText(i18n, source));
    expect(worded).toEqual(['serveur', 'équipement', 'stockage', 'flux', 'bloc', 'réseau', 'entrée/sortie']);
  });

  it('shows a source it does not know as written, even one named like an object property', () => {
    const i18n = activateLanguage('fr', setupI18n());
    for (const source of ['kernel', 'admin', 'constructor', 'toString', '']) expect(sourceText(i18n, source)).toBe(source);
  });
});
