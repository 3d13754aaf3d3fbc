/** Focuses the control with this id once it is in the page (after a navigation renders it); gives up after a few frames. */
export function focusField(id: string, attempts = 20): void {
  const target = document.getElementById(id);
  if (target instanceof HTMLElement) {
    target.focus();
    target.scrollIntoView?.({ block: 'center' });
    return;
  }
  if (attempts > 0) requestAnimationFrame(() => focusField(id, attempts - 1));
}
