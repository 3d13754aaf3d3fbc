import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the console build reads: a change to any of these makes dist/ stale. */
const BUILD_INPUTS = ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) {
    return 0;
  }
  const stats = statSync(path);
  if (!stats.isDirectory()) {
    return stats.mtimeMs;
  }
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    // Tests do not go into the build.
    if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) {
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** True when dist/index.html is missing or older than any build input. */
export function consoleNeedsBuild(rootDir: string): boolean {
  const index = join(rootDir, 'dist', 'index.html');
  if (!existsSync(index)) {
    return true;
  }
  const built = statSync(index).mtimeMs;
  return BUILD_INPUTS.some((input) => newestChange(join(rootDir, input)) > built);
}

/** Runs `npm run build` in rootDir with its output shown; resolves to its exit code. */
export function buildConsole(rootDir: string): Promise<number> {
  return new Promise((resolve) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const child = spawn(npm, ['run', 'build'], { cwd: rootDir, stdio: 'inherit' });
    child.on('error', () => resolve(127));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}
