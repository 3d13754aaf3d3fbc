import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Reachability } from '../../application/shell/appliance-reachability';
import { useServices } from '../services-context';

/** Whether the appliance answers, as the console last found it (docs/configuration-pages-choices.md, "An appliance that does not answer"). */
export function useReachability(): Reachability {
  const { reachability } = useServices();
  return useSyncExternalStore(
    useCallback((listener: () => void) => reachability.subscribe(listener), [reachability]),
    () => reachability.state(),
  );
}

/** The time now, again every `periodMs` while `running`: for "2 minutes ago" and a countdown. */
export function useNow(running: boolean, periodMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, periodMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running, periodMs]);
  return now;
}
