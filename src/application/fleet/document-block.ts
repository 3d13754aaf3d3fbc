import { locateSignature, readSignature } from '../../domain/configuration/signature';

/** The signature a document carries ('' when it has none to read). */
export function signatureOf(text: string): string {
  try {
    return readSignature(text);
  } catch {
    return '';
  }
}

/**
 * Whether two documents hold the same configuration, line by line (the
 * `<configuration>` block; the date and signature around it may differ);
 * else the first line that differs, 1-based within the block.
 */
export function sameConfiguration(sent: string, readBack: string): { readonly same: true } | { readonly same: false; readonly line: number } {
  const block = (text: string) => {
    try {
      const layout = locateSignature(text);
      return text.slice(layout.blockStart, layout.blockEnd).split('\n');
    } catch {
      return text.split('\n');
    }
  };
  const a = block(sent);
  const b = block(readBack);
  const length = Math.max(a.length, b.length);
  for (let line = 0; line < length; line += 1) if (a[line] !== b[line]) return { same: false, line: line + 1 };
  return { same: true };
}
