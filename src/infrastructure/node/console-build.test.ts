import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleNeedsBuild } from './console-build';

const roots: string[] = [];

function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'vigil-build-'));
  roots.push(root);
  mkdirSync(join(root, 'src', 'ui'), { recursive: true });
  writeFileSync(join(root, 'src', 'ui', 'app.tsx'), 'export {};');
  writeFileSync(join(root, 'index.html'), '<!doctype html>');
  return root;
}

function touch(path: string, secondsAgo: number): void {
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path, time, time);
}

function built(root: string): string {
  mkdirSync(join(root, 'dist'), { recursive: true });
  const index = join(root, 'dist', 'index.html');
  writeFileSync(index, '<!doctype html>');
  return index;
}

afterEach(() => {
  for (const root of roots.splice(0)) {
    rmSync(root, { recursive: true, force: true });
  }
});

describe('consoleNeedsBuild', () => {
  it('is true without dist/index.html', () => {
    expect(consoleNeedsBuild(project())).toBe(true);
  });

  it('is false when the build is newer than every input', () => {
    const root = project();
    touch(join(root, 'src', 'ui', 'app.tsx'), 60);
    touch(join(root, 'index.html'), 60);
    built(root);
    expect(consoleNeedsBuild(root)).toBe(false);
  });

  it('is true when a source file changed after the build, but not for a test file', () => {
    const root = project();
    touch(join(root, 'src', 'ui', 'app.tsx'), 60);
    touch(join(root, 'index.html'), 60);
    touch(built(root), 30);
    writeFileSync(join(root, 'src', 'ui', 'app.test.tsx'), 'export {};');
    expect(consoleNeedsBuild(root)).toBe(false);
    writeFileSync(join(root, 'src', 'ui', 'app.tsx'), 'export const changed = 1;');
    expect(consoleNeedsBuild(root)).toBe(true);
  });
});
