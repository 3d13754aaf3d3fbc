import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// bin/vigil.js in a scratch copy of the layout it expects (inside the repository, so that
// tsx resolves from its node_modules): a bundle in dist-cli/ that says so, and sources that say so.
const root = join(process.cwd(), 'test-artifacts');
let dir: string;

function vigil(env: NodeJS.ProcessEnv = {}): string {
  return execFileSync(process.execPath, [join(dir, 'bin/vigil.js'), 'config', 'a', 'b'], { encoding: 'utf8', env: { ...process.env, VIGIL_CLI_SOURCES: '', ...env } });
}

/** Sets a file's modification time `seconds` from now. */
function age(path: string, seconds: number): void {
  const at = new Date(Date.now() + seconds * 1000);
  utimesSync(path, at, at);
}

beforeAll(() => {
  mkdirSync(root, { recursive: true });
  dir = mkdtempSync(join(root, 'vigil-bin-'));
  for (const folder of ['bin', 'dist-cli', 'src/composition']) mkdirSync(join(dir, folder), { recursive: true });
  copyFileSync(join(process.cwd(), 'bin/vigil.js'), join(dir, 'bin/vigil.js'));
  const main = (from: string) => `export async function main(args, io) { io.stdout.write(\`${from} \${args.join(' ')}\\n\`); return 0; }\n`;
  writeFileSync(join(dir, 'src/composition/config-cli.ts'), main('sources'));
  writeFileSync(join(dir, 'dist-cli/config.js'), main('bundle'));
  writeFileSync(join(dir, 'dist-cli/inputs.json'), JSON.stringify({ config: ['src/composition/config-cli.ts'] }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bin/vigil.js', () => {
  it('runs the bundle while it is newer than its inputs, else the sources through tsx', () => {
    age(join(dir, 'src/composition/config-cli.ts'), -60);
    expect(vigil()).toBe('bundle a b\n');
    expect(vigil({ VIGIL_CLI_SOURCES: '1' })).toBe('sources a b\n');

    age(join(dir, 'src/composition/config-cli.ts'), 60); // an input edited after the build
    expect(vigil()).toBe('sources a b\n');

    age(join(dir, 'src/composition/config-cli.ts'), -60);
    writeFileSync(join(dir, 'dist-cli/inputs.json'), JSON.stringify({ config: ['src/composition/config-cli.ts', 'src/gone.ts'] }));
    expect(vigil()).toBe('sources a b\n'); // an input gone: the sources decide
  });
});
