import { describe, expect, it } from 'vitest';
import { aRealisticConfiguration } from '../../../test/mothers/configuration.mother';
import type { Configuration } from '../../domain/configuration/configuration';
import { FIELD_PROBLEMS } from '../../domain/configuration/field-validators';
import { setAt } from '../../domain/configuration/model-path';
import { SiteConsole } from '../site-console/site-console';
import { ConfigurationWorkspace, type ConfigurationEdit, type WorkspaceBase } from './configuration-workspace';

function baseOf(configuration: Configuration): WorkspaceBase {
  return { version: 3, date: new Date(0), signature: 'abc', configuration, corrupted: [], handle: { kind: 'configuration-handle' } };
}

const setTitle = (title: string): ConfigurationEdit => ({ kind: 'field.set', label: `title ${title}`, apply: (c) => setAt(c, ['parameters', 'title'], title) });

const site = (role: 'installer' | 'viewer') => ({ id: 'north', name: 'North depot', tags: [], username: 'admin', operator: { name: 'vera', role } });

/** A workspace whose console is a fleet site's, opened with `role` (none: one appliance). */
function workspaceOf(role?: 'installer' | 'viewer') {
  const siteConsole = new SiteConsole(role ? { siteId: 'north', prefix: '/fleet/sites/north' } : undefined);
  if (role) siteConsole.setOpened(site(role));
  const workspace = new ConfigurationWorkspace(undefined, () => siteConsole.readOnly());
  const configuration = aRealisticConfiguration();
  workspace.load(baseOf(configuration));
  return { workspace, configuration };
}

describe('ConfigurationWorkspace in a console that may only read', () => {
  it("refuses a viewer's every edit, replaced draft and held text with FLEET.READ_ONLY: the draft stays the appliance's", () => {
    const { workspace, configuration } = workspaceOf('viewer');
    const outcome = workspace.apply(setTitle('Quai 4'));
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? undefined : outcome.error.code).toBe('FLEET.READ_ONLY');
    workspace.replaceDraft(setAt(configuration, ['parameters', 'title'], 'Uploaded'), { kind: 'upload', recordHistory: true, adopt: true });
    workspace.hold({ path: ['parameters', 'httpPort'], text: 'eighty', problem: { code: 'FIELD.INVALID_PORT', message: FIELD_PROBLEMS['FIELD.INVALID_PORT'] } });
    workspace.discard();
    expect(workspace.undo()).toBe(false);
    expect(workspace.state()).toMatchObject({ status: 'ready', draft: configuration, dirty: false, canUndo: false, canRedo: false });
    expect(workspace.heldInputs()).toEqual([]);
  });

  it('still takes a document read from the appliance (a reload after another tab saved)', () => {
    const { workspace, configuration } = workspaceOf('viewer');
    const newer = setAt(configuration, ['parameters', 'title'], 'Saved elsewhere');
    workspace.rebase(baseOf(newer));
    expect(workspace.state()).toMatchObject({ draft: newer, dirty: false });
  });

  it("lets an installer and a plain appliance's console edit as before", () => {
    for (const role of ['installer', undefined] as const) {
      const { workspace } = workspaceOf(role);
      expect(workspace.apply(setTitle('Quai 4'))).toEqual({ ok: true });
      expect(workspace.state()).toMatchObject({ dirty: true, canUndo: true });
    }
  });
});
