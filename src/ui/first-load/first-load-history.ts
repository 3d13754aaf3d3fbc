/**
 * The first-load screens move the address bar before the console's router
 * exists; the router then takes these history entries over. Its history
 * (TanStack's browser history) tells Back from Forward by an index kept in
 * each entry's state (`__TSR_index`, with a `key`): an entry written with a
 * null state has no index, so Back out of the console after the sign-in could
 * not be recognised, and the unsaved-changes guard could not stop it. These
 * helpers write the entries as that history does.
 */
const INDEX = '__TSR_index';

function currentIndex(): number {
  const state: unknown = window.history.state;
  const index = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[INDEX] : undefined;
  return typeof index === 'number' ? index : 0;
}

function entryState(index: number) {
  const key = Math.random().toString(36).slice(2, 10);
  return { key, __TSR_key: key, [INDEX]: index };
}

/** Goes to `path` as a new entry after the current one (Back returns to it). */
export function pushEntry(path: string): void {
  window.history.pushState(entryState(currentIndex() + 1), '', path);
}

/** Replaces the current entry's address, keeping its place in the history. */
export function replaceEntry(path: string): void {
  window.history.replaceState(entryState(currentIndex()), '', path);
}
