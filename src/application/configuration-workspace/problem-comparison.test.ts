import { describe, expect, it } from 'vitest';
import { aRealisticConfiguration } from '../../../test/mothers/configuration.mother';
import type { Configuration } from '../../domain/configuration/configuration';
import { setAt } from '../../domain/configuration/model-path';
import { validateConfiguration } from '../../domain/configuration/validation/validate-configuration';
import { ConfigurationWorkspace, type ConfigurationEdit, type WorkspaceBase } from './configuration-workspace';

function baseOf(configuration: Configuration): WorkspaceBase {
  return { version: 3, date: new Date(0), signature: 'abc', configuration, corrupted: [], handle: { kind: 'configuration-handle' } };
}

const set = (path: readonly (string | number)[], value: unknown): ConfigurationEdit => ({ kind: 'field.set', apply: (c) => setAt(c, path, value) });

/** The realistic site with one more error (a store's relative path) and one more warning (a rights entry naming nothing). */
function siteWithProblems(): Configuration {
  const site = aRealisticConfiguration();
  const broken = setAt(site, ['parameters', 'stores', 1, 'path'], 'relative');
  return setAt(broken, ['groups', 0, 'rights'], [...broken.groups[0]!.rights, { id: '77-77', liveRead: true, consultation: false, exportation: false, ptzWrite: false }]);
}

describe('problems against the document the draft derives from', () => {
  it('shows what the loaded document already had without blocking an unrelated edit', () => {
    const workspace = new ConfigurationWorkspace(validateConfiguration);
    workspace.load(baseOf(siteWithProblems()));
    const before = validateConfiguration(siteWithProblems());
    expect(before.filter((problem) => problem.severity === 'error')).toHaveLength(1);
    workspace.apply(set(['parameters', 'title'], 'Quai 4'));
    const comparison = workspace.problemComparison();
    expect(comparison.preexisting).toHaveLength(before.length);
    expect(comparison.added).toEqual([]);
    expect(comparison.blocking).toEqual([]);
    expect(workspace.state().comparison).toBe(comparison);
  });

  it('blocks on an error the edits add, not on a warning they add', () => {
    const workspace = new ConfigurationWorkspace(validateConfiguration);
    workspace.load(baseOf(siteWithProblems()));
    workspace.apply(set(['parameters', 'stores', 2, 'path'], 'also-relative'));
    expect(workspace.problemComparison().blocking.map((problem) => problem.path)).toEqual(['configuration/parameters/stores/store[3]/path']);
    workspace.undo();
    workspace.apply(set(['groups', 0, 'rights'], [...workspace.draft()!.groups[0]!.rights, { id: '88-88', liveRead: true, consultation: false, exportation: false, ptzWrite: false }]));
    expect(workspace.problemComparison().added.map((problem) => problem.severity)).toEqual(['warning']);
    expect(workspace.problemComparison().blocking).toEqual([]);
  });

  it('a pre-existing error stays pre-existing when an item is inserted before it (found by identity, not index)', () => {
    const workspace = new ConfigurationWorkspace(validateConfiguration);
    const site = siteWithProblems();
    workspace.load(baseOf(site));
    const newStore = { ...site.parameters.stores[2]!, id: '99-1', name: 'Extra', default: false };
    workspace.apply(set(['parameters', 'stores'], [newStore, ...site.parameters.stores]));
    expect(workspace.problemComparison().blocking).toEqual([]);
  });

  it('an adopted document (an uploaded file) brings its own problems as already there, until its step is undone', () => {
    const workspace = new ConfigurationWorkspace(validateConfiguration);
    workspace.load(baseOf(aRealisticConfiguration()));
    workspace.replaceDraft(siteWithProblems(), { kind: 'configuration.upload', recordHistory: true, adopt: true });
    expect(workspace.problemComparison()).toMatchObject({ added: [], blocking: [] });
    expect(workspace.problemComparison().preexisting).toHaveLength(validateConfiguration(siteWithProblems()).length);
    workspace.undo();
    workspace.redo();
    expect(workspace.problemComparison().blocking).toEqual([]);
    workspace.undo();
    workspace.replaceDraft(siteWithProblems(), { kind: 'draft.replace', recordHistory: true });
    expect(workspace.problemComparison().blocking.map((problem) => problem.code)).toEqual(['FIELD.INVALID_STORAGE_PATH']);
  });
});

describe('validation counted', () => {
  it('validates the loaded document once: its problems are kept for the comparison after an edit', () => {
    let runs = 0;
    const workspace = new ConfigurationWorkspace((configuration) => {
      runs += 1;
      return validateConfiguration(configuration);
    });
    workspace.load(baseOf(siteWithProblems()));
    workspace.state();
    workspace.apply(set(['parameters', 'title'], 'Quai 4'));
    workspace.state();
    expect(runs).toBe(2);
  });
});
