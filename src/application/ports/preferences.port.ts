export type Language = 'en' | 'fr';
export type Theme = 'dark' | 'light';

export const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** The user's interface choices, kept across reloads. Undefined means never chosen. */
export interface PreferencesPort {
  language(): Language | undefined;
  setLanguage(language: Language): void;
  theme(): Theme | undefined;
  setTheme(theme: Theme): void;
  expertMode(): boolean;
  setExpertMode(enabled: boolean): void;
}
