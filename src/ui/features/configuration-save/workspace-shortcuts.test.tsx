import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useWorkspaceShortcuts, workspaceShortcut } from './workspace-shortcuts';

const key = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}, code = `Key${key.toUpperCase()}`) => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('workspaceShortcut', () => {
  it('reads Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y and Ctrl+S, and Cmd on a Mac', () => {
    expect(workspaceShortcut(key('z', { ctrlKey: true }))).toBe('undo');
    expect(workspaceShortcut(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(workspaceShortcut(key('y', { ctrlKey: true }))).toBe('redo');
    expect(workspaceShortcut(key('s', { ctrlKey: true }))).toBe('review');
    expect(workspaceShortcut(key('z', { metaKey: true }))).toBe('undo');
  });

  it('follows the printed letter on AZERTY and the physical key on non-Latin layouts', () => {
    // AZERTY: the key printed Z sits where QWERTY has W.
    expect(workspaceShortcut(key('z', { ctrlKey: true }, 'KeyW'))).toBe('undo');
    expect(workspaceShortcut(key('w', { ctrlKey: true }, 'KeyZ'))).toBeNull();
    expect(workspaceShortcut(key('я', { ctrlKey: true }, 'KeyZ'))).toBe('undo');
  });

  it('leaves other combinations alone', () => {
    expect(workspaceShortcut(key('z'))).toBeNull();
    expect(workspaceShortcut(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(workspaceShortcut(key('e', { altKey: true, shiftKey: true }))).toBeNull();
    expect(workspaceShortcut(key('c', { ctrlKey: true }))).toBeNull();
  });
});

function Harness({ handlers }: { readonly handlers: Parameters<typeof useWorkspaceShortcuts>[0] }) {
  useWorkspaceShortcuts(handlers);
  return (
    <div>
      <label>
        Name <input defaultValue="Dubois" />
      </label>
      <label>
        Enabled <input type="checkbox" />
      </label>
      <div role="dialog" aria-label="Review">
        <button type="button">In the dialog</button>
      </div>
    </div>
  );
}

function setup() {
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const handlers = { undo: vi.fn(), redo: vi.fn(), review: vi.fn(), subscribe, changed: () => listeners.forEach((listener) => listener()) };
  const view = render(<Harness handlers={handlers} />);
  return { handlers, ...view };
}

describe('useWorkspaceShortcuts', () => {
  it('undoes, redoes and opens the review from anywhere in the page, taking the keys from the browser', () => {
    const { handlers } = setup();
    expect(fireEvent.keyDown(document.body, key('z', { ctrlKey: true }))).toBe(false);
    fireEvent.keyDown(document.body, key('Z', { ctrlKey: true, shiftKey: true }));
    fireEvent.keyDown(document.body, key('y', { ctrlKey: true }));
    expect(fireEvent.keyDown(document.body, key('s', { ctrlKey: true }))).toBe(false);
    expect(handlers.undo).toHaveBeenCalledTimes(1);
    expect(handlers.redo).toHaveBeenCalledTimes(2);
    expect(handlers.review).toHaveBeenCalledTimes(1);
  });

  it("lets a text field's own undo take back typing the person has not finished", () => {
    const { handlers, getByLabelText } = setup();
    const name = getByLabelText('Name') as HTMLInputElement;
    name.focus();
    // Focused but untouched: the workspace's undo.
    expect(fireEvent.keyDown(name, key('z', { ctrlKey: true }))).toBe(false);
    expect(handlers.undo).toHaveBeenCalledTimes(1);

    fireEvent.change(name, { target: { value: 'Duboi' } });
    // Typing in progress: the browser's undo (the event is not taken).
    expect(fireEvent.keyDown(name, key('z', { ctrlKey: true }))).toBe(true);
    expect(fireEvent.keyDown(name, key('y', { ctrlKey: true }))).toBe(true);
    expect(handlers.undo).toHaveBeenCalledTimes(1);
    expect(handlers.redo).not.toHaveBeenCalled();
    // Ctrl+S still opens the review.
    fireEvent.keyDown(name, key('s', { ctrlKey: true }));
    expect(handlers.review).toHaveBeenCalledTimes(1);

    // Leaving the field commits it; coming back, the workspace undoes again.
    name.blur();
    name.focus();
    fireEvent.keyDown(name, key('z', { ctrlKey: true }));
    expect(handlers.undo).toHaveBeenCalledTimes(2);
  });

  it('does not change the draft behind an open dialog, nor repeat the review while the key is held', () => {
    const { handlers, getByRole } = setup();
    const inDialog = getByRole('button', { name: 'In the dialog' });
    fireEvent.keyDown(inDialog, key('z', { ctrlKey: true }));
    expect(handlers.undo).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { ...key('s', { ctrlKey: true }), repeat: true });
    expect(handlers.review).not.toHaveBeenCalled();
  });

  it('does not change the draft while a modal dialog is open, even with the focus outside it', () => {
    const { handlers } = setup();
    const modal = document.createElement('div');
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-modal', 'true');
    document.body.append(modal);
    // Taken from the browser too (false: default prevented): its own undo would put back typing behind the modal.
    expect(fireEvent.keyDown(document.body, key('z', { ctrlKey: true }))).toBe(false);
    expect(fireEvent.keyDown(document.body, key('y', { ctrlKey: true }))).toBe(false);
    expect(handlers.undo).not.toHaveBeenCalled();
    expect(handlers.redo).not.toHaveBeenCalled();
    // A text field inside a dialog keeps its own undo of its typing.
    const field = document.createElement('input');
    modal.append(field);
    expect(fireEvent.keyDown(field, key('z', { ctrlKey: true }))).toBe(true);
    expect(handlers.undo).not.toHaveBeenCalled();
    field.remove();
    // A closed one (kept in the document, hidden) does not count.
    modal.setAttribute('data-state', 'closed');
    fireEvent.keyDown(document.body, key('z', { ctrlKey: true }));
    expect(handlers.undo).toHaveBeenCalledTimes(1);
    modal.remove();
  });

  it('undoes from a checkbox, which has no undo of its own', () => {
    const { handlers, getByLabelText } = setup();
    const box = getByLabelText('Enabled');
    box.focus();
    fireEvent.click(box);
    fireEvent.keyDown(box, key('z', { ctrlKey: true }));
    expect(handlers.undo).toHaveBeenCalledTimes(1);
  });

  it('takes a field committed with Enter (the workspace changed, the focus stayed) as settled', () => {
    const { handlers, getByLabelText } = setup();
    const name = getByLabelText('Name') as HTMLInputElement;
    name.focus();
    fireEvent.change(name, { target: { value: 'Dupont' } });
    expect(fireEvent.keyDown(name, key('z', { ctrlKey: true }))).toBe(true);
    // The form commits on Enter: the workspace announces the change.
    handlers.changed();
    expect(fireEvent.keyDown(name, key('z', { ctrlKey: true }))).toBe(false);
    expect(handlers.undo).toHaveBeenCalledTimes(1);
  });
});
