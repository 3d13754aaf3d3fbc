import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, type RefObject } from 'react';

/** How long a page may take to show its heading (its code loads on first visit), or replace it once, before the focus stops following it. */
const HEADING_WAIT_MS = 10_000;

/** Moves the focus to the page's heading (its h1, made focusable by script only), or to `main` when it has none. */
export function focusPageHeading(main: HTMLElement): void {
  const heading = main.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * Whether the focus is still where the navigation left it, so that moving it
 * to the heading takes nothing from the person: nowhere (its holder removed)
 * or the heading this navigation focused; before that, the link followed or
 * the menu; and once, the menu button the drawer gives the focus back to as
 * it closes after a link (`drawerReturn` says so and forgets it).
 */
function focusFree(main: HTMLElement, atStart: Element | null, ours: Element | null, drawerReturn: () => boolean): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === main || (ours !== null && active === ours)) return true;
  if (active.closest('[data-menu-button]') !== null) return drawerReturn();
  if (ours !== null) return false;
  return active === atStart || (active.closest('nav') !== null && !main.contains(active));
}

/**
 * After each navigation to another page (not the first one shown), the focus
 * moves to the new page's h1, so that a keyboard or screen reader user starts
 * reading the page instead of staying in the menu. The page before stays on
 * screen while the next one's code loads: the new heading is the first h1 in
 * `main` that is not the old one (or the old one when the same page component
 * is kept, after a short wait).
 */
export function useFocusHeadingOnNavigation(main: RefObject<HTMLElement | null>, drawerReturn: () => boolean): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    const root = main.current;
    if (before === undefined || before === pathname || !root) return;
    const stale = root.querySelector('h1');
    const atStart = document.activeElement;
    const started = Date.now();
    let ours: HTMLElement | null = null;
    let frame = 0;
    const attempt = () => {
      const heading = root.querySelector<HTMLElement>('h1');
      const waited = Date.now() - started;
      // Something else holding the focus (a field a problem's link opens, a click) keeps it; focus dropped to the page (its holder removed) comes back to the heading.
      if (heading && (heading !== stale || waited > 300) && document.activeElement !== heading && focusFree(root, atStart, ours, drawerReturn)) {
        // Again if the page replaced its heading after showing it (loading, then loaded).
        focusPageHeading(root);
        ours = heading;
      }
      if (waited < HEADING_WAIT_MS) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [pathname, main, drawerReturn]);
}
