import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClientSimulator, type RunningSimulator } from './support/client-simulator';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const guide = await readFile(join(root, 'docs/client.md'), 'utf8');
const blocks = [...guide.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');

/**
 * The examples of docs/client.md, each run as a script with tsx against the
 * simulated appliance. They import `vigil/client` as a user would; they are
 * written inside the repository, where the package's own name resolves.
 */
describe('docs/client.md examples', () => {
  let simulator: RunningSimulator;
  let directory: string;

  beforeAll(async () => {
    simulator = await startClientSimulator();
    await mkdir(join(root, 'test-results'), { recursive: true });
    directory = await mkdtemp(join(root, 'test-results', 'client-docs-'));
  });

  afterAll(async () => {
    await simulator.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('has the examples the guide promises', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(6);
  });

  blocks.forEach((block, index) => {
    it(`example ${index + 1} runs`, async () => {
      const file = join(directory, `example-${index + 1}.mts`);
      expect(block).not.toContain("from './");
      await writeFile(file, block);
      const url = `http://admin:secret@${new URL(simulator.origin).host}/?name=Demo`;
      const { stdout } = await run(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), file], {
        cwd: directory,
        env: { ...process.env, VIGIL_CLIENT_URL: url },
        timeout: 60_000,
      });
      if (block.includes('snapshot.jpg')) {
        expect((await stat(join(directory, 'snapshot.jpg'))).size).toBeGreaterThan(100);
      }
      if (block.includes('100 frames') || block.includes("'frames'")) {
        expect(stdout).toContain('100 frames');
      }
      if (block.includes('writeio')) {
        expect(stdout).toContain('true { defined: true, value: 1 }');
      }
    });
  });
});
