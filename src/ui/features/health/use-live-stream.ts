import { useEffect, useState } from 'react';

export interface LiveSample<T> {
  /** Milliseconds since the epoch when the sample arrived. */
  readonly time: number;
  readonly value: T;
}

export interface LiveStream<T> {
  readonly history: readonly LiveSample<T>[];
  readonly latest: T | undefined;
  /** What ended the stream (a refusal, a validation error), or null while it runs. */
  readonly error: unknown;
}

/** Samples kept for the charts: two and a half minutes at the default 1500 ms. */
const HISTORY_LENGTH = 100;

/**
 * Reads a live stream while the component is shown (or until `open` changes):
 * keeps the last HISTORY_LENGTH samples, closes the stream on unmount. `open`
 * may throw at once (a refused request): that is the error shown.
 */
export function useLiveStream<T>(open: ((signal: AbortSignal) => AsyncIterable<T>) | null, key: string): LiveStream<T> {
  // The samples belong to the stream they came from: another key starts empty.
  const [state, setState] = useState<LiveStream<T> & { readonly key: string }>({ key, history: [], latest: undefined, error: null });
  useEffect(() => {
    if (!open) return undefined;
    const controller = new AbortController();
    void (async () => {
      try {
        for await (const value of open(controller.signal)) {
          if (controller.signal.aborted) return;
          const sample = { time: Date.now(), value };
          setState((previous) => ({ key, history: previous.key === key ? [...previous.history, sample].slice(-HISTORY_LENGTH) : [sample], latest: value, error: null }));
        }
      } catch (error) {
        if (!controller.signal.aborted) setState((previous) => (previous.key === key ? { ...previous, error } : { key, history: [], latest: undefined, error }));
      }
    })();
    return () => controller.abort();
    // `key` says when the stream must be opened again; `open` is a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state : { history: [], latest: undefined, error: null };
}
