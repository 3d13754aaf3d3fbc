import type { DraftStorePort, StoredDraft, TabDraft } from '../../application/ports/draft-store.port';
import type { KeyValueStorage } from './storage-preferences.adapter';

/**
 * A Web Storage; without `removeItem` a removed draft is written empty, and
 * without `key`/`length` only the tab's own draft can be found.
 */
export type DraftStorage = KeyValueStorage & Partial<Pick<Storage, 'removeItem' | 'key' | 'length'>>;

/** Before drafts were per tab: one key per origin, read as the draft of tab ''. */
const LEGACY_PREFIX = 'vigil.draft:';
/** `vigil.draft.<tab>:<origin>` (tab ids hold no colon). */
const TAB_PREFIX = 'vigil.draft.';

function keyOf(origin: string, tab: string): string {
  return tab === '' ? LEGACY_PREFIX + origin : `${TAB_PREFIX}${tab}:${origin}`;
}

/** The tab of a key holding a draft of `origin`, or undefined for any other key. */
function tabOfKey(key: string, origin: string): string | undefined {
  if (key === LEGACY_PREFIX + origin) return '';
  if (!key.startsWith(TAB_PREFIX) || !key.endsWith(`:${origin}`)) return undefined;
  const tab = key.slice(TAB_PREFIX.length, key.length - origin.length - 1);
  return tab !== '' && !tab.includes(':') ? tab : undefined;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/** JSON with the model's bytes and dates kept as tagged values. */
function replacer(this: unknown, key: string, value: unknown): unknown {
  const raw = (this as Record<string, unknown>)[key];
  if (raw instanceof Date) return { $date: raw.toISOString() };
  if (raw instanceof Uint8Array) return { $bytes: toBase64(raw) };
  return value;
}

function reviver(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1 && typeof record.$date === 'string') return new Date(record.$date);
    if (keys.length === 1 && typeof record.$bytes === 'string') return fromBase64(record.$bytes);
  }
  return value;
}

function isDraft(value: unknown): value is StoredDraft {
  const draft = value as StoredDraft | null;
  return typeof draft === 'object' && draft !== null && typeof draft.baseSignature === 'string' && typeof draft.savedAt === 'string' && Array.isArray(draft.changes);
}

/**
 * Drafts in a key-value storage (localStorage in the browser), one key per
 * appliance origin and tab. A value that does not read back as a draft is
 * ignored.
 */
export class StorageDraftStore implements DraftStorePort {
  constructor(private readonly storage: DraftStorage) {}

  read(origin: string, tab: string): StoredDraft | undefined {
    return this.#readKey(keyOf(origin, tab));
  }

  write(origin: string, tab: string, draft: StoredDraft): void {
    this.storage.setItem(keyOf(origin, tab), JSON.stringify(draft, replacer));
  }

  remove(origin: string, tab: string): void {
    const key = keyOf(origin, tab);
    if (this.storage.removeItem) this.storage.removeItem(key);
    else this.storage.setItem(key, '');
  }

  list(origin: string): readonly TabDraft[] {
    const { key, length } = this.storage;
    if (typeof key !== 'function' || typeof length !== 'number') return [];
    const found: TabDraft[] = [];
    for (let index = 0; index < length; index += 1) {
      const name = key.call(this.storage, index);
      const tab = name === null ? undefined : tabOfKey(name, origin);
      const draft = tab === undefined ? undefined : this.#readKey(name!);
      if (tab !== undefined && draft) found.push({ tab, draft });
    }
    return found;
  }

  #readKey(key: string): StoredDraft | undefined {
    const text = this.storage.getItem(key);
    if (text === null || text === '') return undefined;
    try {
      const value: unknown = JSON.parse(text, reviver);
      return isDraft(value) ? value : undefined;
    } catch {
      return undefined;
    }
  }
}
