import type { SimulatorState } from '../simulator-state';
import { failureDetail } from '../state/operations';
import { requireAccount } from './basic-auth';
import { simulatedDelay } from './simulated-delay';
import { failure, type SimulatorHono } from './simulator-env';

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

  app.post('/api/application/start', root, async (c) => {
    if (state.status === 'started') return c.json({ result: true, detail: 'already started' });
    if (state.status !== 'stopped') return c.json(failure(`the server is ${state.status}`), 409);
    const operations = state.operations;
    state.status = 'starting';
    state.changed();
    await simulatedDelay(operations.controls.transitionMs);
    if (state.operations !== operations) return c.json(failure('the appliance was reset'), 409);
    const refused = failureDetail(operations.controls.startFails, 'no storage available');
    state.status = refused === null ? 'started' : 'stopped';
    state.changed();
    return refused === null ? c.json({ result: true }) : c.json(failure(refused), 500);
  });

  app.post('/api/application/stop', root, async (c) => {
    if (state.status === 'stopped') return c.json({ result: true, detail: 'already stopped' });
    if (state.status !== 'started') return c.json(failure(`the server is ${state.status}`), 409);
    const operations = state.operations;
    state.status = 'stopping';
    state.changed();
    await simulatedDelay(operations.controls.transitionMs);
    if (state.operations !== operations) return c.json(failure('the appliance was reset'), 409);
    const refused = failureDetail(operations.controls.stopFails, 'a recording could not be closed');
    state.status = refused === null ? 'stopped' : 'started';
    state.changed();
    return refused === null ? c.json({ result: true }) : c.json(failure(refused), 500);
  });

  app.post('/api/application/reload', root, (c) => {
    if (state.status !== 'stopped') return c.json(failure('server must be stopped'), 409);
    // The configuration is read again: the server process restarts and answers no ping meanwhile.
    state.operations.reloadingUntil = Date.now() + state.operations.controls.reloadMs;
    return c.json({ result: true, detail: 'configuration reloaded' });
  });
}
