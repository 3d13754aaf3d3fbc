import { describe, expect, it } from 'vitest';
import { MemoryTabHub, StorageTabId } from '../../infrastructure/memory/memory-tab-channel.adapter';
import { StorageDraftStore } from '../../infrastructure/memory/draft-store.adapters';
import { MemoryStorage } from '../../infrastructure/memory/storage-preferences.adapter';
import { ConfigurationDrafts } from './configuration-drafts';
import { TabPresence } from './tab-presence';
import { edit, FakeConfigurationTransport, loadedWorkspace } from '../../../test/support/workspace-harness';

const ORIGIN = 'https://appliance.example';

/** One browser: a localStorage shared by its tabs, a channel between them. */
function browser() {
  return { local: new MemoryStorage(), hub: new MemoryTabHub(), transport: new FakeConfigurationTransport() };
}

type Browser = ReturnType<typeof browser>;
let instances = 0;
let tabIds = 0;

/** One page of a tab (its session storage survives reloads), signed in: the workspace loaded and the stored draft checked. */
async function openPage(at: Browser, session = new MemoryStorage()) {
  const tabs = new TabPresence(at.hub.channel(), new StorageTabId(session, () => `tab-${++tabIds}`), `page-${++instances}`);
  tabs.start();
  const { workspace } = await loadedWorkspace(at.transport);
  const drafts = new ConfigurationDrafts(workspace, new StorageDraftStore(at.local), ORIGIN, { tabs, schedule: () => () => undefined });
  drafts.start();
  drafts.checkStored(workspace.base()!);
  const close = () => {
    drafts.flush();
    tabs.stop();
  };
  return { session, tabs, workspace, drafts, close };
}

describe('drafts per tab', () => {
  it('two tabs editing one appliance each keep their own draft, and each gets its own back after a reload', async () => {
    const at = browser();
    const first = await openPage(at);
    const second = await openPage(at);
    expect(first.tabs.tab()).not.toBe(second.tabs.tab());
    edit(first.workspace, ['parameters', 'title'], 'From the first tab');
    first.drafts.flush();
    edit(second.workspace, ['parameters', 'title'], 'From the second tab');
    second.drafts.flush();

    first.close();
    const firstAgain = await openPage(at, first.session);
    second.close();
    const secondAgain = await openPage(at, second.session);
    expect(firstAgain.drafts.offer()!.changes.map((change) => change.after)).toEqual(['From the first tab']);
    expect(secondAgain.drafts.offer()!.changes.map((change) => change.after)).toEqual(['From the second tab']);
    firstAgain.drafts.restore();
    secondAgain.drafts.restore();
    expect(firstAgain.workspace.draft()!.parameters.title).toBe('From the first tab');
    expect(secondAgain.workspace.draft()!.parameters.title).toBe('From the second tab');
  });

  it('says when another open tab holds unsaved changes to the same appliance, and when it no longer does', async () => {
    const at = browser();
    const first = await openPage(at);
    const second = await openPage(at);
    let heard = 0;
    second.tabs.subscribe(() => (heard += 1));
    expect(second.tabs.othersEditing()).toBe(0);
    edit(first.workspace, ['parameters', 'title'], 'Edited');
    first.drafts.flush();
    expect(second.tabs.othersEditing()).toBe(1);
    expect(heard).toBeGreaterThan(0);
    // A tab opened later hears it from the answer to its hello.
    const third = await openPage(at);
    expect(third.tabs.othersEditing()).toBe(1);
    first.workspace.undo();
    first.drafts.flush();
    expect(second.tabs.othersEditing()).toBe(0);
    expect(third.tabs.othersEditing()).toBe(0);
  });

  it("never offers the draft of another open tab; offers a closed tab's draft, which restoring takes over", async () => {
    const at = browser();
    const first = await openPage(at);
    edit(first.workspace, ['parameters', 'title'], 'Left behind');
    first.drafts.flush();
    const second = await openPage(at);
    expect(second.drafts.offer()).toBeUndefined();

    first.close();
    const third = await openPage(at);
    expect(third.drafts.offer()!.changes.map((change) => change.after)).toEqual(['Left behind']);
    third.drafts.restore();
    expect(third.workspace.draft()!.parameters.title).toBe('Left behind');
    const store = new StorageDraftStore(at.local);
    expect(store.list(ORIGIN).map((entry) => entry.tab)).toEqual([third.tabs.tab()]);
  });

  it("discarding a closed tab's draft removes it; this tab then stores its own", async () => {
    const at = browser();
    const first = await openPage(at);
    edit(first.workspace, ['parameters', 'title'], 'Closed tab');
    first.close();
    const second = await openPage(at);
    expect(second.drafts.offer()!.changes.map((change) => change.after)).toEqual(['Closed tab']);
    second.drafts.discard();
    edit(second.workspace, ['parameters', 'title'], 'Open tab');
    second.drafts.flush();
    const store = new StorageDraftStore(at.local);
    expect(store.read(ORIGIN, first.tabs.tab())).toBeUndefined();
    expect(store.list(ORIGIN).map((entry) => entry.tab)).toEqual([second.tabs.tab()]);
  });

  it('a duplicated tab (same id in its copied session storage) takes a new id, so the two never share a draft', async () => {
    const at = browser();
    const original = await openPage(at);
    const copied = new MemoryStorage();
    copied.setItem(StorageTabId.KEY, original.tabs.tab());
    const duplicate = await openPage(at, copied);
    expect(duplicate.tabs.tab()).not.toBe(original.tabs.tab());
    expect(copied.getItem(StorageTabId.KEY)).toBe(duplicate.tabs.tab());
  });

  it('offers a draft stored before drafts were per tab (one key per appliance)', async () => {
    const at = browser();
    const old = await openPage(at);
    edit(old.workspace, ['parameters', 'title'], 'Old draft');
    const changes = [{ kind: 'changed' as const, path: ['parameters', 'title'], before: 'Vigil Appliance', after: 'Old draft' }];
    at.local.setItem(`vigil.draft:${ORIGIN}`, JSON.stringify({ baseSignature: old.workspace.base()!.signature, savedAt: '2031-01-01T00:00:00Z', changes }));
    const next = await openPage(at);
    expect(next.drafts.offer()!.changes).toEqual(changes);
  });
});
