import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InMemoryAppliance } from '../../infrastructure/memory/in-memory-appliance';
import { InMemoryApplicationInfoAdapter } from '../../infrastructure/memory/in-memory-adapters';
import { RecordingLoggerAdapter } from '../../infrastructure/memory/recording-logger.adapter';
import { TimerClockAdapter } from '../../infrastructure/memory/timer-clock.adapter';
import { LoadApplicationUseCase } from './load-application.use-case';

describe('LoadApplicationUseCase', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries every 1000 ms without limit, logging "failed to load app", until the appliance answers', async () => {
    const appliance = InMemoryAppliance.initialised();
    appliance.unavailable = true;
    const logger = new RecordingLoggerAdapter();
    const useCase = new LoadApplicationUseCase(new InMemoryApplicationInfoAdapter(appliance), new TimerClockAdapter(), logger);
    let loaded: string | undefined;
    void useCase.execute().then((info) => (loaded = info.name));

    await vi.advanceTimersByTimeAsync(0);
    expect(logger.messages()).toEqual(['failed to load app']);
    await vi.advanceTimersByTimeAsync(999);
    expect(logger.messages()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(logger.messages()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000 * 20);
    expect(logger.messages()).toHaveLength(22);
    expect(loaded).toBeUndefined();

    appliance.unavailable = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(loaded).toBe('Vigil Server');
    expect(logger.messages()).toHaveLength(22);
  });

  it('stops retrying when aborted', async () => {
    const appliance = new InMemoryAppliance();
    appliance.unavailable = true;
    const logger = new RecordingLoggerAdapter();
    const controller = new AbortController();
    const useCase = new LoadApplicationUseCase(new InMemoryApplicationInfoAdapter(appliance), new TimerClockAdapter(), logger);
    const result = useCase.execute(controller.signal).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new Error('unmounted'));
    await expect(result).resolves.toMatchObject({ message: 'unmounted' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(logger.messages()).toHaveLength(1);
  });
});
