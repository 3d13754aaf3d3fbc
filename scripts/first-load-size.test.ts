import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueImports, entryScripts, FIRST_LOAD_BUDGET_BYTES, formatFirstLoad, measureFirstLoad, staticImports } from './first-load-size';

const DIST = resolve(import.meta.dirname, '../dist');
const built = existsSync(join(DIST, 'index.html'));

describe('the first-load size', () => {
  const dir = mkdtempSync(join(tmpdir(), 'first-load-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the module script and the modulepreload links of index.html, not the stylesheet', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b.js"><link rel="stylesheet" href="/assets/index.css"><script src="/legacy.js"></script>`;
    expect(entryScripts(html)).toEqual(['assets/index-a.js', 'assets/react-b.js']);
  });

  it('follows static imports and re-exports, never a dynamic import()', () => {
    const code = `import{t as e}from"./runtime-1.js";import"./side-2.js";export{x}from"./again-3.js";const l=()=>import("./lazy-4.js");n(()=>import(\`./lazy-5.js\`))`;
    expect(staticImports(code).sort()).toEqual(['./again-3.js', './runtime-1.js', './side-2.js']);
  });

  it('adds each file reached once, gzip-compressed, and leaves lazy chunks out', () => {
    mkdirSync(join(dir, 'assets'));
    const files = {
      'index.html': '<script type="module" src="/assets/entry.js"></script><link rel="modulepreload" href="/assets/shared.js">',
      'assets/entry.js': 'import{a}from"./shared.js";import"./side.js";const later=()=>import("./lazy.js");' + 'x'.repeat(500),
      'assets/shared.js': 'import"./side.js";export const a=1;',
      'assets/side.js': 'console.log("side")',
      'assets/lazy.js': 'y'.repeat(100_000),
    };
    for (const [path, content] of Object.entries(files)) writeFileSync(join(dir, path), content);
    const load = measureFirstLoad(dir);
    expect(load.files.map((file) => file.path).sort()).toEqual(['assets/entry.js', 'assets/shared.js', 'assets/side.js']);
    const expected = ['assets/entry.js', 'assets/shared.js', 'assets/side.js'].reduce((sum, path) => sum + gzipSync(files[path as keyof typeof files]).length, 0);
    expect(load.gzipBytes).toBe(expected);
    expect(formatFirstLoad(load, 10)).toMatch(/OVER$/);
    expect(formatFirstLoad(load)).toMatch(/within$/);
  });

  it('counts the largest language catalogue the entry imports dynamically, once, and no other lazy chunk', () => {
    const at = mkdtempSync(join(tmpdir(), 'first-load-catalogues-'));
    mkdirSync(join(at, 'assets'));
    const files = {
      'index.html': '<script type="module" src="/assets/entry.js"></script>',
      'assets/entry.js': 'const c={en:()=>import(`./messages-en.js`),fr:()=>import("./messages-fr.js")};const l=()=>import("./lazy.js");',
      'assets/messages-en.js': 'export const messages={a:"' + 'e'.repeat(2_000) + '"}',
      'assets/messages-fr.js': 'export const messages={a:"' + 'les mots '.repeat(2_000) + '"}',
      'assets/lazy.js': 'y'.repeat(100_000),
    };
    for (const [path, content] of Object.entries(files)) writeFileSync(join(at, path), content);
    expect(catalogueImports(files['assets/entry.js'])).toEqual(['./messages-en.js', './messages-fr.js']);
    const load = measureFirstLoad(at);
    const larger = gzipSync(files['assets/messages-fr.js']).length > gzipSync(files['assets/messages-en.js']).length ? 'assets/messages-fr.js' : 'assets/messages-en.js';
    expect(load.files.map((file) => file.path).sort()).toEqual(['assets/entry.js', larger].sort());
    rmSync(at, { recursive: true, force: true });
  });

  it.skipIf(!built)(`keeps the built console's first load within ${FIRST_LOAD_BUDGET_BYTES / 1000} kB gzip (reads dist/: skipped until npm run build has made it)`, () => {
    const load = measureFirstLoad(DIST);
    console.info(formatFirstLoad(load));
    // The sign-in screen draws without Chakra, the router or the container: none of their chunks is loaded first.
    expect(load.files.map((file) => file.path).filter((path) => /\/(router|wiring|console)-/.test(path))).toEqual([]);
    expect(load.gzipBytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });
});
