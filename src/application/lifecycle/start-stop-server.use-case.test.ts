import { describe, expect, it } from 'vitest';
import { lifecycleKit } from '../../../test/mothers/server-operations.mother';

describe('StartServerUseCase and StopServerUseCase', () => {
  it('stop shows stopping then stopped; start shows starting then started', async () => {
    const kit = lifecycleKit();
    await kit.monitor.refresh();
    await kit.stop.execute();
    await kit.start.execute();
    expect(kit.shown).toEqual(['started', 'stopping', 'stopped', 'starting', 'started']);
  });

  it("'Unable to stop the server (…)' with the appliance's detail, or 'no details'; the status is restored", async () => {
    const kit = lifecycleKit();
    await kit.monitor.refresh();
    kit.appliance.operations.stopFails = 'recording in progress';
    await expect(kit.stop.execute()).rejects.toThrow('Unable to stop the server (recording in progress)');
    kit.appliance.operations.stopFails = '';
    await expect(kit.stop.execute()).rejects.toThrow('Unable to stop the server (no details)');
    expect(kit.monitor.current()).toBe('started');
  });

  it("'Unable to start the server (…)', also when the appliance cannot be reached; the status is restored", async () => {
    const kit = lifecycleKit();
    kit.appliance.serverStatus = 'stopped';
    await kit.monitor.refresh();
    kit.appliance.operations.startFails = 'no storage available';
    await expect(kit.start.execute()).rejects.toMatchObject({ code: 'SERVER.START_FAILED', message: 'Unable to start the server (no storage available)' });
    kit.appliance.operations.startFails = undefined;
    kit.appliance.unavailable = true;
    await expect(kit.start.execute()).rejects.toThrow('Unable to start the server (no details)');
    expect(kit.shown).toEqual(['stopped', 'starting', 'stopped', 'starting', 'stopped']);
  });
});
