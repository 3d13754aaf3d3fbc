import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../domain/configuration/configuration';
import { formatModelPath, valueAt } from '../../domain/configuration/model-path';
import { MemoryStorage } from '../../infrastructure/memory/storage-preferences.adapter';
import { StorageDraftStore } from '../../infrastructure/memory/draft-store.adapters';
import { ConfigurationDrafts } from './configuration-drafts';
import type { ConfigurationWorkspace } from './configuration-workspace';
import { LoadConfigurationUseCase } from './load-configuration.use-case';
import { CountingDecoder, edit, FakeConfigurationTransport, loadedWorkspace } from '../../../test/support/workspace-harness';

const ORIGIN = 'https://appliance.example';
const NEW_PASSWORD = 'Sup3r-Secret!';
const CERTIFICATE = new Uint8Array([0x30, 0x82, 0x01, 0x0a, 0x02, 0x82, 0x01, 0x01, 0x00, 0xc4]);

/** Every secret value the model holds (passwords in clear, since the console reads the document uncrypted). */
function secretsOf(configuration: Configuration): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== 'object') return;
    const secret = value as { value?: unknown; crypted?: unknown };
    if (typeof secret.crypted === 'boolean' && typeof secret.value === 'string') {
      if (secret.value !== '') found.push(secret.value);
      return;
    }
    Object.values(value).forEach(walk);
  };
  walk(configuration);
  return found;
}

/** Manual timers: nothing is stored until `run()`. */
function manualSchedule() {
  const queued: (() => void)[] = [];
  return {
    schedule: (run: () => void) => {
      queued.push(run);
      return () => queued.splice(queued.indexOf(run), 1);
    },
    run: () => queued.splice(0).forEach((run) => run()),
    get pending() {
      return queued.length;
    },
  };
}

async function setup(storage = new MemoryStorage(), transport = new FakeConfigurationTransport()) {
  const timers = manualSchedule();
  const decoder = new CountingDecoder();
  const { workspace } = await loadedWorkspace(transport, decoder);
  const drafts = new ConfigurationDrafts(workspace, new StorageDraftStore(storage), ORIGIN, { schedule: timers.schedule, now: () => new Date('2031-01-02T03:04:05Z') });
  drafts.start();
  return { storage, transport, workspace, drafts, timers, decoder };
}

/** A second visit: a new workspace on the same storage, loaded, with the offer checked as sign-in does. */
async function nextVisit(storage: MemoryStorage, transport: FakeConfigurationTransport) {
  const { workspace } = await loadedWorkspace(transport);
  const drafts = new ConfigurationDrafts(workspace, new StorageDraftStore(storage), ORIGIN, { schedule: manualSchedule().schedule });
  drafts.start();
  drafts.checkStored(workspace.base()!);
  return { workspace, drafts };
}

function editEverythingSensitive(workspace: ConfigurationWorkspace) {
  const c = workspace.draft()!;
  const company = c.emails.find((email) => email.password?.value)!;
  const group = c.groups[1]!;
  edit(workspace, ['parameters', 'title'], 'Site B');
  edit(workspace, ['emails', { id: company.id }, 'password'], { value: 'Changed-Pa55', crypted: false });
  edit(workspace, ['groups', { id: group.id }, 'users'], [...group.users, { id: '7-7', name: 'night', password: { value: NEW_PASSWORD, crypted: false }, remote: false }]);
  edit(workspace, ['parameters', 'network', 'httpsCertificate'], CERTIFICATE);
  edit(workspace, ['ftpClients'], []);
  return { company, group };
}

describe('ConfigurationDrafts', () => {
  it('stores the changes a moment after the edits, once, keyed by the appliance origin', async () => {
    const { workspace, drafts, storage, timers } = await setup();
    edit(workspace, ['parameters', 'title'], 'Site B');
    edit(workspace, ['parameters', 'title'], 'Site C');
    expect(storage.getItem(`vigil.draft:${ORIGIN}`)).toBeNull();
    expect(timers.pending).toBe(1);
    timers.run();
    const stored = new StorageDraftStore(storage).read(ORIGIN, '')!;
    expect(stored.baseSignature).toBe(workspace.base()!.signature);
    expect(stored.savedAt).toBe('2031-01-02T03:04:05.000Z');
    expect(stored.changes).toEqual([{ kind: 'changed', path: ['parameters', 'title'], before: 'Vigil Appliance', after: 'Site C' }]);
    drafts.stop();
  });

  it('never writes a password, credential or certificate to storage', async () => {
    const { workspace, drafts, storage } = await setup();
    const secrets = [...secretsOf(workspace.base()!.configuration), NEW_PASSWORD, 'Changed-Pa55'];
    expect(secrets).toEqual(expect.arrayContaining(['Smtp-Pa55', 'Ftp-Arch1ve', 'Sms-Pa55']));
    editEverythingSensitive(workspace);
    drafts.flush();
    const raw = storage.getItem(`vigil.draft:${ORIGIN}`)!;
    expect(raw).toContain('Site B');
    for (const secret of secrets) expect(raw).not.toContain(secret);
    expect(raw).not.toContain(Buffer.from(CERTIFICATE).toString('base64'));
    expect(raw).not.toContain(Buffer.from(CERTIFICATE.subarray(0, 6)).toString('base64'));
  });

  it('offers the stored draft after a new sign-in: what it changes, and the secrets to enter again', async () => {
    const { workspace, drafts, storage, transport } = await setup();
    const { company, group } = editEverythingSensitive(workspace);
    drafts.flush();
    workspace.clear(); // sign-out: the stored draft stays
    const next = await nextVisit(storage, transport);
    const offer = next.drafts.offer()!;
    expect(offer.sameBase).toBe(true);
    expect(offer.changes).toHaveLength(5);
    expect(offer.sensitiveFields.map(formatModelPath).sort()).toEqual(
      [
        `emails[id=${company.id}].password`,
        `groups[id=${group.id}].users[id=7-7].password`,
        'parameters.network.httpsCertificate',
      ].sort(),
    );
  });

  it('restores as one step of history: secrets left as they were, a new user with an empty password to enter', async () => {
    const { workspace, drafts, storage, transport } = await setup();
    const { company, group } = editEverythingSensitive(workspace);
    drafts.flush();
    const next = await nextVisit(storage, transport);
    const outcome = next.drafts.restore();
    expect(outcome.conflicts).toEqual([]);
    const draft = next.workspace.draft()!;
    expect(draft.parameters.title).toBe('Site B');
    expect(draft.ftpClients).toEqual([]);
    expect(valueAt(draft, ['emails', { id: company.id }, 'password'])).toEqual({ value: 'Smtp-Pa55', crypted: false });
    expect(valueAt(draft, ['parameters', 'network', 'httpsCertificate'])).toBeNull();
    expect(valueAt(draft, ['groups', { id: group.id }, 'users', 1])).toMatchObject({ name: 'night', password: { value: '', crypted: false } });
    expect(next.drafts.offer()).toBeUndefined();
    expect(next.workspace.history()).toHaveLength(1);
    next.workspace.undo();
    expect(next.workspace.state().dirty).toBe(false);
  });

  it('restores onto a changed appliance document, reporting what conflicts', async () => {
    const { workspace, drafts, storage, transport } = await setup();
    edit(workspace, ['parameters', 'title'], 'Mine');
    const contact = workspace.draft()!.contacts[0]!;
    edit(workspace, ['contacts', { id: contact.id }, 'phone'], '+33 1 00 00 00 00');
    drafts.flush();
    transport.theyEdit(['parameters', 'title'], 'Theirs');
    const next = await nextVisit(storage, transport);
    expect(next.drafts.offer()!.sameBase).toBe(false);
    const outcome = next.drafts.restore();
    expect(outcome.applied).toBe(1);
    expect(outcome.conflicts.map((conflict) => conflict.change.path)).toEqual([['parameters', 'title']]);
    expect(next.workspace.draft()!.parameters.title).toBe('Theirs');
    expect(valueAt(next.workspace.draft(), ['contacts', { id: contact.id }, 'phone'])).toBe('+33 1 00 00 00 00');
  });

  it('discard forgets the draft; while an offer waits, nothing is stored over it', async () => {
    const { workspace, drafts, storage, transport } = await setup();
    edit(workspace, ['parameters', 'title'], 'Site B');
    drafts.flush();
    const next = await nextVisit(storage, transport);
    edit(next.workspace, ['parameters', 'title'], 'Other');
    next.drafts.flush();
    expect(new StorageDraftStore(storage).read(ORIGIN, '')!.changes[0]!.after).toBe('Site B');
    next.drafts.discard();
    expect(next.drafts.offer()).toBeUndefined();
    expect(new StorageDraftStore(storage).read(ORIGIN, '')).toBeUndefined();
  });

  it('forgets the stored draft when the draft is back to the loaded document', async () => {
    const { workspace, drafts, storage } = await setup();
    edit(workspace, ['parameters', 'title'], 'Site B');
    drafts.flush();
    workspace.undo();
    drafts.flush();
    expect(new StorageDraftStore(storage).read(ORIGIN, '')).toBeUndefined();
  });

  it('is offered by the load use case after sign-in', async () => {
    const { workspace, drafts, storage, transport } = await setup();
    edit(workspace, ['parameters', 'title'], 'Site B');
    drafts.flush();
    const { workspace: fresh } = await loadedWorkspace(transport);
    const again = new ConfigurationDrafts(fresh, new StorageDraftStore(storage), ORIGIN);
    await new LoadConfigurationUseCase(transport, new CountingDecoder(), fresh, (base) => again.checkStored(base)).execute();
    expect(again.offer()?.changes).toHaveLength(1);
  });
});
