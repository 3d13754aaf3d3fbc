import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const INDEX_HTML = '<!doctype html><html><head><script type="module" src="/assets/index-B4x9Qz1a.js"></script></head><body><div id="root"></div></body></html>\n';
export const ASSET_JS = 'console.log("vigil");\n';
export const ASSET_PATH = '/assets/index-B4x9Qz1a.js';
/** A source map next to the asset, as `VIGIL_SOURCEMAP=1 npm run build` writes one. */
export const SOURCE_MAP_PATH = '/assets/index-B4x9Qz1a.js.map';

/** A stand-in for `dist/`: an index.html, a hashed asset with its source map and a root file. */
export function createTemporaryDist(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'index-B4x9Qz1a.js'), ASSET_JS);
  writeFileSync(join(dir, 'assets', 'index-B4x9Qz1a.js.map'), '{"version":3,"sources":["src/main.tsx"],"mappings":""}');
  writeFileSync(join(dir, 'assets', 'logo-Cq81kLz0.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
