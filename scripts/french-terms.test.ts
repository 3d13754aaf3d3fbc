import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePo } from './catalogue-check';

/** The French catalogue's entries whose English names a gate (docs/i18n.md, "Words chosen"). */
function gateEntries() {
  const text = readFileSync(resolve(import.meta.dirname, '../locales/fr/messages.po'), 'utf8');
  return parsePo(text).filter((entry) => /\bgates?\b/i.test(entry.id));
}

describe('the French word for gate', () => {
  it('is "bloc" in every message that names a gate, never "porte" (a door, in a console that drives door strikes)', () => {
    const entries = gateEntries();
    expect(entries.length).toBeGreaterThan(20);
    expect(entries.filter((entry) => /\bportes?\b/i.test(entry.translation)).map((entry) => entry.id)).toEqual([]);
    expect(entries.filter((entry) => !/\bblocs?\b/i.test(entry.translation)).map((entry) => entry.id)).toEqual([]);
  });
});
