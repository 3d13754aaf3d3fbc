import { createContext, useContext } from 'react';
import type { ApplicationInfo } from '../application/ports/application-info.port';
import type { Language, Theme } from '../application/ports/preferences.port';

export interface UiPreferences {
  readonly language: Language;
  readonly theme: Theme;
  readonly expertMode: boolean;
  setLanguage(language: Language): void;
  setTheme(theme: Theme): void;
  setExpertMode(enabled: boolean): void;
}

export const PreferencesContext = createContext<UiPreferences | null>(null);

export function usePreferences(): UiPreferences {
  const preferences = useContext(PreferencesContext);
  if (!preferences) throw new Error('usePreferences needs a PreferencesContext provider');
  return preferences;
}

/** The application info the shell loaded at start (undefined only before the overlay lifts). */
export const ApplicationInfoContext = createContext<ApplicationInfo | undefined>(undefined);

export function useApplicationInfo(): ApplicationInfo | undefined {
  return useContext(ApplicationInfoContext);
}

/** The built-in server name, used when the server gives none. */
export const DEFAULT_SERVER_NAME = 'Vigil Server';
