import { useEffect, useRef } from 'react';

/** True for Alt+Shift+E (by physical key, since Alt changes the character on some layouts). */
function isExpertModeShortcut(event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code' | 'key'>): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && (event.code === 'KeyE' || event.key.toLowerCase() === 'e');
}

/** Calls `toggle` on Alt+Shift+E anywhere in the page. */
export function useExpertModeHotkey(toggle: () => void): void {
  const latest = useRef(toggle);
  useEffect(() => {
    latest.current = toggle;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isExpertModeShortcut(event) || event.repeat) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
