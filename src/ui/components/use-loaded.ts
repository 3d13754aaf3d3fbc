import { useEffect, useState, type DependencyList, type Dispatch, type SetStateAction } from 'react';

export interface Loaded<T> {
  /** The last value loaded (or set since); undefined until the first load answers. */
  readonly value: T | undefined;
  /** Why the last load failed; undefined while none has. */
  readonly error: unknown;
  /** Replaces the value after an action of the page (a saved item, a closed tunnel). */
  readonly setValue: Dispatch<SetStateAction<T | undefined>>;
}

/**
 * Loads something a page shows when the page opens and again when `deps`
 * change. An answer that arrives after the page left, or after a newer load
 * began, is dropped (so a slow answer never overwrites a newer one). The
 * value loaded before stays shown while the next load runs.
 */
export function useLoaded<T>(load: () => Promise<T>, deps: DependencyList): Loaded<T> {
  const [value, setValue] = useState<T>();
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => {
        if (!current) return;
        setValue(loaded);
        setError(undefined);
      },
      (failure: unknown) => {
        if (current) setError(failure);
      },
    );
    return () => {
      current = false;
    };
    // The caller names what the load depends on, as for useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return { value, error, setValue };
}
