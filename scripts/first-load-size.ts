/**
 * The first load's JavaScript, as a browser fetches it before the sign-in
 * form is usable: dist/index.html's module scripts and modulepreload links,
 * and every module they import statically, followed to the end (a dynamic
 * `import()` is not followed: it is fetched later), and the largest of the
 * language catalogues the entry imports dynamically (the first screen waits
 * for the reader's one). Each file is counted once, gzip-compressed as a
 * server would send it.
 *
 *   npm run build && node --import tsx scripts/first-load-size.ts   # exit 1 above the budget
 *
 * The budget (issue 22): 150 kB gzip (150,000 bytes).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_LOAD_BUDGET_BYTES = 150_000;

export interface FirstLoadFile {
  /** The path below dist/, as index.html or an import names it (assets/…). */
  readonly path: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

export interface FirstLoad {
  readonly files: readonly FirstLoadFile[];
  readonly gzipBytes: number;
}

/** The scripts index.html loads at once: `<script type="module" src>` and `<link rel="modulepreload" href>`. */
export function entryScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const attribute = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`).exec(tag)?.[1];
    const isModule = tag.startsWith('<script') && attribute('type') === 'module' && attribute('src');
    const isPreload = tag.startsWith('<link') && attribute('rel') === 'modulepreload' && attribute('href');
    const source = isModule ? attribute('src') : isPreload ? attribute('href') : undefined;
    if (source) found.push(source.replace(/^\//, ''));
  }
  return found;
}

/**
 * The modules a built module imports statically (`import … from "./x.js"`,
 * `import "./x.js"`, `export … from "./x.js"`), as paths next to it; never a
 * dynamic `import("./x.js")`, whose parenthesis the patterns refuse.
 */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  const patterns = [/\bimport\s*(?:[^'"`();]*?\bfrom\s*)?["']([^"']+)["']/g, /\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) if (match[1]!.startsWith('.')) found.add(match[1]!);
  return [...found];
}

/** Walks dist/: the entry scripts and their static imports, each file once, with its gzip size. */
export function measureFirstLoad(dist: string): FirstLoad {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const seen = new Map<string, FirstLoadFile>();
  const pending = entryScripts(html);
  while (pending.length > 0) {
    const path = posix.normalize(pending.pop()!);
    if (seen.has(path)) continue;
    const content = readFileSync(join(dist, path));
    seen.set(path, { path, bytes: content.length, gzipBytes: gzipSync(content).length });
    for (const imported of staticImports(content.toString('utf8'))) pending.push(posix.join(posix.dirname(path), imported));
  }
  // The first screen waits for one language's catalogue (src/ui/i18n/load-language.ts), fetched by a dynamic import:
  // counted too, the largest of them, as a reader of that language fetches it.
  const catalogues = [...new Set([...seen.keys()].flatMap((path) => catalogueImports(readFileSync(join(dist, path), 'utf8')).map((imported) => posix.join(posix.dirname(path), imported))))];
  const largest = catalogues
    .map((path) => {
      const content = readFileSync(join(dist, path));
      return { path, bytes: content.length, gzipBytes: gzipSync(content).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
  if (largest && !seen.has(largest.path)) seen.set(largest.path, largest);
  const files = [...seen.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/** The language catalogues a built module imports dynamically: `import("./messages-….js")`. */
export function catalogueImports(code: string): string[] {
  return [...new Set([...code.matchAll(/\bimport\(\s*[`"'](\.\/messages-[^`"']+\.js)[`"']\s*\)/g)].map((match) => match[1]!))];
}

/** The report, one line a file, then the total against the budget. */
export function formatFirstLoad(load: FirstLoad, budget = FIRST_LOAD_BUDGET_BYTES): string {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const lines = load.files.map((file) => `  ${file.path.padEnd(48)} ${kb(file.bytes).padStart(10)} ${kb(file.gzipBytes).padStart(10)} gzip`);
  return [
    `first load: ${load.files.length} JavaScript files`,
    ...lines,
    `total ${kb(load.gzipBytes)} gzip, budget ${kb(budget)} (${((100 * load.gzipBytes) / budget).toFixed(0)} % of it): ${load.gzipBytes <= budget ? 'within' : 'OVER'}`,
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const dist = resolve(process.argv[2] ?? join(dirname(import.meta.dirname), 'dist'));
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`${dist}/index.html not found: run npm run build first`);
    process.exit(2);
  }
  const load = measureFirstLoad(dist);
  console.log(formatFirstLoad(load));
  process.exit(load.gzipBytes <= FIRST_LOAD_BUDGET_BYTES ? 0 : 1);
}
