/**
 * The French gate: every message of the English catalogue has a French
 * translation. `lingui compile --strict` says the same at build time (no
 * fallback locale is configured, see lingui.config.ts); this check reads the
 * catalogues themselves so that a test can show the gate failing.
 */
import { readFileSync } from 'node:fs';

export interface CatalogueEntry {
  readonly id: string;
  readonly context?: string;
  readonly translation: string;
}

/** Joins the quoted continuation lines of a po keyword (`msgid ""` then `"…"` lines). */
function unquote(lines: readonly string[]): string {
  const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r' };
  return lines.map((line) => line.slice(1, -1).replace(/\\(.)/g, (_, char: string) => escapes[char] ?? char)).join('');
}

/** The entries of a po catalogue, header left out. */
export function parsePo(text: string): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const fields = new Map<string, string[]>();
    let current: string[] | undefined;
    for (const raw of block.split('\n')) {
      const line = raw.trim();
      const keyword = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
      if (keyword) {
        current = [keyword[2]!];
        fields.set(keyword[1]!, current);
      } else if (line.startsWith('"') && current) current.push(line);
      else current = undefined;
    }
    const id = fields.get('msgid');
    if (!id) continue;
    const msgid = unquote(id);
    if (msgid === '') continue;
    const context = fields.get('msgctxt');
    entries.push({ id: msgid, ...(context ? { context: unquote(context) } : {}), translation: unquote(fields.get('msgstr') ?? ['""']) });
  }
  return entries;
}

/** The source messages that the target catalogue leaves untranslated or lacks. */
export function missingTranslations(source: string, target: string): string[] {
  const key = (entry: CatalogueEntry) => `${entry.context ?? ''}\u0004${entry.id}`;
  const translated = new Map(parsePo(target).map((entry) => [key(entry), entry.translation]));
  return parsePo(source)
    .filter((entry) => (translated.get(key(entry)) ?? '').trim() === '')
    .map((entry) => entry.id);
}

export function missingFrench(root = '.'): string[] {
  return missingTranslations(readFileSync(`${root}/locales/en/messages.po`, 'utf8'), readFileSync(`${root}/locales/fr/messages.po`, 'utf8'));
}

/**
 * The messages of a po catalogue whose quoted text holds an escape other
 * than `\\`, `\"`, `\n` or `\t`: `D:\video` written with one backslash is
 * read as `D:` and a vertical tab then `ideo` when the catalogue is compiled.
 */
export function strayEscapes(text: string): string[] {
  const found: string[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const quoted = block.split('\n').filter((line) => /^(msgctxt|msgid|msgstr)?\s*"/.test(line.trim()));
    if (quoted.some((line) => /\\[^\\"nt]/.test(line.replace(/\\\\/g, '')))) {
      const id = /^msgid\s+"(.*)"$/m.exec(block)?.[1] ?? block;
      found.push(id);
    }
  }
  return found;
}

/** The messages whose translation has not as many backslashes as the source (a Windows path or a share name is copied, not translated). */
export function backslashMismatches(source: string, target: string): string[] {
  const count = (text: string) => text.split('\\').length - 1;
  const key = (entry: CatalogueEntry) => `${entry.context ?? ''}\u0004${entry.id}`;
  const translated = new Map(parsePo(target).map((entry) => [key(entry), entry.translation]));
  return parsePo(source)
    .filter((entry) => {
      const translation = translated.get(key(entry));
      return translation !== undefined && translation !== '' && count(translation) !== count(entry.id);
    })
    .map((entry) => entry.id);
}
