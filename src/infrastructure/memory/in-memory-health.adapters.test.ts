import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { CredentialsStorePort } from '../../application/ports/credentials-store.port';
import { InMemoryAppliance } from './in-memory-appliance';
import {
  InMemoryCommandAdapter,
  InMemoryDebugStreamAdapter,
  InMemoryMaintenanceAdapter,
  InMemoryMonitorAdapter,
  InMemoryNetworkInterfacesAdapter,
  InMemorySystemLogsAdapter,
} from './in-memory-health.adapters';

function setUp(password = 'pw') {
  const appliance = InMemoryAppliance.initialised('pw');
  const credentials: CredentialsStorePort = { credentials: () => ({ user: 'admin', password }) };
  return { appliance, credentials };
}

async function first<T>(stream: AsyncIterable<T>): Promise<T> {
  for await (const item of stream) return item;
  throw new Error('the stream ended empty');
}

describe('the in-memory appliance health adapters', () => {
  it('samples the monitor streams from the appliance state until aborted', async () => {
    const { appliance, credentials } = setUp();
    const monitor = new InMemoryMonitorAdapter(appliance, credentials);
    const controller = new AbortController();
    const system = await first(monitor.system({ interval: 1000, signal: controller.signal }));
    expect(system).toMatchObject({ server: 'Vigil Server', network: [{ name: 'eth0' }] });
    appliance.serverStatus = 'stopped';
    const [application] = await first(monitor.applications({ interval: 1000, signal: controller.signal }));
    expect(application).toMatchObject({ processid: 1, status: 'idle' });
    controller.abort();
  });

  it('refuses a caller without the administrator password, as the appliance answers 401', async () => {
    const { appliance, credentials } = setUp('wrong');
    await expect(new InMemoryNetworkInterfacesAdapter(appliance, credentials).list()).rejects.toMatchObject({ status: 401 });
  });

  it('saves an interface and refuses an unknown one', async () => {
    const { appliance, credentials } = setUp();
    const network = new InMemoryNetworkInterfacesAdapter(appliance, credentials);
    const [eth0] = await network.list();
    const saved = await network.save(eth0!.mac, { dhcp: true, ip: '', netmask: '', gateway: '', dns: [] });
    expect(saved).toMatchObject({ name: 'eth0', dhcp: true });
    expect(appliance.health.interfaces[0]).toMatchObject({ dhcp: true });
    await expect(network.save('00:00:00:00:00:00', saved)).rejects.toMatchObject({ code: 'HEALTH.SAVE_FAILED' });
  });

  it('gives a log as text and gzip-compressed', async () => {
    const { appliance, credentials } = setUp();
    appliance.health.logs.user = '2026-11-25 20:00:00 INFO [admin] signed in\n';
    const logs = new InMemorySystemLogsAdapter(appliance, credentials);
    expect(await logs.text('user')).toBe(appliance.health.logs.user);
    expect(gunzipSync(await logs.compressed('user')).toString('utf8')).toBe(appliance.health.logs.user);
  });

  it('sends the debug messages at the level asked and above', async () => {
    const { appliance, credentials } = setUp();
    appliance.health.debug = [
      { thread: 1, type: 'core', level: 'debug', message: 'tick' },
      { thread: 2, type: 'core', level: 'error', message: 'disk full' },
    ];
    const controller = new AbortController();
    const received: string[] = [];
    for await (const message of new InMemoryDebugStreamAdapter(appliance, credentials).watch('warning', controller.signal)) {
      received.push(message.message);
      controller.abort();
    }
    expect(received).toEqual(['disk full']);
  });

  it('runs known commands, exits 127 for others, and answers detached or binary runs', async () => {
    const { appliance, credentials } = setUp();
    const commands = new InMemoryCommandAdapter(appliance, credentials);
    await expect(commands.run({ command: 'echo', arguments: ['a', 'b'], detach: false, binary: false })).resolves.toEqual({ kind: 'text', code: 0, output: 'a b\n' });
    await expect(commands.run({ command: 'nope', arguments: [], detach: false, binary: false })).resolves.toMatchObject({ code: 127 });
    await expect(commands.run({ command: 'echo', arguments: [], detach: true, binary: false })).resolves.toEqual({ kind: 'detached' });
    const binary = await commands.run({ command: 'echo', arguments: ['x'], detach: false, binary: true });
    expect(binary.kind === 'binary' && new TextDecoder().decode(binary.bytes)).toBe('x\n');
  });

  it('rebuilds only a stopped server, and keeps pending online changes unless forced', async () => {
    const { appliance, credentials } = setUp();
    const maintenance = new InMemoryMaintenanceAdapter(appliance, credentials);
    await expect(first(maintenance.database('rebuild'))).rejects.toMatchObject({ code: 'SERVER.MUST_BE_STOPPED' });
    appliance.serverStatus = 'stopped';
    const events = [];
    for await (const event of maintenance.database('rebuild')) events.push(event);
    expect(events.at(-1)).toEqual({ kind: 'complete' });
    appliance.health.online = { online: true, status: 'pending' };
    await expect(maintenance.setOnline(false, false)).rejects.toMatchObject({ code: 'HEALTH.ONLINE_CHANGES_PENDING' });
    await expect(maintenance.setOnline(false, true)).resolves.toEqual({ online: false, status: 'synchronised' });
  });
});
