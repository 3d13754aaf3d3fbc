import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSimulatorServer, type RunningSimulator } from '../../../src/composition/node-servers';
import { INITIALISED_ADMIN_PASSWORD, OPERATOR } from '../../../src/infrastructure/simulator/state/accounts';
import { readPersistentMultipart } from '../../../src/infrastructure/stream/persistent-multipart-stream';
import { at, consoleHeaders, getJson, postJson } from './support/appliance-http';

let server: RunningSimulator;
const url = (path: string): string => at(server.url, path);
const admin = (): Record<string, string> => consoleHeaders('admin', INITIALISED_ADMIN_PASSWORD);

beforeAll(async () => {
  server = await startSimulatorServer({ host: '127.0.0.1', port: 0 });
});
beforeEach(async () => {
  await postJson(url('/__simulator/reset'), { initialised: true });
});
afterAll(() => server.close());

/** The first `count` JSON parts of a multipart answer, then the connection is closed. */
async function parts(path: string, count: number, init: RequestInit = {}): Promise<Record<string, unknown>[]> {
  const values: Record<string, unknown>[] = [];
  for await (const part of readPersistentMultipart({ open: (signal) => fetch(url(path), { ...init, headers: admin(), signal }), reconnect: false })) {
    values.push(JSON.parse(part.text()) as Record<string, unknown>);
    if (values.length === count) break;
  }
  return values;
}

describe('simulated appliance over HTTP: monitor streams', () => {
  it("refuses an application stream without processid and any interval below 200 ms, with the specification's messages", async () => {
    expect(await getJson(url('/api/monitor/application.json?interval=1500'), admin())).toEqual({ status: 400, body: { result: false, detail: 'processid is required' } });
    expect(await getJson(url('/api/monitor/system.json?interval=199'), admin())).toEqual({ status: 400, body: { result: false, detail: 'interval must be >= 200' } });
    expect((await getJson(url('/api/monitor/system.json?interval=fast'), admin())).body['detail']).toBe('interval must be >= 200');
    expect((await getJson(url('/api/monitor/application.json?processid=9'), admin())).status).toBe(404);
    expect((await getJson(url('/api/monitor/disks.json'), admin())).status).toBe(404);
    expect((await getJson(url('/api/monitor/system.json'), consoleHeaders(OPERATOR.name, OPERATOR.password))).status).toBe(403);
  });

  it('streams system samples whose figures move, with uptimes, OS and every network interface', async () => {
    const samples = await parts('/api/monitor/system.json?interval=200', 3);
    const [first] = samples;
    expect(first).toMatchObject({ server: 'Vigil Appliance', version: '7.2.0', arch: 'x64' });
    expect(first!['system-uptime']).toBeGreaterThan(first!['monitor-uptime'] as number);
    expect((first!['network'] as { name: string }[]).map((item) => item.name)).toEqual(['eth0', 'eth1', 'eth2']);
    // Every core's figure of every sample: one core alone can round to the same tenth twice near a wave's crest.
    const cpu = samples.map((sample) => JSON.stringify((sample['cpu'] as { value: number }[]).map((core) => core.value)));
    expect(new Set(cpu).size).toBeGreaterThan(1);
  });

  it('lists the applications and details one, whose load follows the server being stopped', async () => {
    const [list] = await parts('/api/monitor/applications.json', 1);
    expect(list).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Vigil Server', processid: 1204, status: 'run' })]));
    const [details] = await parts('/api/monitor/application.json?processid=1204&interval=200', 1);
    expect(details).toMatchObject({ processid: 1204, status: 'run', bandwidth: { devices: expect.any(Object), servers: expect.any(Object), disks: expect.any(Object) } });
    expect(details!['cpu']).toBeGreaterThan(0);
  });
});

describe('simulated appliance over HTTP: network interfaces', () => {
  it('lists the interfaces and saves a fixed address, refusing a bad one without changing anything', async () => {
    const { body } = await getJson(url('/api/network'), admin());
    const list = body as unknown as { mac: string; name: string; ip: string }[];
    expect(list.map((item) => item.name)).toEqual(['eth0', 'eth1', 'eth2']);
    const eth0 = list[0]!;
    const refused = await postJson(url(`/api/network?mac=${eth0.mac}`), { dhcp: false, ip: '192.168.1.300', netmask: '255.255.255.0', gateway: '', dns: [] }, admin());
    expect(refused).toEqual({ status: 400, body: { result: false, detail: 'invalid ip address' } });
    expect(((await getJson(url('/api/network'), admin())).body as unknown as { ip: string }[])[0]!.ip).toBe('192.168.1.20');
    const saved = await postJson(url(`/api/network?mac=${eth0.mac}`), { dhcp: false, ip: '192.168.1.21', netmask: '255.255.255.0', gateway: '192.168.1.1', dns: ['1.1.1.1'] }, admin());
    expect(saved).toMatchObject({ status: 200, body: { name: 'eth0', ip: '192.168.1.21', dns: ['1.1.1.1'], dhcp: false } });
    expect((await postJson(url('/api/network?mac=00:00:00:00:00:00'), { dhcp: true }, admin())).status).toBe(404);
  });
});

describe('simulated appliance over HTTP: logs, debug, commands', () => {
  it('serves the user and system logs, plain or gzip-compressed, with what was done since', async () => {
    await postJson(url('/api/command'), { command: 'echo', arguments: ['hello'], detach: false }, admin());
    const user = await fetch(url('/api/syslog?application=user'), { headers: admin() });
    expect(user.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await user.text();
    expect(text).toMatch(/INFO \[admin\] ran command: echo hello\n$/);
    const compressed = await fetch(url('/api/syslog?application=system&compress'), { headers: admin() });
    expect(compressed.headers.get('content-type')).toBe('application/gzip');
    const system = gunzipSync(Buffer.from(await compressed.arrayBuffer())).toString('utf8');
    expect(system.split('\n').filter(Boolean).length).toBeGreaterThan(100);
    expect(system).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3} (INFO|WARNING|ERROR) \[\w+\] /);
    expect((await getJson(url('/api/syslog?application=kernel'), admin())).status).toBe(404);
    expect((await getJson(url('/api/syslog'), admin())).status).toBe(400);
  });

  it("names the devices, stores and alerts of the site it holds, whichever site is loaded, a device it cannot reach as refusing the connection", async () => {
    const systemLog = async () => (await fetch(url('/api/syslog?application=system'), { headers: admin() })).text();
    // The demonstration site: its Parking PTZ dome is offline.
    const seed = await systemLog();
    expect(seed).toMatch(/INFO \[device\] Entrance camera: connected/);
    expect(seed).toMatch(/ERROR \[device\] Parking PTZ dome: connection refused \(192\.168\.1\.22:80\), retrying in 10 s/);
    expect(seed).toMatch(/store Main storage: /);
    // Another site: the same lines name its own devices and stores, never the demonstration's.
    const document = await (await fetch(url('/__simulator/configuration'))).text();
    const other = document
      .replaceAll('Entrance camera', 'Caméra parvis')
      .replaceAll('Parking PTZ dome', 'Dôme quai 3')
      .replaceAll('Warehouse recorder', 'Enregistreur hangar')
      .replaceAll('Main storage', 'Baie NAS')
      .replaceAll('Rescue storage', 'Disque secours');
    expect((await fetch(url('/__simulator/configuration'), { method: 'PUT', headers: { 'content-type': 'text/xml' }, body: other })).ok).toBe(true);
    const log = await systemLog();
    for (const name of ['Entrance camera', 'Parking PTZ dome', 'Warehouse recorder', 'Main storage', 'Rescue storage', 'Car park dome']) expect(log).not.toContain(name);
    expect(log).toMatch(/Caméra parvis: connected/);
    expect(log).toMatch(/Dôme quai 3: connection refused/);
    expect(log).toMatch(/store Baie NAS: /);
    const user = await (await fetch(url('/api/syslog?application=user'), { headers: admin() })).text();
    expect(user).toContain('configuration saved (device Caméra parvis)');
    await postJson(url('/__simulator/faults'), { health: { debugIntervalMs: 20 } });
    const debug = await parts('/api/debug?level=debug', 16);
    const said = debug.map((message) => message['message'] as string).join('\n');
    expect(said).not.toMatch(/Car park dome|Recorder:|Entrance camera/);
    expect(said).toMatch(/Dôme quai 3: (preset 2 reached|no answer to keep-alive)/);
  });

  it('streams debug messages at the level asked and above', async () => {
    await postJson(url('/__simulator/faults'), { health: { debugIntervalMs: 20 } });
    const messages = await parts('/api/debug?level=warning', 6);
    expect(messages.every((message) => ['warning', 'error'].includes(message['level'] as string))).toBe(true);
    expect(messages[0]).toEqual({ thread: expect.any(Number), type: expect.any(String), level: expect.any(String), message: expect.any(String) });
    expect((await getJson(url('/api/debug?level=loud'), admin())).status).toBe(400);
  });

  it('runs commands: text output with exit code, binary output as bytes, detached at once, unknown ones exit 127', async () => {
    expect(await postJson(url('/api/command'), { command: 'echo', arguments: ['a b', 'c'], detach: false }, admin())).toEqual({ status: 200, body: { result: true, code: 0, output: 'a b c\n' } });
    expect((await postJson(url('/api/command'), { command: 'reboot-now', arguments: [], detach: false }, admin())).body).toMatchObject({ code: 127 });
    expect((await postJson(url('/api/command'), { command: 'sleep', arguments: ['30'], detach: true }, admin())).body).toEqual({ result: true, detached: true });
    const binary = await fetch(url('/api/command?binary'), { method: 'POST', headers: { ...admin(), 'content-type': 'application/json' }, body: JSON.stringify({ command: 'head', arguments: ['-c', '1000', '/dev/urandom'], detach: false }) });
    expect(binary.headers.get('content-type')).toBe('application/octet-stream');
    expect(binary.headers.get('x-exit-code')).toBe('0');
    expect((await binary.arrayBuffer()).byteLength).toBe(1000);
    expect((await postJson(url('/api/command'), { command: '', arguments: [] }, admin())).body).toEqual({ result: false, detail: 'command is required' });
    expect((await postJson(url('/api/command'), { command: 'echo', arguments: 'x' }, admin())).status).toBe(400);
  });
});

describe('simulated appliance over HTTP: database, rescue and online configuration', () => {
  it('rebuilds the database only with the server stopped, one action at a time, with progress to completion', async () => {
    await postJson(url('/__simulator/faults'), { health: { stepMs: 10 } });
    expect(await postJson(url('/api/database/rebuild'), {}, admin())).toEqual({ status: 409, body: { result: false, detail: 'server must be stopped' } });
    const events = await parts('/api/database/regulate', 100, { method: 'POST' });
    expect(events.at(-1)).toEqual({ type: 'complete' });
    const percents = events.slice(0, -1).map((event) => event['value'] as number);
    expect(events[0]).toEqual({ type: 'progress', value: 0, step: 'measuring stores' });
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBe(100);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
  });

  it('refuses a second action while one runs, and reports a failure part-way', async () => {
    await postJson(url('/__simulator/faults'), { health: { stepMs: 50, maintenanceFails: 'disk read error' } });
    const controller = new AbortController();
    const first = await fetch(url('/api/database/regulate'), { method: 'POST', headers: admin(), signal: controller.signal });
    expect(await postJson(url('/api/database/regulate'), {}, admin())).toEqual({ status: 409, body: { result: false, detail: 'database regulation is already running' } });
    const text = await first.text();
    expect(text).toContain('{"type":"error","detail":"disk read error"}');
    expect(text).not.toContain('"type":"complete"');
  });

  it('switches the online configuration, refusing while changes are pending unless forced', async () => {
    expect((await getJson(url('/api/configuration/online'), admin())).body).toEqual({ online: true });
    expect((await getJson(url('/api/configuration/online/status'), admin())).body).toEqual({ status: 'synchronised' });
    await postJson(url('/__simulator/health'), { onlinePending: true });
    expect(await postJson(url('/api/configuration/online'), { online: false }, admin())).toEqual({ status: 409, body: { result: false, detail: 'configuration changes are pending' } });
    expect((await postJson(url('/api/configuration/online'), { online: false, force: true }, admin())).status).toBe(200);
    expect((await getJson(url('/api/configuration/online'), admin())).body).toEqual({ online: false });
    expect((await getJson(url('/api/configuration/online/status'), admin())).body).toEqual({ status: 'applying' });
  });
});
