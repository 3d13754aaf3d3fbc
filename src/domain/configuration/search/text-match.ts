/**
 * How every search of the console matches a name: the query's words, each
 * found anywhere in the name (inside a word too), in any order, case and
 * accents ignored ("dôme" and "DOME" find "PTZ dôme", "dome ptz" too).
 */

// Most names are plain ASCII: no decomposition needed.
// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;
const MARKS = /\p{M}/gu;

/** Lower case without accents: 'entree' finds 'Entrée', 'CAM' finds 'caméra'. */
export function normaliseSearchText(text: string): string {
  return ASCII.test(text) ? text.toLowerCase() : text.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** The query's words, normalised, each once, longest first: [] for a blank query. */
export function queryWords(query: string): string[] {
  const words = normaliseSearchText(query).split(/\s+/u).filter((word) => word !== '');
  // The longest first: the likeliest to rule a name out at once.
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** Where each word is in `normalised` (the first place of each), or undefined when one of them is not in it. */
export function findWords(normalised: string, words: readonly string[]): number[] | undefined {
  // Most names lack some word: find that out before keeping any place.
  for (const word of words) if (!normalised.includes(word)) return undefined;
  return words.map((word) => normalised.indexOf(word));
}

/** True when every word of the query is in `text` (a blank query matches everything). */
export function matchesWords(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  return findWords(normaliseSearchText(text), words) !== undefined;
}

/** True when every word is in one of the texts, each word in any of them ('parking 2' finds stream 2 of the device Parking). */
export function matchesWordsIn(texts: readonly string[], words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const normalised = texts.map(normaliseSearchText);
  return words.every((word) => normalised.some((text) => text.includes(word)));
}

/**
 * The matched places as ranges of `normalised` ([start, end), sorted, merged
 * where they overlap), from findWords' starts.
 */
export function matchedRanges(starts: readonly number[], words: readonly string[]): [number, number][] {
  const ranges = starts.map((start, index): [number, number] => [start, start + words[index]!.length]).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}
