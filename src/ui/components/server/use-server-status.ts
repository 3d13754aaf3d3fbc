import { useEffect, useState } from 'react';
import type { ServerStatus } from '../../../application/ports/server-status.port';
import { useServices } from '../../services-context';

/**
 * The server status, polled every 2000 ms while the component is mounted.
 * Polling is enabled once per mount and disabled on unmount, so that the
 * monitor's 'status check is already enabled' rule holds across remounts.
 */
export function useServerStatus(): { readonly status: ServerStatus | undefined; readonly error: unknown } {
  const services = useServices();
  const monitor = services.serverStatus;
  const [status, setStatus] = useState<ServerStatus | undefined>(() => monitor.current());
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    const unsubscribe = monitor.subscribe((next) => {
      setStatus(next);
      setError(undefined);
    });
    let enabledHere = false;
    if (!monitor.enabled()) {
      monitor.enable();
      enabledHere = true;
    }
    monitor.refresh().catch((caught: unknown) => {
      if (monitor.current() === undefined) setError(caught);
    });
    return () => {
      unsubscribe();
      if (enabledHere) monitor.disable();
    };
  }, [monitor]);

  return { status, error };
}
