/**
 * Lets other tasks run (input, paint) before going on: the browser's
 * `scheduler.yield()` where there is one, else a timer. Used between slices of
 * work that would otherwise hold the page for one long task (a large body
 * read chunk by chunk, the rights answer read a slice at a time).
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
