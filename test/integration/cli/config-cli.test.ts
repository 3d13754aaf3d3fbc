import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulatorServer, type RunningSimulator } from '../../../src/composition/node-servers';
import { INITIALISED_ADMIN_PASSWORD } from '../../../src/infrastructure/simulator/state/accounts';
import { at, consoleHeaders } from '../simulator/support/appliance-http';

const run = promisify(execFile);
const admin = consoleHeaders('admin', INITIALISED_ADMIN_PASSWORD);
let server: RunningSimulator;
let dir: string;

beforeAll(async () => {
  server = await startSimulatorServer({ initialised: true });
  dir = mkdtempSync(join(tmpdir(), 'vigil-config-cli-'));
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `vigil config …` as an installer runs it: bin/vigil.js, which builds its services through the composition root. */
function vigil(...args: string[]) {
  return run(process.execPath, ['bin/vigil.js', 'config', ...args], { encoding: 'utf8' });
}

describe('vigil config against the appliance over HTTP', () => {
  it("checks the appliance's document, sets a field, and the appliance takes the file it signed", async () => {
    const served = await (await fetch(at(server.url, '/api/configuration'), { headers: admin })).text();
    const file = join(dir, 'served.xml');
    writeFileSync(file, served);

    const check = await vigil('check', file);
    expect(check.stdout).toMatch(/signature \S+ \(valid\)/);

    const edited = join(dir, 'edited.xml');
    await vigil('set', file, 'configuration/parameters/title', 'Quai 4', '-o', edited);
    expect((await vigil('get', edited, 'configuration/parameters/title')).stdout).toBe('Quai 4\n');
    const diff = await vigil('diff', file, edited);
    expect(diff.stdout).toContain('title');

    const posted = await fetch(at(server.url, '/api/configuration'), { method: 'POST', headers: { ...admin, 'content-type': 'text/xml' }, body: readFileSync(edited, 'utf8') });
    expect(posted.status).toBe(200);
    const info = (await (await fetch(at(server.url, '/api/application'))).json()) as { title: string };
    expect(info.title).toBe('Quai 4');
  });
});
