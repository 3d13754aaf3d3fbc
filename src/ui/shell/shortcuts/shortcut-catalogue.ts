import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * Every keyboard shortcut of the console, by where it works (docs/words-and-screens.md,
 * "Shortcut help"). The help on "?" lists the groups of the page in view. A
 * shortcut added to a page is added here, with the page's path in the page
 * table (ui/configuration/pages.ts); the catalogue's test gives the listed
 * keys to the handlers that can be asked (undo, redo, review, search, pan and
 * tilt) and checks each does what the list says.
 */

/** A key as printed on the keyboard; named in the reader's language where keyboards name it so (Maj, Suppr, Échap). */
export type KeyName = 'Ctrl' | 'Shift' | 'Alt' | 'Enter' | 'Space' | 'Escape' | 'Delete' | 'Backspace' | 'Insert' | 'Home' | 'End' | 'PageUp' | 'PageDown' | 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Arrows';

export const KEY_NAMES: Record<KeyName, MessageDescriptor> = {
  Ctrl: msg({ message: 'Ctrl', context: 'keyboard key' }),
  Shift: msg({ message: 'Shift', context: 'keyboard key' }),
  Alt: msg({ message: 'Alt', context: 'keyboard key' }),
  Enter: msg({ message: 'Enter', context: 'keyboard key' }),
  Space: msg({ message: 'Space', context: 'keyboard key' }),
  Escape: msg({ message: 'Esc', context: 'keyboard key' }),
  Delete: msg({ message: 'Delete', context: 'keyboard key' }),
  Backspace: msg({ message: 'Backspace', context: 'keyboard key' }),
  Insert: msg({ message: 'Insert', context: 'keyboard key' }),
  Home: msg({ message: 'Home', context: 'keyboard key' }),
  End: msg({ message: 'End', context: 'keyboard key' }),
  PageUp: msg({ message: 'Page Up', context: 'keyboard key' }),
  PageDown: msg({ message: 'Page Down', context: 'keyboard key' }),
  ArrowUp: msg({ message: '↑', context: 'keyboard key' }),
  ArrowDown: msg({ message: '↓', context: 'keyboard key' }),
  ArrowLeft: msg({ message: '←', context: 'keyboard key' }),
  ArrowRight: msg({ message: '→', context: 'keyboard key' }),
  Arrows: msg({ message: 'Arrow keys', context: 'keyboard key' }),
};

/** One key of a combination: a named key, or a character as typed ('K', '?', '+'). */
export type Key = KeyName | { readonly char: string };

export interface Shortcut {
  /** The combinations that do it, each a list of keys pressed together (Ctrl+Shift+Z, or Ctrl+Y). */
  readonly keys: readonly (readonly Key[])[];
  readonly what: MessageDescriptor;
}

export interface ShortcutGroup {
  readonly id: string;
  readonly title: MessageDescriptor;
  /** Where the group works: every page, every configuration page (the save bar's), or the pages of these paths (the page table's). */
  readonly where: 'everywhere' | 'configuration' | readonly string[];
  readonly shortcuts: readonly Shortcut[];
}

const char = (typed: string): Key => ({ char: typed });

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    id: 'everywhere',
    title: msg`Every page`,
    where: 'everywhere',
    shortcuts: [
      { keys: [[char('?')]], what: msg`Show this list of keyboard shortcuts` },
      { keys: [['Ctrl', char('K')]], what: msg`Search the configuration` },
      { keys: [['Alt', 'Shift', char('E')]], what: msg`Turn expert mode on or off` },
      { keys: [['Escape']], what: msg`Close a dialog or the menu` },
    ],
  },
  {
    id: 'configuration',
    title: msg`Configuration pages`,
    where: 'configuration',
    shortcuts: [
      { keys: [['Ctrl', char('Z')]], what: msg`Undo the last change` },
      { keys: [['Ctrl', 'Shift', char('Z')], ['Ctrl', char('Y')]], what: msg`Redo the change undone` },
      { keys: [['Ctrl', char('S')]], what: msg`Review the changes and save` },
      { keys: [['Enter']], what: msg`In a field: keep what was typed` },
      { keys: [['Escape']], what: msg`In a field: give back what it held` },
    ],
  },
  {
    id: 'search',
    title: msg`Search`,
    where: 'everywhere',
    shortcuts: [
      { keys: [['ArrowDown'], ['ArrowUp']], what: msg`Go to the next or previous result` },
      { keys: [['Enter']], what: msg`Open the result` },
    ],
  },
  {
    id: 'rights',
    title: msg`Rights matrix`,
    where: ['users'],
    shortcuts: [
      { keys: [['Arrows']], what: msg`Go to the next box in that direction` },
      { keys: [['Home'], ['End']], what: msg`Go to the first or last row` },
      { keys: [['PageUp'], ['PageDown']], what: msg`Go up or down ten rows` },
      { keys: [['Space']], what: msg`Grant or take back the right` },
    ],
  },
  {
    id: 'week',
    title: msg`Calendar week`,
    where: ['calendars'],
    shortcuts: [
      { keys: [['ArrowUp'], ['ArrowDown']], what: msg`On a range: move it 15 minutes earlier or later` },
      { keys: [['ArrowLeft'], ['ArrowRight']], what: msg`On a range: move it a day earlier or later` },
      { keys: [['Shift', 'Arrows']], what: msg`On a range: move its end` },
    ],
  },
  {
    id: 'logic',
    title: msg`Logic editor`,
    where: ['logic'],
    shortcuts: [
      { keys: [['Enter'], ['Space']], what: msg`Select the gate or wire that has the focus` },
      { keys: [['Arrows']], what: msg`Move the selected gate` },
      { keys: [['Delete'], ['Backspace']], what: msg`Delete the selected gates or wires` },
      { keys: [['Escape']], what: msg`Cancel the selection` },
      { keys: [['Ctrl', char('C')]], what: msg`Copy the selected gates` },
      { keys: [['Ctrl', char('V')]], what: msg`Paste the gates copied` },
      { keys: [['Enter']], what: msg`In the gate search: go to the first found` },
    ],
  },
  {
    id: 'ptz',
    title: msg`Live view: pan, tilt and zoom`,
    where: ['devices/edit/$index'],
    shortcuts: [
      { keys: [['ArrowLeft'], ['ArrowRight']], what: msg`Pan left or right` },
      { keys: [['ArrowUp'], ['ArrowDown']], what: msg`Tilt up or down` },
      { keys: [[char('+')], [char('=')], [char('-')]], what: msg`Zoom in or out` },
      { keys: [['Home']], what: msg`Go to the home position` },
    ],
  },
  {
    id: 'masks',
    title: msg`Analysis: mask zones`,
    where: ['devices/edit/$index'],
    shortcuts: [
      { keys: [['Insert'], [char('N')]], what: msg`On the picture: add a zone` },
      { keys: [['Arrows']], what: msg`On a zone: move it` },
      { keys: [['Shift', 'Arrows']], what: msg`On a zone: resize it` },
      { keys: [['Alt', 'Arrows']], what: msg`On a zone: move or resize it by a finer step` },
      { keys: [['Delete'], ['Backspace']], what: msg`On a zone: delete it` },
      { keys: [['Escape']], what: msg`On a zone: back to the picture` },
    ],
  },
];

/** The groups that work on a page: its path in the page table (undefined outside it) and whether it edits the configuration. */
export function shortcutsOf(pagePath: string | undefined, configurationPage: boolean): readonly ShortcutGroup[] {
  return SHORTCUT_GROUPS.filter(({ where }) => where === 'everywhere' || (where === 'configuration' ? configurationPage : pagePath !== undefined && where.includes(pagePath)));
}
