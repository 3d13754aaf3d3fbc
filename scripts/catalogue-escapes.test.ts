import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en/messages';
import { messages as fr } from '../locales/fr/messages';
import { backslashMismatches, strayEscapes } from './catalogue-check';

const po = (language: string) => readFileSync(resolve(import.meta.dirname, `../locales/${language}/messages.po`), 'utf8');

/** Every compiled message as text (its parts that are plain strings). */
function texts(messages: Record<string, unknown>): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  Object.values(messages).forEach(walk);
  return found;
}

describe('backslashes in the catalogues', () => {
  it('finds an escape the compiler would turn into a control character, and a path whose backslashes the translation lost', () => {
    const source = 'msgid "Path: D:\\\\video or \\\\\\\\server\\\\share"\nmsgstr ""\n';
    const broken = 'msgid "Path: D:\\\\video or \\\\\\\\server\\\\share"\nmsgstr "Chemin : D:\\video ou \\\\serveur\\\\partage"\n';
    expect(strayEscapes(broken)).toHaveLength(1);
    expect(backslashMismatches(source, broken)).toHaveLength(1);
    const fixed = 'msgid "Path: D:\\\\video or \\\\\\\\server\\\\share"\nmsgstr "Chemin : D:\\\\video ou \\\\\\\\serveur\\\\partage"\n';
    expect(strayEscapes(fixed)).toEqual([]);
    expect(backslashMismatches(source, fixed)).toEqual([]);
  });

  it('finds none in the project’s catalogues, and no compiled message holds a control character', () => {
    expect(strayEscapes(po('en'))).toEqual([]);
    expect(strayEscapes(po('fr'))).toEqual([]);
    expect(backslashMismatches(po('en'), po('fr'))).toEqual([]);
    // eslint-disable-next-line no-control-regex
    const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
    expect(texts(en).filter((text) => control.test(text))).toEqual([]);
    expect(texts(fr).filter((text) => control.test(text))).toEqual([]);
    // The storage path's hint says D:\video and \\server\share, in French too.
    expect(texts(fr).some((text) => text.includes('D:\\video ou \\\\serveur\\partage'))).toBe(true);
  });
});
