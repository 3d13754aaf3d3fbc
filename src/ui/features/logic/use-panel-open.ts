import { useCallback, useState } from 'react';
import { STORED_FORMATS, STORED_KEYS } from '../../../application/storage/stored-records';
import { useServices } from '../../services-context';

type PanelName = 'palette' | 'inspector';

/** A wide screen (Chakra's lg breakpoint, 62em), where the panels sit beside and over the canvas rather than above and below it. */
function wideScreen(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 62em)').matches;
}

/**
 * Whether the logic editor's palette or inspector is open or collapsed to its
 * rail, remembered in this browser (`vigil.logic.panels`, a versioned record)
 * across pages and reloads. Until the installer chooses, the inspector is
 * open, and the palette too on a wide screen; on a phone it would push the
 * canvas off the screen.
 */
export function usePanelOpen(name: PanelName): [boolean, (open: boolean) => void] {
  const { storedRecords } = useServices();
  const read = useCallback(() => storedRecords.read(STORED_KEYS.logicPanels, STORED_FORMATS.logicPanels) ?? {}, [storedRecords]);
  const [open, setOpen] = useState(() => read()[name] ?? (name === 'inspector' || wideScreen()));
  const change = useCallback(
    (next: boolean) => {
      setOpen(next);
      try {
        storedRecords.write(STORED_KEYS.logicPanels, STORED_FORMATS.logicPanels, { ...read(), [name]: next });
      } catch {
        // A full or blocked storage only forgets the choice at the next visit.
      }
    },
    [name, read, storedRecords],
  );
  return [open, change];
}
