import type { DraftStorePort, StoredDraft, TabDraft } from '../../application/ports/draft-store.port';
import { STORED_FORMATS, STORED_KEYS } from '../../application/storage/stored-records';
import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { VersionedStorage } from '../../application/storage/versioned-storage';

const { draftPrefix: TAB_PREFIX, legacyDraftPrefix: LEGACY_PREFIX } = STORED_KEYS;

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

/**
 * Drafts in a key-value storage (localStorage in the browser), one key per
 * appliance origin and tab, each a versioned record (`STORED_FORMATS.draft`):
 * a draft of an older version is migrated, one of a newer version is refused
 * and kept, a damaged one is set aside (the storage's `notices()` list them).
 */
export class StorageDraftStore implements DraftStorePort {
  private readonly records: VersionedStorage;

  /** Over the console's shared `VersionedStorage` (whose notices the UI shows), or a storage of its own. */
  constructor(storage: VersionedStorage | KeyValueStorage) {
    this.records = storage instanceof VersionedStorage ? storage : new VersionedStorage(storage);
  }

  read(origin: string, tab: string): StoredDraft | undefined {
    return this.records.read(keyOf(origin, tab), STORED_FORMATS.draft);
  }

  write(origin: string, tab: string, draft: StoredDraft): void {
    this.records.write(keyOf(origin, tab), STORED_FORMATS.draft, draft);
  }

  remove(origin: string, tab: string): void {
    this.records.remove(keyOf(origin, tab));
  }

  list(origin: string): readonly TabDraft[] {
    const found: TabDraft[] = [];
    for (const key of this.records.keys()) {
      const tab = tabOfKey(key, origin);
      const draft = tab === undefined ? undefined : this.records.read(key, STORED_FORMATS.draft);
      if (tab !== undefined && draft) found.push({ tab, draft });
    }
    return found;
  }
}
