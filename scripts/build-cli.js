// `npm run build:cli` (also run by `npm run build` and by `npm ci`, as `prepare`):
// bundles the command lines `vigil config` and `vigil client` into dist-cli/, so that
// bin/vigil.js runs plain JavaScript instead of loading tsx and transpiling a few
// hundred TypeScript modules at every start (docs/performance.md, "Memory of a read").
// dist-cli/inputs.json lists what each bundle was built from: bin/vigil.js runs the
// sources through tsx instead whenever one of them is newer than the bundle.
import { createRequire } from 'node:module';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${rootDir}dist-cli`;
// esbuild is what tsx transpiles with (a dependency of tsx, so always installed).
const { build } = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'))('esbuild');

export const entries = {
  config: 'src/composition/config-cli.ts',
  client: 'src/infrastructure/cli/client/client-cli.ts',
};

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const inputs = {};
for (const [name, entry] of Object.entries(entries)) {
  const result = await build({
    absWorkingDir: rootDir,
    entryPoints: [entry],
    outfile: `${outdir}/${name}.js`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
  });
  // Sources and the packages' files; the lock file stands for an upgrade npm ci installed with old dates.
  inputs[name] = [...Object.keys(result.metafile.inputs), 'package-lock.json'];
}
writeFileSync(`${outdir}/inputs.json`, `${JSON.stringify(inputs)}\n`);
console.log(`dist-cli: ${Object.keys(entries).map((name) => `${name}.js (${inputs[name].length} inputs)`).join(', ')}`);
