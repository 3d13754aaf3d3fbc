import type { KeyValueStorage } from '../ports/key-value-storage.port';
import { decodeRecord, encodeRecord, type RecordFormat } from './record-migrations';
import { formatOf, kindOfKey, STORED_KEYS, type StoredRecordKind } from './stored-records';

/** A record kept in this browser that the console did not use, for the user to see (and download or forget). */
export interface StoredRecordNotice {
  /** Where the record is now: its own key (refused, left for the newer console) or its set-aside key. */
  readonly key: string;
  /** The key it was stored under. */
  readonly originalKey: string;
  readonly kind: StoredRecordKind;
  /** `newer`: stored by a newer version of the console, refused; `damaged`: unreadable, set aside. */
  readonly problem: 'newer' | 'damaged';
  /** For a newer record: its version and the highest this console reads. */
  readonly version?: number;
  readonly supported?: number;
  readonly setAside: boolean;
}

const SUFFIX = /#\d+$/;

/**
 * The console's records in a Web Storage, each with its version
 * (`stored-records.ts`): an older record is migrated as it is read (and
 * stored in the current version at its next write), a newer one is refused
 * and left untouched for the console that wrote it (until this console must
 * write the same key: it is then set aside first), and a damaged one is
 * moved to `vigil.set-aside:<key>`, kept as it was. Nothing here throws on
 * a bad record; `notices()` lists what was refused or set aside.
 */
export class VersionedStorage {
  readonly #listeners = new Set<() => void>();
  #notices: readonly StoredRecordNotice[] | undefined;

  constructor(private readonly storage: KeyValueStorage) {}

  /** The record at `key` in the current version, or undefined (absent, refused, or damaged and set aside). */
  read<T>(key: string, format: RecordFormat<T>): T | undefined {
    const text = this.#text(key);
    if (text === undefined) return undefined;
    const read = decodeRecord(format, text);
    if (read.status === 'read') return read.data;
    if (read.status === 'damaged') this.#setAside(key, text);
    return undefined;
  }

  /** Stores `data` in the current version; a newer record at `key` is set aside first. Throws when the storage refuses (full, disabled). */
  write<T>(key: string, format: RecordFormat<T>, data: T): void {
    const text = this.#text(key);
    if (text !== undefined && decodeRecord(format, text).status === 'newer') this.#setAside(key, text);
    this.storage.setItem(key, encodeRecord(format, data));
  }

  remove(key: string): void {
    if (this.storage.removeItem) this.storage.removeItem(key);
    else this.storage.setItem(key, '');
  }

  /** Every key of the storage (none when it cannot list them). */
  keys(): string[] {
    const { key, length } = this.storage;
    if (typeof key !== 'function' || typeof length !== 'number') return [];
    const keys: string[] = [];
    for (let index = 0; index < length; index += 1) {
      const name = key.call(this.storage, index);
      if (name !== null) keys.push(name);
    }
    return keys;
  }

  /** The records refused or set aside, oldest key first; a damaged record found on the way is set aside. The same array until one changes. */
  notices(): readonly StoredRecordNotice[] {
    return (this.#notices ??= this.#scan());
  }

  /** The stored text of a noticed record, as it was kept (for a download). */
  text(key: string): string | undefined {
    return this.#text(key);
  }

  /** Removes a noticed record for good (the user chose to). */
  forget(key: string): void {
    this.remove(key);
    this.#changed();
  }

  /** Calls `listener` when the notices change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #scan(): StoredRecordNotice[] {
    const notices: StoredRecordNotice[] = [];
    for (const key of this.keys()) {
      const setAside = key.startsWith(STORED_KEYS.setAsidePrefix);
      const originalKey = setAside ? key.slice(STORED_KEYS.setAsidePrefix.length).replace(SUFFIX, '') : key;
      const kind = kindOfKey(originalKey);
      const text = kind && this.#text(key);
      if (!kind || text === undefined) continue;
      const read = decodeRecord(formatOf(kind), text);
      if (read.status === 'newer') notices.push({ key, originalKey, kind, problem: 'newer', version: read.version, supported: read.supported, setAside });
      else if (setAside) notices.push({ key, originalKey, kind, problem: 'damaged', setAside });
      else if (read.status === 'damaged') notices.push({ key: this.#move(key, text) ?? key, originalKey, kind, problem: 'damaged', setAside: true });
    }
    return notices;
  }

  #text(key: string): string | undefined {
    try {
      const text = this.storage.getItem(key);
      return text === null || text === '' ? undefined : text;
    } catch {
      // A disabled storage (private browsing, policies) holds nothing to read.
      return undefined;
    }
  }

  #setAside(key: string, text: string): void {
    if (this.#move(key, text)) this.#changed();
  }

  /** Moves a record to a free set-aside key; undefined (and left in place) when the storage refuses. */
  #move(key: string, text: string): string | undefined {
    let target = STORED_KEYS.setAsidePrefix + key;
    for (let n = 2; this.#text(target) !== undefined; n += 1) target = `${STORED_KEYS.setAsidePrefix}${key}#${n}`;
    try {
      this.storage.setItem(target, text);
      this.remove(key);
      return target;
    } catch {
      return undefined;
    }
  }

  #changed(): void {
    this.#notices = undefined;
    for (const listener of this.#listeners) listener();
  }
}
