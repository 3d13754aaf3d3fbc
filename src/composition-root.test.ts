import { describe, expect, it } from 'vitest';
import { composeConsole, createServices, httpAppliance, memoryAppliance, simulatorAppliance, type ApplianceAdapters } from './composition-root';
import { composeConfigCli } from './composition/config-cli';
import { APPLIANCE, CONFIG_CLI, CONSOLE, OPERATIONS, PLATFORM } from './composition/tokens';
import type { Token } from './composition/typed-container';
import { CryptoJsMd5Adapter } from './infrastructure/crypto/crypto-js-md5.adapter';
import { NodeMd5Adapter } from './infrastructure/crypto/node-md5.adapter';
import { HttpMonitorAdapter } from './infrastructure/http/monitor.adapter';
import { InMemoryAppliance } from './infrastructure/memory/in-memory-appliance';
import { InMemoryCommandAdapter, InMemoryMaintenanceAdapter, InMemoryMonitorAdapter, InMemoryNetworkInterfacesAdapter, InMemorySystemLogsAdapter, InMemoryDebugStreamAdapter } from './infrastructure/memory/in-memory-health.adapters';
import { RecordingLoggerAdapter } from './infrastructure/memory/recording-logger.adapter';
import { RecordingNotifierAdapter } from './infrastructure/memory/recording-notifier.adapter';
import { seededSignedConfiguration } from './infrastructure/memory/signed-configuration';
import { createSimulator } from './composition/simulator';
import { INITIALISED_ADMIN_PASSWORD } from './infrastructure/simulator/state/accounts';
import { indexLogic } from './domain/configuration/controller/logic-parts';

const refuse: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));

const MODES: Record<ApplianceAdapters['kind'], () => ApplianceAdapters> = {
  http: () => httpAppliance({ baseUrl: 'http://appliance.invalid', fetch: refuse }),
  memory: () => memoryAppliance(InMemoryAppliance.initialised('pw')),
  simulator: () => simulatorAppliance(createSimulator({ initialised: true })),
};

const TABLES = { APPLIANCE, PLATFORM, OPERATIONS, CONSOLE };

describe('the console container', () => {
  describe.each(Object.keys(MODES) as ApplianceAdapters['kind'][])('in %s mode', (kind) => {
    it('resolves every token of the table and every token bound', () => {
      const wiring = composeConsole({ notifier: new RecordingNotifierAdapter(), logger: new RecordingLoggerAdapter(), appliance: MODES[kind]() });
      const tokens = new Set<Token<unknown>>([...Object.values(TABLES).flatMap((table) => Object.values(table) as Token<unknown>[]), ...wiring.tokens()]);
      for (const token of tokens) expect(wiring.get(token), token.description).toBeDefined();
      // Every token of the tables is bound, and the one adapter set says which appliance answers.
      expect(Object.values(TABLES).flatMap((table) => Object.values(table)).every((token) => wiring.tokens().includes(token))).toBe(true);
      expect(wiring.get(APPLIANCE.monitor)).toBeInstanceOf(kind === 'memory' ? InMemoryMonitorAdapter : HttpMonitorAdapter);
    });
  });

  it('gives the in-memory appliance in-memory health adapters, not HTTP ones', () => {
    const wiring = composeConsole({ notifier: new RecordingNotifierAdapter(), appliance: memoryAppliance(new InMemoryAppliance()) });
    expect(wiring.get(APPLIANCE.network)).toBeInstanceOf(InMemoryNetworkInterfacesAdapter);
    expect(wiring.get(APPLIANCE.logs)).toBeInstanceOf(InMemorySystemLogsAdapter);
    expect(wiring.get(APPLIANCE.debug)).toBeInstanceOf(InMemoryDebugStreamAdapter);
    expect(wiring.get(APPLIANCE.commands)).toBeInstanceOf(InMemoryCommandAdapter);
    expect(wiring.get(APPLIANCE.maintenance)).toBeInstanceOf(InMemoryMaintenanceAdapter);
  });

  it('hands the UI the services resolved from the container, one instance each', () => {
    const services = createServices({ notifier: new RecordingNotifierAdapter(), appliance: memoryAppliance(new InMemoryAppliance()) });
    expect(Object.keys(services).sort()).toEqual(Object.keys(CONSOLE).sort());
    expect(services.operations.watchSystem).toBeDefined();
    expect(services.deviceCameras).toBeDefined();
    expect(services.liveIo).toBeDefined();
  });

  it("gives Node the logic index on the caller's thread, the same code as the browser's worker", async () => {
    const services = createServices({ notifier: new RecordingNotifierAdapter(), appliance: memoryAppliance(new InMemoryAppliance()) });
    const outline = {
      terminals: [{ id: 'cal', type: 'calendar', inputs: [], outputs: [{ id: 'cal' }] }],
      members: [
        { id: 'a', type: 'and', inputs: [{ linkId: 'cal' }, { linkId: 'b-out' }], outputs: [{ id: 'a-out' }] },
        { id: 'b', type: 'or', inputs: [{ linkId: 'a-out' }], outputs: [{ id: 'b-out' }] },
        { id: 'c', type: 'rs', inputs: [{ linkId: '' }], outputs: [{ id: 'c-out' }] },
      ],
    };
    const index = await services.logicIndex.index(outline);
    expect(index).toEqual(indexLogic(outline));
    expect(index.parts).toEqual([['a', 'b', 'c']]);
    expect(index.cycles.map((cycle) => [...cycle].sort())).toEqual([['a', 'b']]);
  });
});

describe('swapping the appliance', () => {
  it('runs the same use cases on the in-memory set when that one line changes', async () => {
    const appliance = InMemoryAppliance.initialised('pw');
    appliance.configurationText = seededSignedConfiguration('salt', new CryptoJsMd5Adapter());
    appliance.health.logs.system = '2026-11-25 20:00:00 INFO [server] started\n';
    const options = { notifier: new RecordingNotifierAdapter(), logger: new RecordingLoggerAdapter(), configurationSalt: 'salt' };

    const unreachable = createServices({ ...options, appliance: httpAppliance({ baseUrl: 'http://appliance.invalid', fetch: refuse }) });
    const inMemory = createServices({ ...options, appliance: memoryAppliance(appliance) });

    await expect(unreachable.signIn.execute({ user: 'admin', password: 'pw' })).rejects.toMatchObject({ code: 'APPLIANCE.NETWORK' });
    await expect(inMemory.signIn.execute({ user: 'admin', password: 'pw' })).resolves.toBe('signed-in');
    expect(inMemory.session.isLoaded()).toBe(true);
    const dashboard = await inMemory.loadDashboard.execute();
    expect(dashboard.status).toEqual({ ok: true, value: 'started' });
    const log = await inMemory.operations.readLog.execute('system');
    expect(log.entries).toEqual([expect.objectContaining({ level: 'info', source: 'server', message: 'started' })]);
    const interfaces = await inMemory.operations.listNetworkInterfaces.execute();
    expect(interfaces.map((entry) => entry.name)).toEqual(['eth0']);
    await expect(inMemory.operations.runCommand.execute({ command: 'echo', arguments: 'hello', detach: false, binary: false })).resolves.toMatchObject({ kind: 'text', code: 0, output: 'hello\n' });
    expect(appliance.health.ran).toEqual(['echo hello']);
  });

  it('runs the whole console flow on an in-memory appliance', async () => {
    const appliance = new InMemoryAppliance();
    appliance.configurationText = seededSignedConfiguration('salt', new CryptoJsMd5Adapter());
    const notifier = new RecordingNotifierAdapter();
    const services = createServices({ notifier, logger: new RecordingLoggerAdapter(), configurationSalt: 'salt', appliance: memoryAppliance(appliance) });

    const info = await services.loadApplication.execute();
    expect(await services.checkInitialisation.execute(info, '/auth')).toBe(true);
    await services.initialiseAppliance.execute({ password: 'Quai-4-door', confirmation: 'Quai-4-door', productCode: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ12' });
    expect(services.session.isLoaded()).toBe(true);
    expect(notifier.alerts).toEqual([]);
    const dashboard = await services.loadDashboard.execute();
    expect(dashboard.application).toMatchObject({ ok: true, value: { productCode: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ12' } });
    expect(dashboard.status).toEqual({ ok: true, value: 'started' });
    services.signOut.execute();
    expect(services.session.isLoaded()).toBe(false);
  });

  it('runs the server operations over the simulator set (HTTP adapters over the simulator app, no socket)', async () => {
    const services = createServices({ notifier: new RecordingNotifierAdapter(), logger: new RecordingLoggerAdapter(), appliance: simulatorAppliance(createSimulator({ initialised: true })) });
    services.session.setCredentials({ user: 'admin', password: INITIALISED_ADMIN_PASSWORD });
    const interfaces = await services.operations.listNetworkInterfaces.execute();
    expect(interfaces.length).toBeGreaterThan(0);
    expect(await services.liveVideo.cameras()).toEqual(expect.any(Array));
  });

  it('alerts an invalid configuration when the salt differs from the one that signed it', async () => {
    const appliance = InMemoryAppliance.initialised('pw');
    appliance.configurationText = seededSignedConfiguration('salt', new CryptoJsMd5Adapter());
    const notifier = new RecordingNotifierAdapter();
    const services = createServices({ notifier, logger: new RecordingLoggerAdapter(), configurationSalt: 'other', appliance: memoryAppliance(appliance) });
    await expect(services.signIn.execute({ user: 'admin', password: 'pw' })).resolves.toBe('signed-in');
    await services.signIn.configurationLoaded();
    expect(notifier.alerts).toEqual(['CONFIG.INVALID']);
  });
});

describe('the command line container', () => {
  it('resolves every token of vigil config, node:crypto signing with the salt given', () => {
    const wiring = composeConfigCli('pepper');
    for (const token of Object.values(CONFIG_CLI)) expect(wiring.get(token as Token<unknown>), token.description).toBeDefined();
    expect(wiring.get(CONFIG_CLI.hash)).toBeInstanceOf(NodeMd5Adapter);
    expect(wiring.get(CONFIG_CLI.salt)).toBe('pepper');
  });
});
