import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConsoleServices } from '../../../src/application/console-services';
import type { FormValidationError } from '../../../src/application/errors/form-validation-error';
import { createServices, httpAppliance } from '../../../src/composition-root';
import { RecordingNotifierAdapter } from '../../../src/infrastructure/memory/recording-notifier.adapter';
import { RecordingLoggerAdapter } from '../../../src/infrastructure/memory/recording-logger.adapter';
import { startSimulatorServer, type RunningSimulator } from '../../../src/composition/node-servers';
import { INITIALISED_ADMIN_PASSWORD } from '../../../src/infrastructure/simulator/state/accounts';
import { SEED_PRODUCT_CODE } from '../../../src/infrastructure/simulator/state/licence';
import { at, postJson } from './support/appliance-http';

/** The console's use cases through the real composition root and HTTP adapters, against the simulator over HTTP. */
let server: RunningSimulator;
let services: ConsoleServices;
const url = (path: string): string => at(server.url, path);

beforeAll(async () => {
  server = await startSimulatorServer({ host: '127.0.0.1', port: 0 });
});
beforeEach(async () => {
  await postJson(url('/__simulator/reset'), { initialised: true });
  await postJson(url('/__simulator/faults'), { operations: { transitionMs: 100, reloadMs: 200, updateStepMs: 5 } });
  services = createServices({ notifier: new RecordingNotifierAdapter(), logger: new RecordingLoggerAdapter(), appliance: httpAppliance({ baseUrl: server.url }) });
  services.session.setCredentials({ user: 'admin', password: INITIALISED_ADMIN_PASSWORD });
});
afterAll(async () => {
  await postJson(url('/__simulator/reset'), { initialised: true });
  await server.close();
});

describe('server operations through the HTTP adapters', () => {
  it('stops, reloads (waiting for the ping) and starts', async () => {
    const shown: unknown[] = [];
    services.serverStatus.subscribe((status) => shown.push(status));
    await services.serverStatus.refresh();
    await services.reloadServer.execute();
    expect(shown).toEqual(['started', 'stopping', 'stopped', 'starting', 'started']);
    await services.stopServer.execute();
    expect(services.serverStatus.current()).toBe('stopped');
  });

  it("restores the status when the appliance refuses the stop: 'Unable to stop the server (…)'", async () => {
    await postJson(url('/__simulator/faults'), { operations: { stopFails: 'camera 3 is exporting' } });
    await services.serverStatus.refresh();
    await expect(services.reloadServer.execute()).rejects.toThrow('Unable to stop the server (camera 3 is exporting)');
    expect(services.serverStatus.current()).toBe('started');
  });

  it('activates the licence: a code the appliance refuses, then the right one after confirmation', async () => {
    const error = await services.activateLicense.execute({ productCode: 'ABCDEFGHIJKLMNOPQRSTUVWXY!12', confirmChange: () => Promise.resolve(true) }).catch((caught: unknown) => caught);
    expect((error as FormValidationError<'productCode'>).fields).toEqual({ productCode: 'LICENSE.INVALID_PRODUCT_CODE' });
    const asked: string[] = [];
    const outcome = await services.activateLicense.execute({ productCode: 'ABCD-EFGH-IJKL-MNOP-QRST-UVWX-YZ12', confirmChange: (current) => (asked.push(current), Promise.resolve(true)) });
    expect(asked).toEqual([SEED_PRODUCT_CODE]);
    expect(outcome.license).toMatchObject({ productCode: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ12', status: 'activated', type: 'normal', devices: 16, days: 365 });
    expect((await services.activateLicense.execute({ productCode: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ12', confirmChange: () => Promise.resolve(true) })).kind).toBe('already-activated');
  });

  it("'unable to activate license' when the licence server refuses", async () => {
    await postJson(url('/__simulator/faults'), { operations: { activationFails: true } });
    await expect(services.activateLicense.execute({ productCode: SEED_PRODUCT_CODE, confirmChange: () => Promise.resolve(true) })).rejects.toThrow('unable to activate license');
  });

  it('installs an update from the multipart progress stream once the server is stopped', async () => {
    expect(await services.checkUpdate.execute()).toEqual({ current: '7.2.0', available: '7.3.0' });
    await expect(services.installUpdate.execute()).rejects.toThrow('server must be stopped');
    await services.stopServer.execute();
    const progress: number[] = [];
    expect(await services.installUpdate.execute({ onProgress: ({ percent }) => progress.push(percent) })).toBe('7.3.0');
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress.length).toBeGreaterThan(10);
    await expect(services.checkUpdate.execute()).rejects.toThrow('already up to date');
    await expect(services.installUpdate.execute()).rejects.toThrow('already up to date');
  });

  it("'failed to install' from an error part, and 'no version available'", async () => {
    await services.stopServer.execute();
    await postJson(url('/__simulator/faults'), { operations: { updateFails: true } });
    await expect(services.installUpdate.execute()).rejects.toMatchObject({ code: 'UPDATE.FAILED' });
    await postJson(url('/__simulator/operations'), { update: { available: null } });
    await expect(services.checkUpdate.execute()).rejects.toThrow('no version available');
    await expect(services.installUpdate.execute()).rejects.toThrow('no version available');
  });

  it('opens a tunnel (expiration in whole seconds with Z) and closes it', async () => {
    const opened = await services.openTunnel.execute({ protocol: 'https', host: '192.168.1.20', port: '443', minutes: '60' });
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ protocol: 'https', host: '192.168.1.20', port: 443 });
    expect(opened[0]!.expiration!.getUTCMilliseconds()).toBe(0);
    expect(await services.closeTunnel.execute(opened[0]!)).toEqual([]);
  });

  it('retries the tunnel list: 3 attempts in all', async () => {
    await postJson(url('/__simulator/faults'), { operations: { tunnelListFailures: 2 } });
    expect(await services.listTunnels.execute()).toEqual([]);
    await postJson(url('/__simulator/faults'), { operations: { tunnelListFailures: 3 } });
    await expect(services.listTunnels.execute()).rejects.toMatchObject({ code: 'APPLIANCE.REQUEST_FAILED', status: 503 });
    expect((await (await fetch(url('/__simulator/faults'))).json()).faults.operations.tunnelListFailures).toBe(0);
  });
});
