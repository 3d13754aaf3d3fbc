import { describe, expect, it } from 'vitest';
import { aRealisticConfiguration } from '../../../test/mothers/configuration.mother';
import type { Configuration } from '../../domain/configuration/configuration';
import { NoDefaultStoreError } from '../../domain/configuration/configuration-errors';
import { setAt } from '../../domain/configuration/model-path';
import { validateConfiguration } from '../../domain/configuration/validation/validate-configuration';
import { ConfigurationWorkspace, type ConfigurationEdit, type WorkspaceBase } from './configuration-workspace';

function baseOf(configuration: Configuration): WorkspaceBase {
  return { version: 3, date: new Date(0), signature: 'abc', configuration, corrupted: [], handle: { kind: 'configuration-handle' } };
}

const setTitle = (title: string): ConfigurationEdit => ({ kind: 'field.set', label: `title ${title}`, apply: (c) => setAt(c, ['parameters', 'title'], title) });

describe('ConfigurationWorkspace', () => {
  it('starts empty, then holds the loaded document as base and draft', () => {
    const workspace = new ConfigurationWorkspace();
    expect(workspace.state()).toMatchObject({ status: 'empty', dirty: false, canUndo: false });
    const configuration = aRealisticConfiguration();
    workspace.load(baseOf(configuration));
    expect(workspace.state()).toMatchObject({ status: 'ready', draft: configuration, dirty: false });
  });

  it('applies an edit as one step of history, undoes and redoes it, and tells subscribers', () => {
    const workspace = new ConfigurationWorkspace();
    const configuration = aRealisticConfiguration();
    workspace.load(baseOf(configuration));
    const seen: string[] = [];
    const unsubscribe = workspace.subscribe((state) => seen.push(state.draft!.parameters.title));
    expect(workspace.apply(setTitle('Quai 4'))).toEqual({ ok: true });
    expect(workspace.state()).toMatchObject({ dirty: true, canUndo: true, canRedo: false, undoLabel: 'title Quai 4' });
    expect(workspace.undo()).toBe(true);
    expect(workspace.state().draft).toBe(configuration);
    expect(workspace.state()).toMatchObject({ dirty: false, canRedo: true, redoLabel: 'title Quai 4' });
    expect(workspace.redo()).toBe(true);
    expect(workspace.state().draft!.parameters.title).toBe('Quai 4');
    unsubscribe();
    workspace.undo();
    expect(seen).toEqual(['Quai 4', configuration.parameters.title, 'Quai 4']);
  });

  it('returns a domain refusal without changing the draft or the history', () => {
    const workspace = new ConfigurationWorkspace();
    workspace.load(baseOf(aRealisticConfiguration()));
    const before = workspace.state();
    const outcome = workspace.apply({ kind: 'store.default', apply: () => { throw new NoDefaultStoreError(); } });
    expect(outcome).toMatchObject({ ok: false, error: { code: 'CONFIG.NO_DEFAULT_STORE', message: 'no default store' } });
    expect(workspace.state()).toBe(before);
  });

  it('adds no step for an edit that changes nothing, and a new edit clears the redo steps', () => {
    const workspace = new ConfigurationWorkspace();
    const configuration = aRealisticConfiguration();
    workspace.load(baseOf(configuration));
    workspace.apply({ kind: 'noop', apply: (c) => c });
    expect(workspace.state().canUndo).toBe(false);
    workspace.apply(setTitle('a'));
    workspace.undo();
    workspace.apply(setTitle('b'));
    expect(workspace.state().canRedo).toBe(false);
  });

  it('keeps at least 200 steps, walking back to the loaded configuration', () => {
    const workspace = new ConfigurationWorkspace();
    const configuration = aRealisticConfiguration();
    workspace.load(baseOf(configuration));
    for (let step = 1; step <= 250; step++) workspace.apply(setTitle(`t${step}`));
    let undone = 0;
    while (workspace.undo()) undone++;
    expect(undone).toBe(250);
    expect(workspace.state().draft).toBe(configuration);
  });

  it('discards as a step that can be undone, and validates once per draft', () => {
    let validations = 0;
    const workspace = new ConfigurationWorkspace(() => {
      validations++;
      return [];
    });
    const configuration = aRealisticConfiguration();
    workspace.load(baseOf(configuration));
    workspace.apply(setTitle('x'));
    workspace.problems();
    workspace.problems();
    const counted = validations;
    workspace.state();
    expect(validations).toBe(counted);
    workspace.discard();
    expect(workspace.state().draft).toBe(configuration);
    workspace.undo();
    expect(workspace.state().draft!.parameters.title).toBe('x');
  });

  it('shows the problems of the draft (section 5: a default store is required)', () => {
    const workspace = new ConfigurationWorkspace();
    const configuration = aRealisticConfiguration();
    workspace.load(baseOf(configuration));
    const stores = configuration.parameters.stores.map((store) => ({ ...store, default: false }));
    workspace.apply({ kind: 'stores.clear-default', apply: (c) => setAt(c, ['parameters', 'stores'], stores) });
    expect(workspace.state().problems.map((problem) => problem.code)).toContain('CONFIG.NO_DEFAULT_STORE');
  });

  it('records why a document could not be read, and forgets everything on clear', () => {
    const workspace = new ConfigurationWorkspace();
    workspace.fail(new Error('Expected config file version 3 but got 2'));
    expect(workspace.state()).toMatchObject({ status: 'invalid', draft: undefined, error: { message: 'Expected config file version 3 but got 2' } });
    workspace.clear();
    expect(workspace.state()).toMatchObject({ status: 'empty', error: undefined });
  });

  it("takes a base's problems found by its decoder instead of validating it, and validates an edited draft against them", () => {
    let validations = 0;
    const workspace = new ConfigurationWorkspace((configuration) => {
      validations += 1;
      return validateConfiguration(configuration);
    });
    const configuration = setAt(aRealisticConfiguration(), ['parameters', 'stores'], []);
    const problems = validateConfiguration(configuration);
    expect(problems.length).toBeGreaterThan(0);
    workspace.load({ ...baseOf(configuration), problems });
    expect(workspace.state().problems).toBe(problems);
    expect(workspace.state().comparison.preexisting).toEqual(problems);
    expect(validations).toBe(0);

    workspace.apply(setTitle('Quai 4'));
    expect(workspace.state().comparison).toMatchObject({ added: [], blocking: [] });
    expect(workspace.state().comparison.preexisting).toHaveLength(problems.length);
    // The edited draft alone was validated; the base's problems were not found again.
    expect(validations).toBe(1);
  });
});
