import type { ServerStatus, SimulatorState } from '../simulator-state';
import { failureText } from '../state/fault-registry';
import { requireAccount } from './basic-auth';
import { simulatedDelay } from './simulated-delay';
import { failure, type SimulatorContext, type SimulatorHono } from './simulator-env';

/**
 * `POST /api/application/start|stop|reload` and `GET /api/ping`. A start or a
 * stop takes `transitionMs` (the status shows starting / stopping meanwhile)
 * and answers once done; a refused stop goes back to started. A reload needs
 * the server stopped and leaves pings unanswered for `reloadMs`.
 */
export function registerLifecycleRoutes(app: SimulatorHono, state: SimulatorState): void {
  const root = requireAccount(state, { root: true });

  app.get('/api/ping', (c) => {
    if (Date.now() < state.operations.reloadingUntil) return c.json(failure('reloading'), 503, { 'Retry-After': '1' });
    return c.json({ result: true });
  });

  /** One transition: from `from` through `via` to `to`, or back to `from` when the fault control refuses it. */
  const transition = (from: ServerStatus, via: ServerStatus, to: ServerStatus, refusal: () => string | null) =>
    async (c: SimulatorContext) => {
      if (state.status === to) return c.json({ result: true, detail: `already ${to}` });
      if (state.status !== from) return c.json(failure(`the server is ${state.status}`), 409);
      const operations = state.operations;
      state.status = via;
      state.changed();
      await simulatedDelay(state.faults.of('operations').transitionMs);
      if (state.operations !== operations) return c.json(failure('the appliance was reset'), 409);
      const refused = refusal();
      state.status = refused === null ? to : from;
      state.changed();
      return refused === null ? c.json({ result: true }) : c.json(failure(refused), 500);
    };

  app.post('/api/application/start', root, transition('stopped', 'starting', 'started', () => failureText(state.faults.of('operations').startFails, 'no storage available')));
  app.post('/api/application/stop', root, transition('started', 'stopping', 'stopped', () => failureText(state.faults.of('operations').stopFails, 'a recording could not be closed')));

  app.post('/api/application/reload', root, (c) => {
    if (state.status !== 'stopped') return c.json(failure('server must be stopped'), 409);
    // The configuration is read again: the server process restarts and answers no ping meanwhile.
    state.operations.reloadingUntil = Date.now() + state.faults.of('operations').reloadMs;
    return c.json({ result: true, detail: 'configuration reloaded' });
  });
}
