import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDirectory, instanceIdOf, openDataDirectory } from './data-directory';

describe('the data directory', () => {
  it('defaults to the platform’s folder for application data', () => {
    expect(defaultDataDirectory({}, 'linux', '/home/claire')).toBe('/home/claire/.local/share/vigil');
    expect(defaultDataDirectory({ XDG_DATA_HOME: '/srv/data' }, 'linux', '/home/claire')).toBe('/srv/data/vigil');
    expect(defaultDataDirectory({}, 'darwin', '/Users/claire')).toBe('/Users/claire/Library/Application Support/Vigil');
    expect(defaultDataDirectory({ LOCALAPPDATA: 'C:\\Users\\claire\\AppData\\Local' }, 'win32', 'C:\\Users\\claire')).toMatch(/Local.Vigil$/);
  });

  it('is made when missing, and keeps this server’s id across starts', () => {
    const parent = mkdtempSync(join(tmpdir(), 'vigil-dir-'));
    try {
      const directory = openDataDirectory(join(parent, 'nested', 'data'));
      expect(directory.database).toBe(join(parent, 'nested', 'data', 'database'));
      const id = instanceIdOf(directory);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(instanceIdOf(openDataDirectory(join(parent, 'nested', 'data')))).toBe(id);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
