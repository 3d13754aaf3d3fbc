import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../infrastructure/memory/storage-preferences.adapter';
import { encodeRecord } from './record-migrations';
import { STORED_FORMATS } from './stored-records';
import { VersionedStorage } from './versioned-storage';

const THEME = 'vigil.theme';
const newerTheme = JSON.stringify({ record: 'theme', version: 9, data: { mode: 'high-contrast' } });

function storageWith(records: Record<string, string>): MemoryStorage {
  const storage = new MemoryStorage();
  for (const [key, text] of Object.entries(records)) storage.setItem(key, text);
  return storage;
}

describe('VersionedStorage', () => {
  it('writes the current version and reads it back', () => {
    const storage = new MemoryStorage();
    const records = new VersionedStorage(storage);
    records.write(THEME, STORED_FORMATS.theme, 'light');
    expect(JSON.parse(storage.getItem(THEME)!)).toEqual({ record: 'theme', version: 1, data: 'light' });
    expect(records.read(THEME, STORED_FORMATS.theme)).toBe('light');
    expect(records.notices()).toEqual([]);
  });

  it('refuses a record of a newer version and leaves it as it is, listed with its version', () => {
    const storage = storageWith({ [THEME]: newerTheme });
    const records = new VersionedStorage(storage);
    expect(records.read(THEME, STORED_FORMATS.theme)).toBeUndefined();
    expect(storage.getItem(THEME)).toBe(newerTheme);
    expect(records.notices()).toEqual([{ key: THEME, originalKey: THEME, kind: 'theme', problem: 'newer', version: 9, supported: 1, setAside: false }]);
  });

  it('sets a newer record aside before writing over its key, and says so', () => {
    const storage = storageWith({ [THEME]: newerTheme });
    const records = new VersionedStorage(storage);
    const changed = vi.fn();
    records.subscribe(changed);
    records.write(THEME, STORED_FORMATS.theme, 'dark');
    expect(records.read(THEME, STORED_FORMATS.theme)).toBe('dark');
    expect(storage.getItem(`vigil.set-aside:${THEME}`)).toBe(newerTheme);
    expect(changed).toHaveBeenCalled();
    expect(records.notices()).toEqual([expect.objectContaining({ key: `vigil.set-aside:${THEME}`, problem: 'newer', version: 9, setAside: true })]);
  });

  it('sets a damaged record aside as it was, never drops it, and finds a free key for the next one', () => {
    const storage = storageWith({ [THEME]: 'purple' });
    const records = new VersionedStorage(storage);
    expect(records.read(THEME, STORED_FORMATS.theme)).toBeUndefined();
    expect(storage.getItem(THEME)).toBeNull();
    expect(storage.getItem(`vigil.set-aside:${THEME}`)).toBe('purple');
    storage.setItem(THEME, '{"record":"theme","version":1,"data":');
    expect(records.read(THEME, STORED_FORMATS.theme)).toBeUndefined();
    expect(storage.getItem(`vigil.set-aside:${THEME}#2`)).toBe('{"record":"theme","version":1,"data":');
    expect(records.notices().map(({ key, problem, originalKey }) => ({ key, problem, originalKey }))).toEqual([
      { key: `vigil.set-aside:${THEME}`, problem: 'damaged', originalKey: THEME },
      { key: `vigil.set-aside:${THEME}#2`, problem: 'damaged', originalKey: THEME },
    ]);
  });

  it('sets aside a damaged record it finds while listing, and leaves other keys alone', () => {
    const storage = storageWith({ 'vigil.draft.abc:https://a.example': '{"changes":"not a list"}', 'other.app': 'x', 'vigil.language': encodeRecord(STORED_FORMATS.language, 'fr') });
    const records = new VersionedStorage(storage);
    expect(records.notices()).toEqual([
      { key: 'vigil.set-aside:vigil.draft.abc:https://a.example', originalKey: 'vigil.draft.abc:https://a.example', kind: 'draft', problem: 'damaged', setAside: true },
    ]);
    expect(storage.getItem('other.app')).toBe('x');
    expect(records.notices()).toBe(records.notices());
  });

  it('gives a noticed record as stored, and forgets it when asked', () => {
    const storage = storageWith({ [THEME]: 'purple' });
    const records = new VersionedStorage(storage);
    const [notice] = records.notices();
    expect(records.text(notice!.key)).toBe('purple');
    const changed = vi.fn();
    records.subscribe(changed);
    records.forget(notice!.key);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(records.notices()).toEqual([]);
    expect(storage.length).toBe(0);
  });

  it('reads nothing, and throws nothing, from a storage that refuses to be read', () => {
    const records = new VersionedStorage({
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    });
    expect(records.read(THEME, STORED_FORMATS.theme)).toBeUndefined();
    expect(records.notices()).toEqual([]);
  });

  it('leaves a damaged record in place when the storage is too full to set it aside', () => {
    const storage = storageWith({ [THEME]: 'purple' });
    const full = { getItem: (key: string) => storage.getItem(key), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(new VersionedStorage(full).read(THEME, STORED_FORMATS.theme)).toBeUndefined();
    expect(storage.getItem(THEME)).toBe('purple');
  });
});
