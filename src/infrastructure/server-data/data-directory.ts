import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Where the Vigil server keeps its data when `--data` is not given
 * (docs/history.md, "The data directory"): `$XDG_DATA_HOME/vigil` or
 * `~/.local/share/vigil` on Linux, `~/Library/Application Support/Vigil` on
 * macOS, `%LOCALAPPDATA%\Vigil` on Windows.
 */
export function defaultDataDirectory(env: Record<string, string | undefined>, platform: NodeJS.Platform = process.platform, home: string = homedir()): string {
  if (platform === 'win32') return join(env.LOCALAPPDATA ?? join(home, 'AppData', 'Local'), 'Vigil');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'Vigil');
  return join(env.XDG_DATA_HOME && env.XDG_DATA_HOME !== '' ? env.XDG_DATA_HOME : join(home, '.local', 'share'), 'vigil');
}

/** The places inside a data directory (its layout is documented in docs/history.md). */
export interface DataDirectory {
  readonly root: string;
  /** The embedded database's folder (PGlite). */
  readonly database: string;
  /** What waits while the database is away. */
  readonly spool: string;
  /** The key that encrypts secrets at rest, unless VIGIL_SECRET_KEY gives it. */
  readonly secretKey: string;
  /** This Vigil server's id, made once. */
  readonly instanceId: string;
}

/** The data directory at `root`, created (mode 0700) when missing. */
export function openDataDirectory(root: string): DataDirectory {
  const absolute = resolve(root);
  mkdirSync(absolute, { recursive: true, mode: 0o700 });
  return {
    root: absolute,
    database: join(absolute, 'database'),
    spool: join(absolute, 'spool'),
    secretKey: join(absolute, 'secret.key'),
    instanceId: join(absolute, 'instance-id'),
  };
}

/** This server's id (several Vigil servers may share one database): read, or made and kept on first start. */
export function instanceIdOf(directory: DataDirectory): string {
  if (existsSync(directory.instanceId)) {
    const id = readFileSync(directory.instanceId, 'utf8').trim();
    if (id !== '') return id;
  }
  const id = randomUUID();
  writeFileSync(directory.instanceId, `${id}\n`, { mode: 0o600 });
  return id;
}

/** Another process has the embedded database open (PGlite is one process's at a time). */
export class DataDirectoryInUseError extends Error {
  override name = 'DataDirectoryInUseError';
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database for this process (`database.pid`): two
 * processes writing one PGlite folder would damage it. A lock left by a
 * process that is gone (a crash, kill -9) is taken over. Resolves to the
 * function that gives it back.
 */
export function lockEmbeddedDatabase(directory: DataDirectory): () => void {
  const path = join(directory.root, 'database.pid');
  if (existsSync(path)) {
    const holder = Number(readFileSync(path, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
      throw new DataDirectoryInUseError(
        `the embedded database in ${directory.database} is open in another process (${holder}): stop that Vigil server first, or give it a PostgreSQL server to share (--database)`,
      );
    }
  }
  writeFileSync(path, `${process.pid}\n`, { mode: 0o600 });
  return () => {
    try {
      if (readFileSync(path, 'utf8').trim() === String(process.pid)) rmSync(path, { force: true });
    } catch {
      // Already gone.
    }
  };
}
