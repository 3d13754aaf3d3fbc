import type { Language, PreferencesPort } from '../ports/preferences.port';

/**
 * The interface language: the remembered choice, else French when the
 * browser's first language is French, else English (the default and fallback).
 */
export class ResolveLanguageUseCase {
  constructor(private readonly preferences: PreferencesPort) {}

  execute(browserLanguages: readonly string[]): Language {
    const chosen = this.preferences.language();
    if (chosen) return chosen;
    const first = browserLanguages[0]?.toLowerCase() ?? '';
    return first === 'fr' || first.startsWith('fr-') ? 'fr' : 'en';
  }
}
