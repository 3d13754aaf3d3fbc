import { describe, expect, it } from 'vitest';
import type { IoStatesPort, LiveIoState } from './io-states.port';
import { LiveIoStates } from './live-io-states';
import { steppedClock } from '../../../test/support/stepped-clock';

function fakePort() {
  const reads: string[][] = [];
  const port: IoStatesPort = {
    read: async (guids) => {
      reads.push([...guids]);
      return new Map<string, LiveIoState>(guids.map((guid) => [guid, guid === 'a' ? 1 : 0]));
    },
    writable: async () => new Set(['a']),
    write: async () => true,
  };
  return { port, reads };
}

describe('live io states', () => {
  it('reads the ios on screen in one batch per round and reports their states', async () => {
    const clock = steppedClock();
    const { port, reads } = fakePort();
    const seen: ReadonlyMap<string, LiveIoState>[] = [];
    const watch = new LiveIoStates(port, clock).watch((states) => seen.push(states));
    watch.setIos(['a', 'b']);
    await clock.tick();
    expect(reads).toEqual([['a', 'b']]);
    expect(seen[0]?.get('a')).toBe(1);
    watch.setIos(['c']);
    await clock.tick();
    expect(reads.at(-1)).toEqual(['c']);
    watch.stop();
  });

  it('reads nothing while nothing is on screen, caps a round, and stops on leave', async () => {
    const clock = steppedClock();
    const { port, reads } = fakePort();
    const watch = new LiveIoStates(port, clock).watch(() => undefined);
    await clock.tick();
    expect(reads).toEqual([]);
    watch.setIos(Array.from({ length: 500 }, (_, index) => `io${index}`));
    await clock.tick();
    expect(reads[0]).toHaveLength(200);
    watch.stop();
    await clock.tick();
    await clock.tick();
    expect(reads).toHaveLength(1);
  });
});
