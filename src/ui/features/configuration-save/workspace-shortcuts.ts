import { useEffect, useRef, useState } from 'react';

/** What a key combination asks of the configuration workspace. */
export type WorkspaceShortcut = 'undo' | 'redo' | 'review';

type KeyFacts = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * The letter the person pressed: the character when it is a Latin letter (so
 * Ctrl+Z is the key printed Z on an AZERTY keyboard too), else the physical
 * key (a Cyrillic layout types 'я' where QWERTY has Z, and expects undo).
 */
function letterOf(event: KeyFacts): string {
  const key = event.key.toLowerCase();
  if (/^[a-z]$/.test(key)) return key;
  return /^Key[A-Z]$/.test(event.code) ? event.code.slice(3).toLowerCase() : '';
}

/** Ctrl+Z undo, Ctrl+Shift+Z and Ctrl+Y redo, Ctrl+S review (Cmd on a Mac); null for anything else. */
export function workspaceShortcut(event: KeyFacts): WorkspaceShortcut | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const letter = letterOf(event);
  if (letter === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (letter === 'y' && !event.shiftKey) return 'redo';
  if (letter === 's' && !event.shiftKey) return 'review';
  return null;
}

const TEXT_INPUT_TYPES = new Set(['', 'text', 'search', 'email', 'tel', 'url', 'password', 'number']);

/** An element whose own Ctrl+Z undoes typing: text inputs, text areas, editable content. */
function isTextEntry(element: Element | null): element is HTMLInputElement | HTMLTextAreaElement | HTMLElement {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  if (element instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(element.type) && !element.readOnly && !element.disabled;
  return element instanceof HTMLElement && element.isContentEditable;
}

function textOf(element: HTMLElement): string {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : (element.textContent ?? '');
}

/**
 * Remembers what each text field held when it took the focus (or when the
 * workspace last changed it), so that a shortcut can tell typing the person
 * has not finished (the browser's own undo should take it back letter by
 * letter) from a field that only has the focus (the workspace's undo).
 */
class TypingTracker {
  readonly #settled = new WeakMap<Element, string>();

  /** The field's text is what the workspace knows: nothing typed since. */
  settle(element: Element | null): void {
    if (isTextEntry(element)) this.#settled.set(element, textOf(element));
  }

  /** True when the field holds typing since it took the focus or was last settled. */
  hasTyping(element: Element | null): boolean {
    if (!isTextEntry(element)) return false;
    const settled = this.#settled.get(element);
    return settled !== undefined && settled !== textOf(element);
  }
}

const MODALS = '[aria-modal="true"], [role="alertdialog"], dialog[open]';

/**
 * Whether a modal dialog (a confirmation, the review, a sign-out question) is
 * open in the document, wherever the focus is: the keys then must not reach
 * the draft behind it, even when the focus was left on the page (a click on
 * the backdrop, a dialog that moved the focus nowhere).
 */
function modalOpen(root: ParentNode): boolean {
  for (const element of root.querySelectorAll(MODALS)) {
    if (!element.closest('[hidden], [data-state="closed"], [inert]')) return true;
  }
  return false;
}

/**
 * Undo or redo pressed inside a dialog or while a modal one is open: the
 * draft behind must not change. Neither may the browser's own undo, except
 * in a text field of the dialog (its typing): Chromium's undo is the
 * document's, and would put back the last typing of a field behind the
 * modal, which the form then commits when the focus returns to the dialog.
 */
function blockedByDialog(shortcut: WorkspaceShortcut, target: Element | null): 'not' | 'field' | 'blocked' {
  if (shortcut === 'review') return 'not';
  const inDialog = target?.closest('[role="dialog"], [role="alertdialog"]') ?? null;
  if (!inDialog && !modalOpen(target?.ownerDocument ?? document)) return 'not';
  return inDialog && isTextEntry(target) ? 'field' : 'blocked';
}

/** Where the browser (not the workspace) should answer: typing in progress, or any key pressed inside a dialog or while a modal is open. */
function belongsToBrowser(shortcut: WorkspaceShortcut, target: Element | null, tracker: TypingTracker): boolean {
  if (shortcut === 'review') return false;
  // A dialog in front of the page (a review, a confirmation) must not see the draft change behind it.
  if (blockedByDialog(shortcut, target) !== 'not') return true;
  return tracker.hasTyping(target);
}

interface WorkspaceShortcutHandlers {
  readonly undo: () => void;
  readonly redo: () => void;
  readonly review: () => void;
  /**
   * The workspace's change notifications: a field committed with Enter keeps
   * the focus, and what it shows is then the draft's, no longer typing.
   */
  readonly subscribe?: (listener: () => void) => () => void;
}

/**
 * Listens for the workspace's shortcuts anywhere in the page while mounted
 * (the save bar mounts it on the configuration pages). Ctrl+S is always taken
 * from the browser, whose "save page" is no use here.
 */
export function useWorkspaceShortcuts(handlers: WorkspaceShortcutHandlers): void {
  const latest = useRef(handlers);
  const [tracker] = useState(() => new TypingTracker());
  useEffect(() => {
    latest.current = handlers;
  });
  const { subscribe } = handlers;
  useEffect(() => subscribe?.(() => tracker.settle(document.activeElement)), [subscribe, tracker]);
  useEffect(() => {
    tracker.settle(document.activeElement);
    const onFocusIn = (event: FocusEvent) => tracker.settle(event.target as Element | null);
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = workspaceShortcut(event);
      if (!shortcut) return;
      const target = event.target instanceof Element ? event.target : document.activeElement;
      if (blockedByDialog(shortcut, target) === 'blocked') {
        event.preventDefault();
        return;
      }
      if (belongsToBrowser(shortcut, target, tracker)) return;
      event.preventDefault();
      if (shortcut === 'review') {
        if (!event.repeat) latest.current.review();
        return;
      }
      latest.current[shortcut]();
      // The form shows the draft's value again: that is now the field's settled text.
      setTimeout(() => tracker.settle(document.activeElement), 0);
    };
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [tracker]);
}
