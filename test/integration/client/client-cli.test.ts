import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../src/infrastructure/cli/client/client-cli';
import { startClientSimulator, type RunningSimulator } from './support/client-simulator';

async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) }, env: {} });
  return { code, stdout, stderr };
}

describe('vigil client (command line) against the simulated appliance', () => {
  let simulator: RunningSimulator;
  let url: string;
  let directory: string;

  beforeAll(async () => {
    simulator = await startClientSimulator();
    url = `http://admin:secret@${new URL(simulator.origin).host}/?name=cli`;
    directory = await mkdtemp(join(tmpdir(), 'vigil-client-cli-'));
  });

  afterAll(async () => {
    await simulator.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('lists streams, as text and as JSON', async () => {
    const text = await run(['--url', url, 'streams']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('100-11\tvideo\tGate\tptz');
    const json = await run(['--url', url, '--json', 'streams']);
    expect(JSON.parse(json.stdout).map((s: { guid: string }) => s.guid)).toContain('300-2');
  });

  it('saves a snapshot and live frames, with progress on stderr', async () => {
    const file = join(directory, 'snap.jpg');
    expect((await run(['--url', url, 'snapshot', '100-11', '-o', file])).code).toBe(0);
    expect([...(await readFile(file)).subarray(0, 2)]).toEqual([0xff, 0xd8]);
    const live = await run(['--url', url, 'live', '100-11', '--frames', '5', '-o', join(directory, 'live')]);
    expect(live.code).toBe(0);
    expect(live.stderr).toContain('frames 5/5');
    expect((await readdir(join(directory, 'live'))).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `frame-0000${n}.jpg`));
  });

  it('writes and reads I/O and moves a camera', async () => {
    expect((await run(['--url', url, 'writeio', '300-3', '1'])).stdout).toBe('written\n');
    expect(JSON.parse((await run(['--url', url, '--json', 'readio', '300-3'])).stdout)).toEqual({ defined: true, value: 1 });
    expect((await run(['--url', url, 'ptz', '100-11', 'left'])).stdout).toBe('sent\n');
    expect((await run(['--url', url, 'ptz', '100-11', 'sideways'])).code).toBe(2);
  });

  it('reads logs and graphs over several answers', async () => {
    const logs = await run(['--url', url, 'logs', '--begin', '2026-11-20T08:00:00Z', '--end', '2026-11-20T09:00:00Z']);
    expect(logs.stdout.trim().split('\n')).toHaveLength(360);
    expect(logs.stderr).toContain('answer 4 up to');
    const graph = await run(['--url', url, '--json', 'graph', '100-13', '--io', '--begin', '2026-11-20T08:00:00Z', '--end', '2026-11-20T08:01:00Z']);
    expect(JSON.parse(graph.stdout)[0]).toMatchObject({ date: '2026-11-20T08:00:00.000Z' });
  });

  it('reports errors with an exit code', async () => {
    expect((await run(['streams'])).code).toBe(2);
    const bad = await run(['--url', url.replace('secret', 'wrong'), '--json', 'streams']);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stderr)).toEqual({ error: 'Request failed with status code 401', code: 'CLIENT.STATUS' });
    expect((await run(['--url', url, 'logs', '--begin', 'soon', '--end', 'later'])).stderr).toBe('error: invalid date\n');
  });
});
