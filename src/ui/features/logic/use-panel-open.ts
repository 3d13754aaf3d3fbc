import { useCallback, useState } from 'react';

const KEY = 'vigil.logic.panels';

type PanelName = 'palette' | 'inspector';

function readPanels(): Partial<Record<PanelName, boolean>> {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Partial<Record<PanelName, boolean>>) : {};
  } catch {
    return {};
  }
}

/**
 * Whether the logic editor's palette or inspector is open or collapsed to its
 * rail, remembered in this browser (`vigil.logic.panels`) across pages and
 * reloads; open until the installer collapses it.
 */
export function usePanelOpen(name: PanelName): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => readPanels()[name] ?? true);
  const change = useCallback(
    (next: boolean) => {
      setOpen(next);
      try {
        localStorage.setItem(KEY, JSON.stringify({ ...readPanels(), [name]: next }));
      } catch {
        // A full or blocked storage only forgets the choice at the next visit.
      }
    },
    [name],
  );
  return [open, change];
}
