/**
 * Line differences between two configuration documents, to check that a
 * save changed only what the installer edited (plus the date and the
 * signature).
 */

/** Lines only in `before` and lines only in `after` (indexes), by a longest common subsequence of lines. */
export function lineDiff(before: readonly string[], after: readonly string[]): { removed: number[]; added: number[] } {
  const table = Array.from({ length: before.length + 1 }, () => new Uint16Array(after.length + 1));
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      table[i]![j] = before[i] === after[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const removed: number[] = [];
  const added: number[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      i += 1;
      j += 1;
    } else if (j < after.length && (i === before.length || table[i]![j + 1]! >= table[i + 1]![j]!)) {
      added.push(j);
      j += 1;
    } else {
      removed.push(i);
      i += 1;
    }
  }
  return { removed, added };
}

/** The line range [start, end] of the `<tag>` element holding `<name>name</name>`; throws when there is none. */
export function elementBlock(lines: readonly string[], tag: string, name: string): [number, number] {
  const at = lines.findIndex((line) => line.trim() === `<name>${name}</name>`);
  if (at < 0) throw new Error(`no <${tag}> named ${name}`);
  let start = at;
  while (start > 0 && lines[start]!.trim() !== `<${tag}>`) start -= 1;
  let end = at;
  while (end < lines.length && lines[end]!.trim() !== `</${tag}>`) end += 1;
  return [start, end];
}

export const isDateOrSignature = (line: string): boolean => /^\t<(date|signature)>/.test(line);

/** The lines removed from `before` and added in `after` (as they are, in order), the date and the signature aside. */
export function changedDocumentLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const { removed, added } = lineDiff(a, b);
  const kept = (lines: readonly string[], indexes: readonly number[]) => indexes.map((index) => lines[index]!).filter((line) => !isDateOrSignature(line));
  return { removed: kept(a, removed), added: kept(b, added) };
}

/**
 * What changed outside the given element blocks, date and signature aside:
 * the trimmed lines removed from `before` and added in `after`. A bare
 * opening or closing tag of `tags` is left out too: where an item is
 * deleted before a sibling, a line diff may as well remove the sibling's
 * `<message>` as the deleted one's.
 */
export function changesOutside(
  before: string,
  after: string,
  blocks: { readonly before: readonly [number, number][]; readonly after: readonly [number, number][]; readonly tags?: readonly string[] },
) {
  const bare = new Set((blocks.tags ?? []).flatMap((tag) => [`<${tag}>`, `</${tag}>`]));
  const beforeLines = before.split('\n');
  const afterLines = after.split('\n');
  const { removed, added } = lineDiff(beforeLines, afterLines);
  const inside = (ranges: readonly [number, number][]) => (index: number) => ranges.some(([start, end]) => index >= start && index <= end);
  const insideBefore = inside(blocks.before);
  const insideAfter = inside(blocks.after);
  return {
    removed: removed.filter((index) => !insideBefore(index) && !isDateOrSignature(beforeLines[index]!)).map((index) => beforeLines[index]!.trim()).filter((line) => !bare.has(line)),
    added: added.filter((index) => !insideAfter(index) && !isDateOrSignature(afterLines[index]!)).map((index) => afterLines[index]!.trim()).filter((line) => !bare.has(line)),
    datesAndSignatures: removed.filter((index) => isDateOrSignature(beforeLines[index]!)).length + added.filter((index) => isDateOrSignature(afterLines[index]!)).length,
  };
}
