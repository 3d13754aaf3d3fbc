import { describe, expect, it } from 'vitest';
import { workspaceShortcut } from '../../features/configuration-save/workspace-shortcuts';
import { SHORTCUT_GROUPS, shortcutsOf, type Key } from './shortcut-catalogue';

/** A listed combination as the keydown it makes (the character's key, Ctrl, Shift, Alt). */
function keydown(combination: readonly Key[]) {
  const char = combination.find((key): key is { char: string } => typeof key !== 'string');
  const letter = char?.char ?? '';
  return {
    key: combination.includes('Shift') ? letter.toUpperCase() : letter.toLowerCase(),
    code: /^[A-Z]$/i.test(letter) ? `Key${letter.toUpperCase()}` : '',
    ctrlKey: combination.includes('Ctrl'),
    metaKey: false,
    altKey: combination.includes('Alt'),
    shiftKey: combination.includes('Shift'),
  };
}

const group = (id: string) => SHORTCUT_GROUPS.find((each) => each.id === id)!;

describe('the shortcut catalogue', () => {
  it("lists the configuration pages' keys as the workspace reads them", () => {
    const [undo, redo, review] = group('configuration').shortcuts;
    expect(undo!.keys.map((combination) => workspaceShortcut(keydown(combination)))).toEqual(['undo']);
    expect(redo!.keys.map((combination) => workspaceShortcut(keydown(combination)))).toEqual(['redo', 'redo']);
    expect(review!.keys.map((combination) => workspaceShortcut(keydown(combination)))).toEqual(['review']);
  });

  it('gives each page the groups that work there, and no other', () => {
    const ids = (path: string | undefined, configuration: boolean) => shortcutsOf(path, configuration).map((each) => each.id);
    expect(ids('', false)).toEqual(['everywhere', 'search']);
    expect(ids('calendars', true)).toEqual(['everywhere', 'configuration', 'search', 'week']);
    expect(ids('logic', true)).toEqual(['everywhere', 'configuration', 'search', 'logic']);
    expect(ids('users', true)).toEqual(['everywhere', 'configuration', 'search', 'rights']);
    expect(ids('devices/edit/$index', true)).toEqual(['everywhere', 'configuration', 'search', 'ptz', 'masks']);
    expect(ids(undefined, false)).toEqual(['everywhere', 'search']);
  });

  it('has no empty group and no shortcut without keys', () => {
    for (const each of SHORTCUT_GROUPS) {
      expect(each.shortcuts.length).toBeGreaterThan(0);
      for (const shortcut of each.shortcuts) for (const combination of shortcut.keys) expect(combination.length).toBeGreaterThan(0);
    }
  });
});
