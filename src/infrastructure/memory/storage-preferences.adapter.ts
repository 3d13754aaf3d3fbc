import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import type { Language, PreferencesPort, Theme } from '../../application/ports/preferences.port';
import type { RecordFormat } from '../../application/storage/record-migrations';
import { STORED_FORMATS, STORED_KEYS } from '../../application/storage/stored-records';
import { VersionedStorage } from '../../application/storage/versioned-storage';

/**
 * Preferences kept as versioned records (`STORED_FORMATS`): one stored by an
 * older console is migrated; a newer or damaged one reads as "never chosen"
 * (the storage refuses or sets it aside, and lists it).
 */
export class StoragePreferencesAdapter implements PreferencesPort {
  private readonly records: VersionedStorage;

  /** Over the console's shared `VersionedStorage` (whose notices the UI shows), or a storage of its own. */
  constructor(storage: VersionedStorage | KeyValueStorage) {
    this.records = storage instanceof VersionedStorage ? storage : new VersionedStorage(storage);
  }

  language(): Language | undefined {
    return this.records.read(STORED_KEYS.language, STORED_FORMATS.language);
  }

  setLanguage(language: Language): void {
    this.#write(STORED_KEYS.language, STORED_FORMATS.language, language);
  }

  theme(): Theme | undefined {
    return this.records.read(STORED_KEYS.theme, STORED_FORMATS.theme);
  }

  setTheme(theme: Theme): void {
    this.#write(STORED_KEYS.theme, STORED_FORMATS.theme, theme);
  }

  expertMode(): boolean {
    return this.records.read(STORED_KEYS.expertMode, STORED_FORMATS.expertMode) ?? false;
  }

  setExpertMode(enabled: boolean): void {
    this.#write(STORED_KEYS.expertMode, STORED_FORMATS.expertMode, enabled);
  }

  #write<T>(key: string, format: RecordFormat<T>, value: T): void {
    try {
      this.records.write(key, format, value);
    } catch {
      // Storage can be full or disabled (private browsing, policies): the choice then lasts until the page is reloaded.
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

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
}
