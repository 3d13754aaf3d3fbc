import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm start -- --fleet` in a process of its own (`scripts/start.js`, the
 * build served as it is) on `dataDir`, and `databaseUrl` when given, with
 * the secret key the servers of one fleet share and sites polled every
 * `pollSeconds`; resolves with its address once it serves, rejects with its
 * standard error if it stops first.
 */
export function startFleetProcess(options: { readonly dataDir: string; readonly key: string; readonly pollSeconds: number; readonly databaseUrl?: string }): Promise<{ child: ChildProcess; url: string }> {
  const args = ['scripts/start.js', '--fleet', '--no-build', '--port', '0', '--data', options.dataDir, '--history-poll', String(options.pollSeconds), ...(options.databaseUrl ? ['--database', options.databaseUrl] : [])];
  const child = spawn(process.execPath, args, { env: { ...process.env, VIGIL_SECRET_KEY: options.key }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Vigil console: (\S+)/.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the Vigil server stopped (${code}): ${err}`)));
  });
}
