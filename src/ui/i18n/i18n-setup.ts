import { i18n, type I18n } from '@lingui/core';
import type { Language } from '../../application/ports/preferences.port';
import { messages as en } from '../../../locales/en/messages';
import { messages as fr } from '../../../locales/fr/messages';
import { applyCatalogue } from './load-language';

const CATALOGS = { en, fr } as const;

/** Loads and activates a catalogue at once, both bundled: the console (app.tsx) and the tests; the first load fetches one language (load-language.ts). */
export function activateLanguage(language: Language, instance: I18n = i18n): I18n {
  return applyCatalogue(language, CATALOGS[language], instance);
}
