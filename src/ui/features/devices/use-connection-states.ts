import { useEffect, useRef, useState } from 'react';
import type { LiveIoState } from '../../../application/logic/io-states.port';
import type { LiveIoWatch } from '../../../application/logic/live-io-states';
import { useServices } from '../../services-context';

/** What the list shows of a device's connection: as the appliance last answered, or not known yet. */
export type ConnectionState = 'online' | 'offline' | 'unknown' | 'waiting';

export interface ConnectionStates {
  /** The state of a connection-state io, by its guid. */
  readonly of: (io: string) => ConnectionState;
  /** When the appliance last answered a round (ms since the epoch). */
  readonly answeredAt: number | undefined;
}

/**
 * The connection states of the devices in view (their connection-state ios),
 * read from the appliance by the application's LiveIoStates while the list
 * is shown: a round every 1.5 s of the rows on screen only, so that 2,000
 * devices cost what a screenful does. An io the appliance did not answer for
 * in a round is 'unknown'; one not read yet is 'waiting'.
 */
export function useConnectionStates(visible: readonly string[]): ConnectionStates {
  const { liveIo } = useServices();
  const [known, setKnown] = useState<{ readonly states: ReadonlyMap<string, LiveIoState>; readonly at: number | undefined }>({ states: new Map(), at: undefined });
  const watch = useRef<LiveIoWatch | null>(null);
  const asked = useRef<readonly string[]>(visible);
  useEffect(() => {
    const current = liveIo.watch((answer) =>
      setKnown((before) => {
        const states = new Map(before.states);
        // Every io of the round has an entry: its state, or none (undefined) when the appliance gave none.
        for (const io of asked.current) states.set(io, answer.get(io));
        return { states, at: Date.now() };
      }),
    );
    watch.current = current;
    return () => {
      current.stop();
      watch.current = null;
    };
  }, [liveIo]);
  useEffect(() => {
    asked.current = visible;
    watch.current?.setIos(visible);
  }, [visible]);
  const { states, at } = known;
  return {
    of: (io) => {
      if (!states.has(io)) return 'waiting';
      const value = states.get(io);
      return value === undefined ? 'unknown' : value === 0 ? 'offline' : 'online';
    },
    answeredAt: at,
  };
}
