import { describe, expect, it, beforeEach } from 'vitest';
import { createServices, simulatorAppliance } from '../../composition-root';
import { RecordingLoggerAdapter } from '../memory/recording-logger.adapter';
import { RecordingNotifierAdapter } from '../memory/recording-notifier.adapter';
import { createSimulator } from '../../composition/simulator';
import { INITIALISED_ADMIN_PASSWORD } from '../simulator/state/accounts';

/**
 * The operations use cases through the real HTTP adapters against the
 * simulated appliance in-process (its own fetch: no network, no mock), as
 * the composition root's simulator set wires them.
 */
const simulator = createSimulator({ initialised: true });
const consoleServices = createServices({ notifier: new RecordingNotifierAdapter(), logger: new RecordingLoggerAdapter(), appliance: simulatorAppliance(simulator, 'http://appliance.test') });
consoleServices.session.setCredentials({ user: 'admin', password: INITIALISED_ADMIN_PASSWORD });
const services = consoleServices.operations;

async function take<T>(iterable: AsyncIterable<T>, count: number, controller: AbortController): Promise<T[]> {
  const values: T[] = [];
  for await (const value of iterable) {
    values.push(value);
    if (values.length === count) {
      controller.abort();
      break;
    }
  }
  return values;
}

async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('expected a failure');
}

beforeEach(() => simulator.state.reset(true));

describe('monitor use cases', () => {
  it("refuses an application without processid and an interval below 200 ms before any request ('processid is required', 'interval must be >= 200')", () => {
    const signal = new AbortController().signal;
    expect(() => services.watchApplication.execute({ processid: undefined, signal })).toThrow(expect.objectContaining({ code: 'HEALTH.PROCESSID_REQUIRED', message: 'processid is required' }));
    expect(() => services.watchApplication.execute({ processid: 0, signal })).toThrow(expect.objectContaining({ code: 'HEALTH.PROCESSID_REQUIRED' }));
    expect(() => services.watchSystem.execute({ interval: 199, signal })).toThrow(expect.objectContaining({ code: 'HEALTH.INTERVAL_TOO_SHORT', message: 'interval must be >= 200' }));
    expect(() => services.watchApplications.execute({ interval: Number.NaN, signal })).toThrow(expect.objectContaining({ code: 'HEALTH.INTERVAL_TOO_SHORT' }));
  });

  it('reads the system, the application list and one application as typed samples', async () => {
    const [system] = await take(services.watchSystem.execute({ interval: 200, signal: new AbortController().signal }), 1, new AbortController());
    expect(system).toMatchObject({ server: 'Vigil Appliance', arch: 'x64', memory: { physical: { total: 16 * 1024 ** 3 } } });
    expect(system!.network.map((item) => item.name)).toEqual(['eth0', 'eth1', 'eth2']);
    const controller = new AbortController();
    const [applications] = await take(services.watchApplications.execute({ signal: controller.signal }), 1, controller);
    const server = applications!.find((application) => application.name === 'Vigil Server')!;
    expect(server).toMatchObject({ status: 'run', processid: 1204 });
    const detailsController = new AbortController();
    const [details] = await take(services.watchApplication.execute({ processid: server.processid, interval: 200, signal: detailsController.signal }), 1, detailsController);
    expect(details!.bandwidth.devices.input).toBeGreaterThan(0);
    expect(details!.timeStart).not.toBe('');
  });

  it("turns the appliance's refusal of an unknown process into an error instead of reconnecting forever", async () => {
    const controller = new AbortController();
    const error = await failure(take(services.watchApplication.execute({ processid: 77, signal: controller.signal }), 1, controller));
    expect(error).toMatchObject({ code: 'APPLIANCE.REQUEST_FAILED', status: 404 });
  });
});

describe('network interface use cases', () => {
  it('lists connected interfaces first and saves a fixed address', async () => {
    const list = await services.listNetworkInterfaces.execute();
    expect(list.map((item) => `${item.name}:${item.connected}`)).toEqual(['eth0:true', 'eth1:true', 'eth2:false']);
    const saved = await services.saveNetworkInterface.execute(list[0]!.mac, { dhcp: false, ip: ' 192.168.1.30 ', netmask: '255.255.255.0', gateway: '', dns: ['', '1.1.1.1'] });
    expect(saved).toMatchObject({ ip: '192.168.1.30', gateway: '', dns: ['1.1.1.1'] });
  });

  it("reports every field problem at once ('this field is required', 'invalid ip address') and sends nothing", async () => {
    const [eth0] = await services.listNetworkInterfaces.execute();
    const error = await failure(services.saveNetworkInterface.execute(eth0!.mac, { dhcp: false, ip: '', netmask: '255.255.255.0', gateway: '10.0.0.256', dns: ['dns.example'] }));
    expect(error).toMatchObject({ code: 'FORM.INVALID', fields: { ip: 'FIELD.REQUIRED', gateway: 'FIELD.INVALID_IP', dns: 'FIELD.INVALID_IP' } });
    expect((await services.listNetworkInterfaces.execute())[0]!.ip).toBe('192.168.1.20');
  });

  it("keeps the appliance's detail when it refuses a setting ('Error while saving')", async () => {
    const error = await failure(services.saveNetworkInterface.execute('00:00:00:00:00:00', { dhcp: true, ip: '', netmask: '', gateway: '', dns: [] }));
    expect(error).toMatchObject({ code: 'HEALTH.SAVE_FAILED', message: 'Error while saving', metadata: { detail: 'no interface with mac 00:00:00:00:00:00' } });
  });
});

describe('logs and debug use cases', () => {
  it('reads a log as entries and downloads it plain or gzip-compressed with a dated file name', async () => {
    const log = await services.readLog.execute('system');
    expect(log.entries.length).toBeGreaterThan(100);
    expect(log.entries.some((entry) => entry.level === 'error')).toBe(true);
    const plain = await services.downloadLog.execute('user', false);
    expect(plain.fileName).toMatch(/^vigil-user-log-\d{8}-\d{6}\.log$/);
    expect(new TextDecoder().decode(plain.bytes)).toContain('[admin] signed in');
    const compressed = await services.downloadLog.execute('user', true);
    expect(compressed.fileName.endsWith('.log.gz')).toBe(true);
    expect([compressed.bytes[0], compressed.bytes[1]]).toEqual([0x1f, 0x8b]);
  });

  it('receives debug messages with thread, type, level and message, and stops when the signal aborts', async () => {
    const controller = new AbortController();
    const messages = await take(services.watchDebug.execute('debug', controller.signal), 3, controller);
    expect(messages).toHaveLength(3);
    expect(messages[0]).toEqual({ thread: expect.any(Number), type: expect.any(String), level: expect.any(String), message: expect.any(String) });
  });
});

describe('command use case', () => {
  it('splits arguments like a shell and returns text, binary or detached results', async () => {
    const result = await services.runCommand.execute({ command: 'echo', arguments: `"two words" it\\'s 'single quoted'`, detach: false, binary: false });
    expect(result).toEqual({ kind: 'text', code: 0, output: "two words it's single quoted\n" });
    const binary = await services.runCommand.execute({ command: 'head', arguments: '-c 64 /dev/urandom', detach: false, binary: true });
    expect(binary).toMatchObject({ kind: 'binary', code: 0, fileName: 'head-output.bin' });
    expect(binary.kind === 'binary' && binary.bytes.byteLength).toBe(64);
    expect(await services.runCommand.execute({ command: 'sleep', arguments: '5', detach: true, binary: false })).toEqual({ kind: 'detached' });
  });

  it("refuses an empty command ('this field is required') and a second command while one runs", async () => {
    expect(await failure(services.runCommand.execute({ command: ' ', arguments: '', detach: false, binary: false }))).toMatchObject({ code: 'FORM.INVALID', fields: { command: 'FIELD.REQUIRED' } });
    const first = services.runCommand.execute({ command: 'ping', arguments: '-c 2 192.168.1.1', detach: false, binary: false });
    expect(services.runCommand.running).toBe(true);
    expect(await failure(services.runCommand.execute({ command: 'uptime', arguments: '', detach: false, binary: false }))).toMatchObject({ code: 'HEALTH.ACTION_IN_PROGRESS' });
    expect(await first).toMatchObject({ kind: 'text', code: 0 });
    expect(services.runCommand.running).toBe(false);
  });
});

describe('maintenance use cases', () => {
  it("reports 'server must be stopped' for a rebuild while the server runs, then rebuilds a stopped server with progress to 100", async () => {
    simulator.state.faults.set({ health: { stepMs: 1 } });
    expect(await failure(services.runMaintenance.execute('rebuild', () => undefined))).toMatchObject({ code: 'SERVER.MUST_BE_STOPPED', message: 'server must be stopped' });
    simulator.state.status = 'stopped';
    const progress: number[] = [];
    await services.runMaintenance.execute('rebuild', (percent) => progress.push(percent));
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress.length).toBeGreaterThan(10);
  });

  it('refuses a second maintenance action while one runs and reports a failure part-way', async () => {
    simulator.state.faults.set({ health: { stepMs: 5, maintenanceFails: 'disk read error' } });
    const first = services.runMaintenance.execute('regulate', () => undefined);
    expect(await failure(services.runMaintenance.execute('rescue', () => undefined))).toMatchObject({ code: 'HEALTH.ACTION_IN_PROGRESS' });
    expect(await failure(first)).toMatchObject({ code: 'APPLIANCE.REQUEST_FAILED', metadata: { detail: 'disk read error' } });
    expect(services.runMaintenance.running).toBe(false);
  });

  it("switches the online configuration; pending changes need force ('configuration changes are pending')", async () => {
    expect(await services.loadOnlineConfiguration.execute()).toEqual({ online: true, status: 'synchronised' });
    expect(await services.setOnlineConfiguration.execute(false)).toEqual({ online: false, status: 'synchronised' });
    simulator.state.setConfiguration(`${simulator.state.configurationXml()} `);
    expect(await services.loadOnlineConfiguration.execute()).toEqual({ online: false, status: 'pending' });
    expect(await failure(services.setOnlineConfiguration.execute(true))).toMatchObject({ code: 'HEALTH.ONLINE_CHANGES_PENDING' });
    expect(await services.loadOnlineConfiguration.execute()).toEqual({ online: false, status: 'pending' });
    expect(await services.setOnlineConfiguration.execute(true, true)).toEqual({ online: true, status: 'applying' });
  });
});
