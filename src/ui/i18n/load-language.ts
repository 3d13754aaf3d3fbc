import type { I18n } from '@lingui/core';
import type { Language } from '../../application/ports/preferences.port';

/**
 * Each language's compiled catalogue, fetched on its own: the first load
 * (the sign-in and first-run screens, src/main.tsx) fetches the reader's
 * language only, not every message of both (the two were 160 kB of the first
 * load's 224). The console (app.tsx) imports both statically through
 * i18n-setup.ts, so a change of language there stays synchronous.
 */
const CATALOGUES: Readonly<Record<Language, () => Promise<{ readonly messages: Parameters<I18n['load']>[1] }>>> = {
  en: () => import('../../../locales/en/messages'),
  fr: () => import('../../../locales/fr/messages'),
};

/** Loads a language's messages into `instance`, activates it, and says so on the page (`<html lang>`). */
export function applyCatalogue(language: Language, messages: Parameters<I18n['load']>[1], instance: I18n): I18n {
  instance.load(language, messages);
  instance.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return instance;
}

/** Fetches, loads and activates one language's catalogue. */
export async function loadLanguage(language: Language, instance: I18n): Promise<I18n> {
  const { messages } = await CATALOGUES[language]();
  return applyCatalogue(language, messages, instance);
}
