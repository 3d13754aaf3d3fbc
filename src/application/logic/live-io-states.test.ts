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

  it('drops an io from a round asked before that io was written: the written value is not put back by an older read', async () => {
    const clock = steppedClock();
    let answer: (states: Map<string, LiveIoState>) => void = () => undefined;
    const port: IoStatesPort = {
      read: (guids) => new Promise((resolve) => (answer = () => resolve(new Map(guids.map((guid) => [guid, 0]))))),
      writable: async () => new Set(['a']),
      write: async () => true,
    };
    const seen: ReadonlyMap<string, LiveIoState>[] = [];
    const live = new LiveIoStates(port, clock);
    const watch = live.watch((states) => seen.push(states));
    watch.setIos(['a', 'b']);
    await clock.tick();
    // The round is asked (a and b off), then a is written on before it answers.
    expect(await live.write('a', true)).toBe(true);
    answer(new Map());
    await clock.tick();
    expect([...seen[0]!]).toEqual([['b', 0]]);
    // The next round is asked after the write: a's state is read again.
    await clock.tick();
    answer(new Map());
    await clock.tick();
    expect(seen[1]?.get('a')).toBe(0);
    watch.stop();
  });
});
