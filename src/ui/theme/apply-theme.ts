import type { Theme } from '../../application/ports/preferences.port';

/** Chakra 3 reads the theme from the `dark`/`light` class on <html>; color-scheme styles native controls. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}
