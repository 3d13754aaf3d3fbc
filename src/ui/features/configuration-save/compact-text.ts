/** On a narrow screen with nothing to save, a save bar button's text is read but not shown (its icon is), so that the bar keeps to one line. */
export const COMPACT_TEXT = { base: true, sm: false } as const;
