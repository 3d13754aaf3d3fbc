import { describe, expect, it } from 'vitest';
import type { IoStatesPort, LiveIoState } from '../logic/io-states.port';
import { DeviceConnections } from './device-connections';
import { steppedClock } from '../../../test/support/stepped-clock';

describe('device connections', () => {
  it('reads a large site one batch per round, in turn, and reports every state known so far', async () => {
    const clock = steppedClock();
    const reads: string[][] = [];
    const port: IoStatesPort = {
      read: async (guids) => {
        reads.push([...guids]);
        return new Map<string, LiveIoState>(guids.map((guid) => [guid, Number(guid.slice(2)) % 2]));
      },
      writable: async () => new Set(),
      write: async () => true,
    };
    const batch = 200; // the most ios one request asks for
    const ios = Array.from({ length: batch * 2 + 10 }, (_, index) => `io${index}`);
    const seen: ReadonlyMap<string, LiveIoState>[] = [];
    const watch = new DeviceConnections(port, clock).watch(ios, (states) => seen.push(states));
    await clock.tick();
    await clock.tick();
    await clock.tick();
    expect(reads.map((batch) => batch.length)).toEqual([batch, batch, 10]);
    expect(reads.flat()).toEqual(ios);
    expect(seen.at(-1)?.size).toBe(ios.length);
    expect(seen.at(-1)?.get('io3')).toBe(1);
    expect(seen.at(-1)?.get('io4')).toBe(0);
    await clock.tick();
    expect(reads.at(-1)?.[0]).toBe('io0');
    watch.stop();
    const count = reads.length;
    await clock.tick();
    expect(reads.length).toBe(count);
  });

  it('reports a failed round and keeps polling', async () => {
    const clock = steppedClock();
    let calls = 0;
    const port: IoStatesPort = {
      read: async (guids) => {
        calls += 1;
        if (calls === 1) throw new Error('down');
        return new Map<string, LiveIoState>(guids.map((guid) => [guid, 1]));
      },
      writable: async () => new Set(),
      write: async () => true,
    };
    const errors: unknown[] = [];
    const seen: ReadonlyMap<string, LiveIoState>[] = [];
    const watch = new DeviceConnections(port, clock).watch(['a'], (states) => seen.push(states), (error) => errors.push(error));
    await clock.tick();
    await clock.tick();
    expect(errors).toHaveLength(1);
    expect(seen.at(-1)?.get('a')).toBe(1);
    watch.stop();
  });
});
