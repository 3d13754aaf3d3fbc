import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lifecycleKit } from '../../../test/mothers/server-operations.mother';
import { StatusCheckAlreadyEnabledError } from '../errors/operation-errors';

describe('ServerStatusMonitor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the status at once, then every 2000 ms', async () => {
    const { appliance, monitor, shown } = lifecycleKit();
    monitor.enable();
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.current()).toBe('started');

    appliance.serverStatus = 'stopped';
    await vi.advanceTimersByTimeAsync(1999);
    expect(monitor.current()).toBe('started');
    await vi.advanceTimersByTimeAsync(1);
    expect(monitor.current()).toBe('stopped');
    expect(shown).toEqual(['started', 'stopped']);
    monitor.disable();
  });

  it("can be enabled only once: 'status check is already enabled'", () => {
    const { monitor } = lifecycleKit();
    monitor.enable();
    expect(() => monitor.enable()).toThrow(StatusCheckAlreadyEnabledError);
    expect(() => monitor.enable()).toThrow('status check is already enabled');
    monitor.disable();
    expect(() => monitor.enable()).not.toThrow();
    monitor.disable();
  });

  it('does not change the status while paused, and polls again once resumed', async () => {
    const { appliance, monitor } = lifecycleKit();
    monitor.enable();
    await vi.advanceTimersByTimeAsync(0);
    monitor.pause();
    appliance.serverStatus = 'stopped';
    await vi.advanceTimersByTimeAsync(6000);
    expect(monitor.current()).toBe('started');
    monitor.resume();
    await vi.advanceTimersByTimeAsync(2000);
    expect(monitor.current()).toBe('stopped');
    monitor.disable();
  });

  it('stops polling when disabled, and keeps the last status when a check fails', async () => {
    const { appliance, monitor, logger } = lifecycleKit();
    monitor.enable();
    await vi.advanceTimersByTimeAsync(0);
    appliance.unavailable = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(monitor.current()).toBe('started');
    expect(logger.messages()).toContain('status check failed');
    monitor.disable();
    appliance.unavailable = false;
    appliance.serverStatus = 'stopped';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(monitor.current()).toBe('started');
  });
});
