import { describe, expect, it } from 'vitest';
import { valueAt } from '../../domain/configuration/model-path';
import { DomainError } from '../../domain/shared/domain-error';
import { SaveConfigurationUseCase } from './save-configuration.use-case';
import type { SaveStep } from './save-flow';
import { signatureOf } from './workspace-base';
import { edit, loadedWorkspace, utf8 } from '../../../test/support/workspace-harness';

const TITLE = ['parameters', 'title'] as const;

async function setup() {
  const loaded = await loadedWorkspace();
  let forgotten = 0;
  const save = new SaveConfigurationUseCase(loaded.workspace, loaded.transport, loaded.decoder, {
    forgetDraft: () => forgotten++,
    validate: loaded.validate,
    now: () => new Date(2031, 1, 2, 3, 4, 5, 6),
  });
  const storeId = loaded.workspace.draft()!.parameters.stores[0]!.id;
  const storeName = ['parameters', 'stores', { id: storeId }, 'name'] as const;
  return { ...loaded, save, storeName, forgotten: () => forgotten };
}

function lines(text: string): string[] {
  return text.split('\n');
}

describe('SaveConfigurationUseCase', () => {
  it('has nothing to save while the draft is the loaded document', async () => {
    const { save, transport } = await setup();
    await expect(save.execute()).resolves.toEqual({ kind: 'nothing-to-save' });
    expect(transport.calls).toEqual(['GET uncrypted']);
  });

  it('refuses a draft with problems before asking the appliance anything', async () => {
    const { save, workspace, transport } = await setup();
    edit(workspace, TITLE, 'INVALID');
    const outcome = await save.execute();
    expect(outcome.kind).toBe('invalid');
    expect(transport.calls).toEqual(['GET uncrypted']);
  });

  it('lists the pending changes for the review', async () => {
    const { save, workspace } = await setup();
    edit(workspace, TITLE, 'Site B');
    expect(save.pendingChanges()).toEqual([{ kind: 'changed', path: ['parameters', 'title'], before: 'Vigil Appliance', after: 'Site B' }]);
  });

  it('saves: every step in order, only the edited element, date and signature change, read back as the new base', async () => {
    const { save, workspace, transport, decoder, forgotten } = await setup();
    const before = transport.text;
    edit(workspace, TITLE, 'Site B');
    const steps: SaveStep[] = [];
    await expect(save.execute({ onStep: (step) => steps.push(step) })).resolves.toEqual({ kind: 'saved', merged: false });
    expect(steps).toEqual(['validating', 'checking', 'writing', 'sending', 'reading-back']);
    expect(transport.calls).toEqual(['GET uncrypted', 'GET uncrypted', 'POST', 'GET uncrypted']);
    const changed = lines(transport.text).filter((line, index) => line !== lines(before)[index]);
    expect(changed).toEqual(['\t<date>02/02/2031 03:04:05.006</date>', `\t<signature>${signatureOf(utf8(transport.text))}</signature>`, '\t\t\t<title>Site B</title>']);
    // Same signature: their document is never decoded (no false conflict possible).
    expect(decoder.reads).toBe(2);
    const state = workspace.state();
    expect(state.dirty).toBe(false);
    expect(state.base!.signature).toBe(signatureOf(utf8(transport.text)));
    expect(state.canUndo).toBe(false);
    expect(forgotten()).toBe(1);
  });

  it('merges by itself when the appliance changed another field, writing over their document', async () => {
    const { save, workspace, transport, storeName } = await setup();
    edit(workspace, TITLE, 'Site B');
    transport.theyEdit(storeName, 'Their store');
    await expect(save.execute()).resolves.toEqual({ kind: 'saved', merged: true });
    const saved = transport.configuration();
    expect(valueAt(saved, TITLE)).toBe('Site B');
    expect(valueAt(saved, storeName)).toBe('Their store');
    expect(workspace.state().dirty).toBe(false);
    expect(valueAt(workspace.draft(), storeName)).toBe('Their store');
  });

  it('merges when both made the same change', async () => {
    const { save, workspace, transport } = await setup();
    edit(workspace, TITLE, 'Site B');
    transport.theyEdit(TITLE, 'Site B');
    await expect(save.execute()).resolves.toEqual({ kind: 'saved', merged: true });
  });

  describe('when both changed the same field', () => {
    async function conflicted() {
      const context = await setup();
      edit(context.workspace, TITLE, 'Mine');
      edit(context.workspace, context.storeName, 'My store');
      context.transport.theyEdit(TITLE, 'Theirs');
      const outcome = await context.save.execute();
      return { ...context, outcome };
    }

    it('returns the conflict: their changes, mine, and where they overlap; nothing is sent', async () => {
      const { outcome, transport, save, workspace } = await conflicted();
      expect(outcome.kind).toBe('conflict');
      const conflict = (outcome as Extract<typeof outcome, { kind: 'conflict' }>).conflict;
      expect(conflict.theirs).toEqual([{ kind: 'changed', path: ['parameters', 'title'], before: 'Vigil Appliance', after: 'Theirs' }]);
      expect(conflict.mine).toHaveLength(2);
      expect(conflict.overlapping).toEqual([{ kind: 'changed', path: ['parameters', 'title'], before: 'Vigil Appliance', after: 'Mine' }]);
      expect(save.conflict()).toEqual(conflict);
      expect(transport.calls).not.toContain('POST');
      expect(workspace.state().dirty).toBe(true);
    });

    it("'mine-over-theirs' writes my changes over their document, mine winning", async () => {
      const { save, transport, storeName } = await conflicted();
      transport.theyEdit(['parameters', 'stores', 1, 'name'], 'Another of theirs');
      // They changed again since the conflict: the save starts over and finds the same overlap.
      expect((await save.resolve('mine-over-theirs')).kind).toBe('conflict');
      await expect(save.resolve('mine-over-theirs')).resolves.toEqual({ kind: 'saved', merged: true });
      const saved = transport.configuration();
      expect(valueAt(saved, TITLE)).toBe('Mine');
      expect(valueAt(saved, storeName)).toBe('My store');
      expect(valueAt(saved, ['parameters', 'stores', 1, 'name'])).toBe('Another of theirs');
    });

    it("'theirs' drops my draft and takes their document as the base", async () => {
      const { save, workspace, transport, forgotten } = await conflicted();
      await expect(save.resolve('theirs')).resolves.toEqual({ kind: 'took-theirs' });
      expect(transport.calls.filter((call) => call === 'POST')).toEqual([]);
      expect(valueAt(workspace.draft(), TITLE)).toBe('Theirs');
      expect(workspace.state().dirty).toBe(false);
      expect(forgotten()).toBe(1);
    });

    it("'overwrite' writes my draft over the document I loaded, their change lost", async () => {
      const { save, transport, storeName } = await conflicted();
      await expect(save.resolve('overwrite')).resolves.toEqual({ kind: 'saved', merged: false });
      const saved = transport.configuration();
      expect(valueAt(saved, TITLE)).toBe('Mine');
      expect(valueAt(saved, storeName)).toBe('My store');
    });
  });

  describe('a failure at any step changes nothing and keeps every edit', () => {
    it.each([
      ['checking', (c: Awaited<ReturnType<typeof setup>>) => c.transport.failNextFetch()],
      ['writing', (c: Awaited<ReturnType<typeof setup>>) => (c.decoder.failWrite = new DomainError('CONFIG.TO_XML', 'failed to convert to XML: port'))],
      ['sending', (c: Awaited<ReturnType<typeof setup>>) => c.transport.refusePost("can't find signature")],
    ] as const)('at %s', async (step, fail) => {
      const context = await setup();
      edit(context.workspace, TITLE, 'Site B');
      const draft = context.workspace.draft();
      const appliance = context.transport.text;
      fail(context);
      const outcome = await context.save.execute();
      expect(outcome).toMatchObject({ kind: 'failed', step, error: { code: 'WORKSPACE.SAVE_FAILED', message: 'Error while saving' } });
      if (step === 'sending') expect((outcome as { error: DomainError }).error.metadata.detail).toBe("can't find signature");
      expect(context.transport.text).toBe(appliance);
      expect(context.workspace.draft()).toBe(draft);
      expect(context.workspace.state().canUndo).toBe(true);
      expect(context.forgotten()).toBe(0);
    });

    it('at reading-back: the appliance has it, the draft stays, and the next save converges without a conflict', async () => {
      const context = await setup();
      edit(context.workspace, TITLE, 'Site B');
      const draft = context.workspace.draft();
      context.transport.failNextFetch(undefined, 1);
      const outcome = await context.save.execute();
      expect(outcome).toMatchObject({ kind: 'failed', step: 'reading-back', error: { code: 'WORKSPACE.READ_BACK_FAILED' } });
      expect(context.workspace.draft()).toBe(draft);
      expect(valueAt(context.transport.configuration(), TITLE)).toBe('Site B');
      await expect(context.save.execute()).resolves.toEqual({ kind: 'saved', merged: true });
      expect(context.workspace.state().dirty).toBe(false);
    });
  });

  it('runs one save at a time', async () => {
    const { save, workspace } = await setup();
    edit(workspace, TITLE, 'Site B');
    const first = save.execute();
    expect(save.running).toBe(true);
    await expect(save.execute()).rejects.toMatchObject({ code: 'HEALTH.ACTION_IN_PROGRESS' });
    await expect(first).resolves.toMatchObject({ kind: 'saved' });
    expect(save.running).toBe(false);
  });

  it('carries edits made while the save ran onto the read-back document', async () => {
    const { save, workspace, storeName } = await setup();
    edit(workspace, TITLE, 'Site B');
    const running = save.execute({ onStep: (step) => step === 'sending' && edit(workspace, storeName, 'Typed meanwhile') });
    await expect(running).resolves.toMatchObject({ kind: 'saved' });
    expect(workspace.state().dirty).toBe(true);
    expect(save.pendingChanges()).toEqual([{ kind: 'changed', path: storeName, before: 'Main storage', after: 'Typed meanwhile' }]);
  });
});
