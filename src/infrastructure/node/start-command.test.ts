import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningConsoleServer } from './console-server';
import { allowedHostNames, machineHostNames } from './host-name-guard';
import { describeHostNames } from './start-command';
import { startCommand } from '../../composition/node-servers';

const cleanups: Array<() => unknown> = [];

function io(env: Record<string, string | undefined> = {}): { stdout: string[]; stderr: string[]; io: Parameters<typeof startCommand>[1] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, io: { stdout: { write: (text: string) => stdout.push(text) }, stderr: { write: (text: string) => stderr.push(text) }, env } };
}

function root(withBuild: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-start-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  if (withBuild) {
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>built</title>');
  }
  return dir;
}

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await cleanup();
  }
});

describe('startCommand', () => {
  it('builds a missing console, serves it with the simulator and prints the address', async () => {
    const dir = root(false);
    const out = io();
    const builds: string[] = [];
    const build = async (rootDir: string): Promise<number> => {
      builds.push(rootDir);
      mkdirSync(join(rootDir, 'dist'));
      writeFileSync(join(rootDir, 'dist', 'index.html'), 'fresh build');
      return 0;
    };
    const server = (await startCommand(['--port', '0', '--initialised', '--no-history'], out.io, { rootDir: dir, build })) as RunningConsoleServer;
    cleanups.push(() => server.close());
    expect(builds).toEqual([dir]);
    expect(out.stdout.join('')).toContain(`Vigil console: ${server.url}\nAppliance: simulated (initialised, demonstration site, in memory)\nHistory: not kept (--no-history)\n`);
    expect(await (await fetch(new URL('/admin', server.url))).text()).toBe('fresh build');
    expect(((await (await fetch(new URL('/__simulator/state', server.url))).json()) as { initialised: boolean }).initialised).toBe(true);
  });

  it('reports the proxied appliance', async () => {
    const out = io({ VIGIL_SERVER: 'https://192.0.2.10:8443' });
    const server = (await startCommand(['--port', '0', '--no-build', '--insecure', '--no-history'], out.io, { rootDir: root(true) })) as RunningConsoleServer;
    cleanups.push(() => server.close());
    expect(out.stdout.join('')).toContain('Appliance: proxied to https://192.0.2.10:8443 (certificate not checked)');
    expect(server.simulator).toBeUndefined();
  });

  it('fails with exit code 1 when the build fails and nothing was built before', async () => {
    const out = io();
    expect(await startCommand(['--port', '0'], out.io, { rootDir: root(false), build: async () => 2 })).toBe(1);
    expect(out.stderr.join('')).toContain('The console build failed (exit code 2); nothing to serve.');
  });

  it('answers usage errors with exit code 2 and a busy port with a clear message', async () => {
    const out = io();
    expect(await startCommand(['--port', 'x'], out.io, { rootDir: root(true) })).toBe(2);
    expect(out.stderr.join('')).toContain('usage: npm start');
    const first = (await startCommand(['--port', '0', '--no-build', '--no-history'], io().io, { rootDir: root(true) })) as RunningConsoleServer;
    cleanups.push(() => first.close());
    const port = new URL(first.url).port;
    const busy = io();
    expect(await startCommand(['--port', port, '--no-build', '--no-history'], busy.io, { rootDir: root(true) })).toBe(1);
    expect(busy.stderr.join('')).toContain(`port ${port} is already in use`);
  });

  it('does not start when the history database cannot be used, and says which and why', async () => {
    const data = root(false);
    const out = io({ VIGIL_DATABASE_URL: 'mysql://vigil@db/vigil' });
    expect(await startCommand(['--port', '0', '--no-build', '--data', data], out.io, { rootDir: root(true) })).toBe(1);
    expect(out.stderr.join('')).toContain('Cannot start the console server: invalid database address "mysql://vigil@db/vigil": only postgres:// (a PostgreSQL server) is supported');
    const refused = io({ VIGIL_SECRET_KEY: 'too short' });
    expect(await startCommand(['--port', '0', '--no-build', '--data', data], refused.io, { rootDir: root(true) })).toBe(1);
    expect(refused.stderr.join('')).toContain('VIGIL_SECRET_KEY must hold a key of 32 bytes');
  });
});

describe('startCommand: the history options', () => {
  it('passes how often the appliance is read and the retention to the server, in milliseconds and bytes', async () => {
    const { startCommand: runStart } = await import('./start-command');
    const requests: Parameters<Parameters<typeof runStart>[2]['serve']>[0][] = [];
    const serve = (request: (typeof requests)[number]) => {
      requests.push(request);
      return Promise.resolve({ url: 'http://127.0.0.1:1/', close: () => Promise.resolve() } as unknown as RunningConsoleServer);
    };
    const args = ['--port', '0', '--no-build', '--data', 'var/vigil', '--history-poll', '30', '--keep-versions', '45', '--keep-audit', '400', '--history-limit', '2'];
    await runStart(args, io().io, { rootDir: root(true), serve });
    expect(requests[0]!.data).toMatchObject({
      dir: 'var/vigil',
      history: { pollEveryMs: 30_000, retention: { keepAllDays: 45, auditDays: 400, siteLimitBytes: 2 * 1024 * 1024 } },
    });
    await runStart(['--port', '0', '--no-build', '--data', 'var/vigil'], io().io, { rootDir: root(true), serve });
    expect(requests[1]!.data?.history).toEqual({ pollEveryMs: 60_000, retention: { keepAllDays: 90, auditDays: 365, siteLimitBytes: 1024 * 1024 * 1024 } });
  });
});

describe('describeHostNames', () => {
  it('says which names the server answers to once other machines can reach it', () => {
    expect(describeHostNames(allowedHostNames([], machineHostNames('box', '127.0.0.1')), '127.0.0.1')).toBe('');
    expect(describeHostNames(allowedHostNames(['vigil.acme.lan,.sites.acme.lan'], machineHostNames('box', '0.0.0.0')), '0.0.0.0')).toBe(
      'Vigil answers to its addresses, localhost, vigil.acme.lan, box, box.local, *.sites.acme.lan; add names with --allowed-hosts (docs/security.md).\n',
    );
    expect(describeHostNames(allowedHostNames(['any'], []), '0.0.0.0')).toBe('Vigil answers to any name (--allowed-hosts any).\n');
  });
});
