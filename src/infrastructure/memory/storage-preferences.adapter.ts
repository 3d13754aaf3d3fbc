import type { Language, PreferencesPort, Theme } from '../../application/ports/preferences.port';

/** The part of the Web Storage API the preferences need (localStorage in the browser). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const KEYS = { language: 'vigil.language', theme: 'vigil.theme', expertMode: 'vigil.expert-mode' } as const;

/** Preferences kept in a Web Storage; unknown stored values read as "never chosen". */
export class StoragePreferencesAdapter implements PreferencesPort {
  constructor(private readonly storage: KeyValueStorage) {}

  language(): Language | undefined {
    const value = this.#read(KEYS.language);
    return value === 'en' || value === 'fr' ? value : undefined;
  }

  setLanguage(language: Language): void {
    this.#write(KEYS.language, language);
  }

  theme(): Theme | undefined {
    const value = this.#read(KEYS.theme);
    return value === 'dark' || value === 'light' ? value : undefined;
  }

  setTheme(theme: Theme): void {
    this.#write(KEYS.theme, theme);
  }

  expertMode(): boolean {
    return this.#read(KEYS.expertMode) === '1';
  }

  setExpertMode(enabled: boolean): void {
    this.#write(KEYS.expertMode, enabled ? '1' : '0');
  }

  #read(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      // Storage can be disabled (private browsing, policies): behave as never chosen.
      return null;
    }
  }

  #write(key: string, value: string): void {
    try {
      this.storage.setItem(key, value);
    } catch {
      // Same as above: the choice then lasts until the page is reloaded.
    }
  }
}

/** A Web Storage in memory, for headless runs and tests. */
export class MemoryStorage implements KeyValueStorage {
  readonly #items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, value);
  }

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
}
