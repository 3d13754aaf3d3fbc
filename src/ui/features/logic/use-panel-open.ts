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

/** A wide screen (Chakra's lg breakpoint, 62em), where the panels sit beside and over the canvas rather than above and below it. */
function wideScreen(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 62em)').matches;
}

/**
 * Whether the logic editor's palette or inspector is open or collapsed to its
 * rail, remembered in this browser (`vigil.logic.panels`) across pages and
 * reloads. Until the installer chooses, the inspector is open, and the
 * palette too on a wide screen; on a phone it would push the canvas off the screen.
 */
export function usePanelOpen(name: PanelName): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => readPanels()[name] ?? (name === 'inspector' || wideScreen()));
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
