/* Reading configuration documents line by line, to say what a save changed. */

/** The lines only `before` has and the lines only `after` has (a longest-common-subsequence diff). */
export function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) removed.push(a[i++]!.trim());
    else added.push(b[j++]!.trim());
  }
  removed.push(...a.slice(i).map((line) => line.trim()));
  added.push(...b.slice(j).map((line) => line.trim()));
  return { removed, added };
}

/** A user's `<password>` element as the document holds it. */
export function passwordOf(text: string, user: string): string {
  const found = new RegExp(`<name>${user}</name>\\s*(<password[^>]*>[^<]*</password>|<password/>)`).exec(text);
  return found?.[1] ?? '';
}

/** The text between `<groups>` and `</groups>`, and the rest of the document with it cut out. */
export function splitGroups(text: string): { groups: string; rest: string } {
  const start = text.indexOf('<groups>');
  const end = text.indexOf('</groups>') + '</groups>'.length;
  return { groups: text.slice(start, end), rest: `${text.slice(0, start)}${text.slice(end)}` };
}
