import type { MiddlewareHandler } from 'hono';
import type { SimulatorState } from '../simulator-state';
import { failure, type SimulatorEnv } from './simulator-env';

/** Resolves after `ms`, or early when the caller gives up. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** The faults of area `api` (`/__simulator/faults`), in front of every `/api/*` route (extensions included). */
export function faultsMiddleware(state: SimulatorState): MiddlewareHandler<SimulatorEnv> {
  return async (c, next) => {
    const faults = state.faults.of('api');
    const signal = c.req.raw.signal;
    if (faults.latencyMs > 0) {
      await pause(faults.latencyMs, signal);
    }
    if (faults.unavailable) {
      await pause(faults.unavailableDelayMs, signal);
      return c.json(failure('appliance unavailable'), 503, { 'Retry-After': '1' });
    }
    if (faults.status5xx !== false) {
      return c.json(failure('simulated server error'), (faults.status5xx === true ? 500 : faults.status5xx) as 500);
    }
    await next();
  };
}
