import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePo } from './catalogue-check';

const catalogue = (language: string) => parsePo(readFileSync(resolve(import.meta.dirname, `../locales/${language}/messages.po`), 'utf8'));

/**
 * The French catalogue's entries whose English names a gate (docs/i18n.md,
 * "Words chosen"): the English text of each message (an explicit id such as
 * `gate.type.and` has its English in the English catalogue), placeholders
 * such as {gate} left out.
 */
function gateEntries() {
  const english = new Map(catalogue('en').map((entry) => [entry.id, entry.translation || entry.id]));
  const words = (id: string) => (english.get(id) ?? id).replace(/\{[^}]*\}/g, '');
  return catalogue('fr').filter((entry) => /\bgates?\b/i.test(words(entry.id)));
}

describe('the French word for gate', () => {
  it('is "bloc" in every message that names a gate, never "porte" (a door, in a console that drives door strikes)', () => {
    const entries = gateEntries();
    expect(entries.length).toBeGreaterThan(20);
    expect(entries.filter((entry) => /\bportes?\b/i.test(entry.translation)).map((entry) => entry.id)).toEqual([]);
    expect(entries.filter((entry) => !/\bblocs?\b/i.test(entry.translation)).map((entry) => entry.id)).toEqual([]);
  });
});
