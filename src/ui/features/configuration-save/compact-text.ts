/** On a narrow screen with nothing to save, a save bar button's text is read but not shown (its icon is), so that the bar keeps to one line. */
export const COMPACT_TEXT = { base: true, sm: false } as const;

/**
 * With changes to save, the secondary buttons (undo, redo, the configuration file, review, discard) show their icons
 * only on a phone (below md) and from lg to 2xl, their text read and in their tooltip: so a phone's bar is two lines
 * (the pending count and Save, then the other buttons), and the pending count, the problems, Review, Discard and
 * Save keep to one line at 1366 px, in French too. From md to lg the bar wraps and has room; from 2xl every text fits.
 */
export const DENSE_TEXT = { base: true, md: false, lg: true, '2xl': false } as const;
