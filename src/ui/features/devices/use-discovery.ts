import { useCallback, useEffect, useRef, useState } from 'react';
import type { DiscoveryResult } from '../../../application/devices/device-services';
import type { Device } from '../../../domain/configuration/device/device';
import { useServices } from '../../services-context';
import { discoveryKey } from './new-devices';

export interface DiscoveryState {
  readonly running: boolean;
  /** In arrival order; a device answering twice keeps its first place. */
  readonly results: readonly DiscoveryResult[];
  readonly error: unknown;
  /** True once a discovery has ended (not stopped). */
  readonly finished: boolean;
}

const IDLE: DiscoveryState = { running: false, results: [], error: undefined, finished: false };

/** Runs the appliance's discovery, showing each device as it answers; leaving the page stops it. */
export function useDiscovery(configured: readonly Pick<Device, 'id' | 'address'>[]): [DiscoveryState, () => void, () => void] {
  const { devices } = useServices();
  const [state, setState] = useState<DiscoveryState>(IDLE);
  const controller = useRef<AbortController | null>(null);
  const configuredRef = useRef(configured);
  configuredRef.current = configured;

  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState((previous) => ({ ...previous, running: false }));
  }, []);

  const start = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ running: true, results: [], error: undefined, finished: false });
    void (async () => {
      try {
        for await (const found of devices.discover({ configured: configuredRef.current, signal: current.signal })) {
          if (current.signal.aborted) return;
          setState((previous) =>
            previous.results.some((each) => discoveryKey(each) === discoveryKey(found)) ? previous : { ...previous, results: [...previous.results, found] },
          );
        }
        if (!current.signal.aborted) setState((previous) => ({ ...previous, running: false, finished: true }));
      } catch (error) {
        if (!current.signal.aborted) setState((previous) => ({ ...previous, running: false, error }));
      } finally {
        if (controller.current === current) controller.current = null;
      }
    })();
  }, [devices]);

  useEffect(() => () => controller.current?.abort(), []);
  return [state, start, stop];
}
