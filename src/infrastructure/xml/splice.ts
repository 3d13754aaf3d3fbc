/** What an element spans in the text (a `SourceElement` is one). */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** A replacement of `text[start, end)`; `start === end` inserts. */
export interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/**
 * `text[from, to)` with the edits applied (absolute offsets, inside the range,
 * not overlapping). Insertions at one offset keep the order they were given in.
 */
export function applyEdits(text: string, from: number, to: number, edits: readonly Edit[]): string {
  const ordered = edits.map((edit, order) => ({ edit, order })).sort((a, b) => a.edit.start - b.edit.start || a.edit.end - b.edit.end || a.order - b.order);
  let result = '';
  let cursor = from;
  for (const { edit } of ordered) {
    result += text.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return result + text.slice(cursor, to);
}

function isBlank(code: number): boolean {
  return code === 0x20 || code === 0x09;
}

/** The whitespace that precedes the element on its line ('' when something else does). */
export function indentationOf(text: string, element: Span): string {
  let index = element.start;
  while (index > 0 && isBlank(text.charCodeAt(index - 1))) index--;
  if (index > 0 && text[index - 1] !== '\n') return '';
  return text.slice(index, element.start);
}

/**
 * The span to remove so that the element disappears with its line: from the
 * line's indentation through its line ending when the element is alone on its
 * line, else just the element.
 */
export function lineSpan(text: string, element: Span): Span {
  let start = element.start;
  while (start > 0 && isBlank(text.charCodeAt(start - 1))) start--;
  let end = element.end;
  while (end < text.length && isBlank(text.charCodeAt(end))) end++;
  const ownLine = (start === 0 || text[start - 1] === '\n') && (end === text.length || text[end] === '\n' || text[end] === '\r');
  if (!ownLine) return { start: element.start, end: element.end };
  if (text[end] === '\r') end++;
  if (text[end] === '\n') end++;
  return { start, end };
}

/** Offset just past the element's line ending (or its end when more follows on the line). */
export function afterLine(text: string, element: Span): number {
  const span = lineSpan(text, element);
  return span.end === element.end ? element.end : span.end;
}

/** Escapes text content: `&`, `<` and `>`. */
export function escapeText(value: string): string {
  return value.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

/** Escapes an attribute value for double quotes. */
export function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}
