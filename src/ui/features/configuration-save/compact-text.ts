/** On a narrow screen with nothing to save, a save bar button's text is read but not shown (its icon is), so that the bar keeps to one line. */
export const COMPACT_TEXT = { base: true, sm: false } as const;

/**
 * With changes to save, the secondary buttons (undo, redo, the configuration file) show their icons only from lg
 * to 2xl, their text read and in their tooltip: so the pending count, the problems, Review, Discard and Save keep
 * to one line at 1366 px, in French too. Below lg the bar wraps and has room; from 2xl every text fits.
 */
export const DENSE_TEXT = { base: false, lg: true, '2xl': false } as const;
