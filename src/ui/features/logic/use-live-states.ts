import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveIoState } from '../../../application/logic/io-states.port';
import type { LiveIoWatch } from '../../../application/logic/live-io-states';
import { useServices } from '../../services-context';

export interface LiveStates {
  readonly states: ReadonlyMap<string, LiveIoState>;
  readonly writable: ReadonlySet<string>;
  /** Writes the opposite of the io's state; false when the user has no right to write it. */
  toggle(guid: string): Promise<boolean>;
}

const EMPTY = new Map<string, LiveIoState>();

/**
 * The live states of the ios on screen, polled by the application's
 * LiveIoStates while the page is shown (stopped when it leaves); `visible`
 * may change on every pan, the polling only reads it at its next round.
 */
export function useLiveStates(visible: readonly string[]): LiveStates {
  const { liveIo } = useServices();
  const [states, setStates] = useState<ReadonlyMap<string, LiveIoState>>(EMPTY);
  const [writable, setWritable] = useState<ReadonlySet<string>>(new Set());
  const watch = useRef<LiveIoWatch | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const current = liveIo.watch((next) => setStates((before) => new Map([...before, ...next])));
    watch.current = current;
    liveIo
      .writable(controller.signal)
      .then(setWritable)
      .catch(() => undefined);
    return () => {
      current.stop();
      controller.abort();
      watch.current = null;
    };
  }, [liveIo]);
  useEffect(() => watch.current?.setIos(visible), [visible]);
  // The latest states and rights for `toggle`, which stays the same function so the nodes holding it do not redraw.
  const latest = useRef({ states, writable });
  useEffect(() => {
    latest.current = { states, writable };
  }, [states, writable]);
  const toggle = useCallback(
    async (guid: string) => {
      if (!latest.current.writable.has(guid)) return false;
      const value = !((latest.current.states.get(guid) ?? 0) !== 0);
      const written = await liveIo.write(guid, value);
      if (written) setStates((before) => new Map(before).set(guid, value ? 1 : 0));
      return written;
    },
    [liveIo],
  );
  return { states, writable, toggle };
}
