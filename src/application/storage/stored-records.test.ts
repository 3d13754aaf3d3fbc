import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MemoryStorage, StoragePreferencesAdapter } from '../../infrastructure/memory/storage-preferences.adapter';
import { StorageDraftStore } from '../../infrastructure/memory/draft-store.adapters';
import { ConfigurationDrafts } from '../configuration-workspace/configuration-drafts';
import { loadedWorkspace, FakeConfigurationTransport } from '../../../test/support/workspace-harness';
import { formatModelPath, valueAt } from '../../domain/configuration/model-path';
import { STORED_FORMATS, STORED_KEYS } from './stored-records';
import { VersionedStorage } from './versioned-storage';

/** localStorage as console 2.1.10, the version before records had versions, left it (test/fixtures/stored-records). */
const PREVIOUS: Record<string, string> = (
  JSON.parse(readFileSync(new URL('../../../test/fixtures/stored-records/console-2.1.10.json', import.meta.url), 'utf8')) as { records: Record<string, string> }
).records;
const ORIGIN = 'https://appliance.example';
const TAB = '3f9a1c0d2b4e5a61';

function previousStorage(): MemoryStorage {
  const storage = new MemoryStorage();
  for (const [key, text] of Object.entries(PREVIOUS)) storage.setItem(key, text);
  return storage;
}

describe('records stored by the previous version (console 2.1.10)', () => {
  it('opens its draft: offered after sign-in, restored onto the same document', async () => {
    const storage = previousStorage();
    const { workspace } = await loadedWorkspace(new FakeConfigurationTransport());
    const records = new VersionedStorage(storage);
    const drafts = new ConfigurationDrafts(workspace, new StorageDraftStore(records), ORIGIN, {
      tabs: { tab: () => TAB, isOpen: () => false, setEditing: () => undefined },
      schedule: () => () => undefined,
    });
    drafts.checkStored(workspace.base()!);
    const offer = drafts.offer()!;
    expect(offer.sameBase).toBe(true);
    expect(offer.savedAt.toISOString()).toBe('2031-01-02T03:04:05.000Z');
    expect(offer.changes.map((change) => `${change.kind} ${formatModelPath(change.path)}`)).toEqual([
      'changed parameters.title',
      'changed parameters.network.httpsCertificate',
      'added groups[id=5764607523034234882-2002].users[id=7-7]',
      'removed ftpClients[id=5764607523034234888-8101]',
      'changed emails[id=5764607523034234888-8302].password',
    ]);
    expect(offer.sensitiveFields.map(formatModelPath)).toHaveLength(3);
    const outcome = drafts.restore();
    expect(outcome).toMatchObject({ applied: 3, conflicts: [] });
    const draft = workspace.draft()!;
    expect(valueAt(draft, ['parameters', 'title'])).toBe('Site B');
    expect(valueAt(draft, ['groups', { id: '5764607523034234882-2002' }, 'users', { id: '7-7' }, 'name'])).toBe('night');
    expect(draft.ftpClients).toEqual([]);
    expect(records.notices()).toEqual([]);
  });

  it('stores the draft in the current version at its next write, under the same key', () => {
    const storage = previousStorage();
    const store = new StorageDraftStore(storage);
    const before = store.read(ORIGIN, TAB)!;
    store.write(ORIGIN, TAB, before);
    const text = storage.getItem(`vigil.draft.${TAB}:${ORIGIN}`)!;
    expect(JSON.parse(text)).toMatchObject({ record: 'draft', version: STORED_FORMATS.draft.version });
    expect(store.read(ORIGIN, TAB)).toEqual(before);
  });

  it('lists both of its drafts, the one of before tabs too', () => {
    expect(new StorageDraftStore(previousStorage()).list(ORIGIN).map(({ tab }) => tab).sort()).toEqual(['', TAB]);
  });

  it('opens its preferences and the logic editor layout', () => {
    const records = new VersionedStorage(previousStorage());
    const preferences = new StoragePreferencesAdapter(records);
    expect([preferences.language(), preferences.theme(), preferences.expertMode()]).toEqual(['fr', 'light', true]);
    expect(records.read(`${STORED_KEYS.logicPositionsPrefix}5764607523034234888-7001`, STORED_FORMATS.logicPositions)).toEqual({ 'and-1': { x: 120, y: -40.5 }, 'in-2': { x: 0, y: 0 } });
    expect(records.read(STORED_KEYS.logicPanels, STORED_FORMATS.logicPanels)).toEqual({ palette: false, inspector: true });
    expect(records.notices()).toEqual([]);
  });
});

describe('a draft stored by a newer version', () => {
  const newer = JSON.stringify({ record: 'draft', version: STORED_FORMATS.draft.version + 1, data: { base: 'x', edits: [] } });

  it('is refused: not offered, kept untouched, and listed with its version', async () => {
    const storage = new MemoryStorage();
    storage.setItem(`vigil.draft.${TAB}:${ORIGIN}`, newer);
    const records = new VersionedStorage(storage);
    const { workspace } = await loadedWorkspace(new FakeConfigurationTransport());
    const drafts = new ConfigurationDrafts(workspace, new StorageDraftStore(records), ORIGIN, { tabs: { tab: () => TAB, isOpen: () => false, setEditing: () => undefined } });
    drafts.checkStored(workspace.base()!);
    expect(drafts.offer()).toBeUndefined();
    expect(storage.getItem(`vigil.draft.${TAB}:${ORIGIN}`)).toBe(newer);
    expect(records.notices()).toEqual([
      { key: `vigil.draft.${TAB}:${ORIGIN}`, originalKey: `vigil.draft.${TAB}:${ORIGIN}`, kind: 'draft', problem: 'newer', version: STORED_FORMATS.draft.version + 1, supported: STORED_FORMATS.draft.version, setAside: false },
    ]);
  });

  it('is set aside, not overwritten, when this tab stores its own draft', () => {
    const storage = new MemoryStorage();
    storage.setItem(`vigil.draft.${TAB}:${ORIGIN}`, newer);
    const store = new StorageDraftStore(storage);
    store.write(ORIGIN, TAB, { baseSignature: 's', savedAt: '2031-01-01T00:00:00.000Z', changes: [] });
    expect(storage.getItem(`vigil.set-aside:vigil.draft.${TAB}:${ORIGIN}`)).toBe(newer);
  });
});

describe('a damaged draft', () => {
  it('is set aside as it was, not offered, and the offer falls to the next draft', async () => {
    const storage = previousStorage();
    storage.setItem(`vigil.draft.${TAB}:${ORIGIN}`, '{"baseSignature":"f301c1'); // cut short
    const records = new VersionedStorage(storage);
    const { workspace } = await loadedWorkspace(new FakeConfigurationTransport());
    const drafts = new ConfigurationDrafts(workspace, new StorageDraftStore(records), ORIGIN, { tabs: { tab: () => TAB, isOpen: () => false, setEditing: () => undefined } });
    drafts.checkStored(workspace.base()!);
    expect(drafts.offer()?.changes).toHaveLength(5); // the draft of before tabs, as a closed tab's
    expect(storage.getItem(`vigil.set-aside:vigil.draft.${TAB}:${ORIGIN}`)).toBe('{"baseSignature":"f301c1');
    expect(records.notices()).toEqual([expect.objectContaining({ kind: 'draft', problem: 'damaged', setAside: true, originalKey: `vigil.draft.${TAB}:${ORIGIN}` })]);
  });
});
