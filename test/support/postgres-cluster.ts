import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest Debian PostgreSQL's programs (`apt-get install postgresql`), or undefined when none is installed. */
export function postgresBinaries(): string | undefined {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(POSTGRES_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(POSTGRES_ROOT, versions[0], 'bin');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A throwaway PostgreSQL server: its own cluster in a temporary folder, on a free loopback port. */
export interface PostgresCluster {
  readonly port: number;
  /** The address of a database of this cluster (`postgres` unless named). */
  url(database?: string): string;
  /** A new empty database; resolves to its address. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (fast shutdown), keeping its files: `start` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

const USER = 'vigil';

/**
 * Starts a throwaway cluster of Debian's PostgreSQL (docs/history.md, "Tests"):
 * `initdb` in a temporary folder (trust authentication, user `vigil`), then
 * `pg_ctl start` on a free port of 127.0.0.1, fsync off. `initdb` and
 * `postgres` refuse to run as root: as root (CI) the folder is given to the
 * `postgres` user and both run through `runuser -u postgres --`. Rejects with
 * how to install PostgreSQL when it is missing.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinaries();
  if (bin === undefined) throw new Error('Debian PostgreSQL is not installed: apt-get install -y postgresql (.ci/run does it)');
  const asRoot = userInfo().uid === 0;
  const folder = mkdtempSync(join(tmpdir(), 'vigil-pg-'));
  const data = join(folder, 'data');
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const as = (program: string, args: readonly string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args]) : run(join(bin, program), [...args]);
  const port = await freePort();
  await as('initdb', ['-D', data, '-A', 'trust', '-U', USER, '--no-sync', '-E', 'UTF8', '--locale=C']);
  const start = async () => {
    await as('pg_ctl', ['-D', data, '-l', join(folder, 'server.log'), '-w', '-t', '60', '-o', `-k ${folder} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`, 'start']);
  };
  const stop = async () => {
    await as('pg_ctl', ['-D', data, '-w', '-t', '60', '-m', 'fast', 'stop']).catch(() => undefined);
  };
  await start();
  const url = (database = 'postgres') => `postgres://${USER}@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    createDatabase: async (name) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop,
    start,
    destroy: async () => {
      await stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
