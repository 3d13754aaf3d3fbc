import { describe, expect, it } from 'vitest';
import { MemoryStorage, StoragePreferencesAdapter } from '../../infrastructure/memory/storage-preferences.adapter';
import { ResolveLanguageUseCase } from './resolve-language.use-case';
import { ToggleExpertModeUseCase } from './toggle-expert-mode.use-case';

describe('ResolveLanguageUseCase', () => {
  it('picks French for a French browser, English otherwise', () => {
    const resolve = new ResolveLanguageUseCase(new StoragePreferencesAdapter(new MemoryStorage()));
    expect(resolve.execute(['fr-FR', 'en'])).toBe('fr');
    expect(resolve.execute(['fr'])).toBe('fr');
    expect(resolve.execute(['de-DE', 'fr'])).toBe('en');
    expect(resolve.execute(['en-GB'])).toBe('en');
    expect(resolve.execute([])).toBe('en');
  });

  it('prefers the remembered choice over the browser', () => {
    const preferences = new StoragePreferencesAdapter(new MemoryStorage());
    preferences.setLanguage('en');
    expect(new ResolveLanguageUseCase(preferences).execute(['fr-FR'])).toBe('en');
  });
});

describe('ToggleExpertModeUseCase', () => {
  it('flips expert mode and keeps it in storage', () => {
    const storage = new MemoryStorage();
    const toggle = new ToggleExpertModeUseCase(new StoragePreferencesAdapter(storage));
    expect(toggle.execute()).toBe(true);
    expect(new StoragePreferencesAdapter(storage).expertMode()).toBe(true);
    expect(toggle.execute()).toBe(false);
    expect(new StoragePreferencesAdapter(storage).expertMode()).toBe(false);
  });
});

describe('StoragePreferencesAdapter', () => {
  it('reads unknown stored values as never chosen and survives a storage that throws', () => {
    const storage = new MemoryStorage();
    storage.setItem('vigil.language', 'de');
    storage.setItem('vigil.theme', 'purple');
    const preferences = new StoragePreferencesAdapter(storage);
    expect(preferences.language()).toBeUndefined();
    expect(preferences.theme()).toBeUndefined();
    const broken = new StoragePreferencesAdapter({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => broken.setTheme('light')).not.toThrow();
    expect(broken.theme()).toBeUndefined();
    expect(broken.expertMode()).toBe(false);
  });
});
