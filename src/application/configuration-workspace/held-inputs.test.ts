import { describe, expect, it } from 'vitest';
import { aRealisticConfiguration } from '../../../test/mothers/configuration.mother';
import type { Configuration } from '../../domain/configuration/configuration';
import { FIELD_PROBLEMS } from '../../domain/configuration/field-validators';
import { setAt, type ModelPath } from '../../domain/configuration/model-path';
import { ConfigurationWorkspace, type WorkspaceBase } from './configuration-workspace';

function baseOf(configuration: Configuration): WorkspaceBase {
  return { version: 3, date: new Date(0), signature: 'abc', configuration, corrupted: [], handle: { kind: 'configuration-handle' } };
}

const PORT = { code: 'FIELD.INVALID_PORT', message: FIELD_PROBLEMS['FIELD.INVALID_PORT'] } as const;

function loaded() {
  const workspace = new ConfigurationWorkspace();
  const configuration = aRealisticConfiguration();
  workspace.load(baseOf(configuration));
  const server = configuration.emails.find((email) => email.default === 0)!;
  const path: ModelPath = ['emails', { id: server.id }, 'port'];
  const blocking = () => workspace.state().comparison.blocking.map((problem) => [problem.at, problem.message]);
  return { workspace, configuration, server, path, blocking };
}

describe('held inputs (a text a field cannot give the draft)', () => {
  it('is an error of the draft at its field, blocking the save, the draft untouched; a value or a release takes it away', () => {
    const { workspace, configuration, server, path, blocking } = loaded();
    const index = configuration.emails.indexOf(server);
    expect(blocking()).toEqual([]);
    workspace.hold({ path, text: 'abc', problem: PORT });
    expect(workspace.state().draft).toBe(configuration);
    expect(workspace.heldInput(path)?.text).toBe('abc');
    expect(blocking()).toEqual([[['emails', index, 'port'], 'please provide a port between 1 and 65535']]);
    expect(workspace.state().problems.at(-1)).toMatchObject({ path: `configuration/emails/email[${index + 1}]/port`, severity: 'error', code: 'FIELD.INVALID_PORT' });
    // The same text held again changes nothing (no new state for the subscribers).
    const state = workspace.state();
    workspace.hold({ path, text: 'abc', problem: PORT });
    expect(workspace.state()).toBe(state);
    workspace.release(path);
    expect(blocking()).toEqual([]);
    expect(workspace.heldInput(path)).toBeUndefined();
  });

  it('follows its item when the list is reordered, and goes with the item, a new document or a discard', () => {
    const { workspace, configuration, server, path, blocking } = loaded();
    workspace.hold({ path, text: '', problem: PORT });
    const reversed = [...configuration.emails].reverse();
    workspace.apply({ kind: 'test.reverse', apply: (draft) => setAt(draft, ['emails'], reversed) });
    expect(blocking()).toEqual([[['emails', reversed.indexOf(server), 'port'], 'please provide a port between 1 and 65535']]);

    workspace.apply({ kind: 'test.remove', apply: (draft) => setAt(draft, ['emails'], reversed.filter((email) => email !== server)) });
    expect(workspace.heldInput(path)).toBeUndefined();
    expect(blocking()).toEqual([]);

    workspace.undo();
    workspace.hold({ path, text: 'x', problem: PORT });
    workspace.discard();
    expect(workspace.heldInput(path)).toBeUndefined();

    workspace.hold({ path, text: 'x', problem: PORT });
    workspace.rebase(baseOf(configuration));
    expect(workspace.heldInput(path)).toBeUndefined();
    workspace.hold({ path, text: 'x', problem: PORT });
    workspace.load(baseOf(configuration));
    expect(workspace.state().problems.some((problem) => problem.code === 'FIELD.INVALID_PORT')).toBe(false);
  });
});
