import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lifecycleKit } from '../../../test/mothers/server-operations.mother';
import { ServerStopError } from '../errors/operation-errors';

describe('ReloadServerUseCase (specification section 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pauses polling, stops, reloads, waits 1 s, pings every 1 s until answered, starts again and resumes', async () => {
    const kit = lifecycleKit();
    const { appliance, monitor } = kit;
    await monitor.refresh();
    appliance.operations.pingsMissedAfterReload = 2;
    let done = false;
    void kit.reload.execute().then(() => (done = true));

    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.paused()).toBe(true);
    expect(appliance.operations.calls).toEqual(['stop', 'reload']);
    expect(monitor.current()).toBe('stopped');

    await vi.advanceTimersByTimeAsync(999);
    expect(appliance.operations.calls).toEqual(['stop', 'reload']);
    await vi.advanceTimersByTimeAsync(1);
    expect(appliance.operations.calls).toEqual(['stop', 'reload', 'ping']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(appliance.operations.calls).toEqual(['stop', 'reload', 'ping', 'ping']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(appliance.operations.calls).toEqual(['stop', 'reload', 'ping', 'ping', 'ping', 'start']);
    expect(done).toBe(true);
    expect(kit.shown).toEqual(['started', 'stopping', 'stopped', 'starting', 'started']);
    expect(monitor.paused()).toBe(false);
    expect(appliance.serverStatus).toBe('started');
  });

  it('neither stops nor starts a server that was stopped', async () => {
    const kit = lifecycleKit();
    kit.appliance.serverStatus = 'stopped';
    await kit.monitor.refresh();
    const reloaded = kit.reload.execute();
    await vi.advanceTimersByTimeAsync(1000);
    await reloaded;
    expect(kit.appliance.operations.calls).toEqual(['reload', 'ping']);
    expect(kit.monitor.current()).toBe('stopped');
    expect(kit.shown).toEqual(['stopped']);
  });

  it('restores the previous status when stopping fails, and resumes polling', async () => {
    const kit = lifecycleKit();
    await kit.monitor.refresh();
    kit.appliance.operations.stopFails = 'camera 3 is exporting';
    const reloaded = kit.reload.execute();
    const failure = reloaded.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    const error = await failure;
    expect(error).toBeInstanceOf(ServerStopError);
    expect((error as Error).message).toBe('Unable to stop the server (camera 3 is exporting)');
    expect(kit.shown).toEqual(['started', 'stopping', 'started']);
    expect(kit.appliance.operations.calls).toEqual(['stop']);
    expect(kit.monitor.paused()).toBe(false);
  });

  it('gives up after 10 unanswered pings, 1 s apart, leaving the server stopped and polling resumed', async () => {
    const kit = lifecycleKit();
    await kit.monitor.refresh();
    kit.appliance.operations.pingsMissedAfterReload = 100;
    const failure = kit.reload.execute().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000 + 10 * 1000);
    expect(await failure).toMatchObject({ code: 'APPLIANCE.NETWORK' });
    expect(kit.appliance.operations.calls.filter((call) => call === 'ping')).toHaveLength(10);
    expect(kit.appliance.operations.calls).not.toContain('start');
    expect(kit.monitor.paused()).toBe(false);
  });

  it('cannot be started twice: a second call joins the running reload', async () => {
    const kit = lifecycleKit();
    await kit.monitor.refresh();
    const first = kit.reload.execute();
    const second = kit.reload.execute();
    expect(second).toBe(first);
    await vi.advanceTimersByTimeAsync(1000);
    await first;
    expect(kit.appliance.operations.calls.filter((call) => call === 'reload')).toHaveLength(1);
  });
});
