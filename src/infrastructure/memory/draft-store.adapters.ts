import type { DraftStorePort, StoredDraft } from '../../application/ports/draft-store.port';
import type { KeyValueStorage } from './storage-preferences.adapter';

/** A Web Storage; without `removeItem` (the in-memory one) a removed draft is written empty. */
export type DraftStorage = KeyValueStorage & Partial<Pick<Storage, 'removeItem'>>;

const PREFIX = 'vigil.draft:';

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
 * appliance origin. A value that does not read back as a draft is ignored.
 */
export class StorageDraftStore implements DraftStorePort {
  constructor(private readonly storage: DraftStorage) {}

  read(origin: string): StoredDraft | undefined {
    const text = this.storage.getItem(PREFIX + origin);
    if (text === null || text === '') return undefined;
    try {
      const value: unknown = JSON.parse(text, reviver);
      return isDraft(value) ? value : undefined;
    } catch {
      return undefined;
    }
  }

  write(origin: string, draft: StoredDraft): void {
    this.storage.setItem(PREFIX + origin, JSON.stringify(draft, replacer));
  }

  remove(origin: string): void {
    if (this.storage.removeItem) this.storage.removeItem(PREFIX + origin);
    else this.storage.setItem(PREFIX + origin, '');
  }
}
