/**
 * `text` in slices of at most `size` UTF-16 units (one more where a slice
 * would end inside a surrogate pair: each half alone would encode as U+FFFD),
 * so a large document is encoded and hashed a piece at a time, never whole.
 */
export function* textChunks(text: string, size: number): Generator<string> {
  for (let start = 0; start < text.length;) {
    let end = Math.min(text.length, start + size);
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff && end < text.length) end++;
    yield start === 0 && end === text.length ? text : text.slice(start, end);
    start = end;
  }
}
