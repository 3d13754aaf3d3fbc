import type { SimulatorState } from '../simulator-state';
import type { SimulatorHono } from './simulator-env';

/**
 * `POST /__simulator/operations`: lifecycle timing and failures, licence
 * activation failure, the update server's offer (docs/simulator.md); only the
 * keys given change. `GET` answers the current settings and tunnels.
 */
export function registerOperationsControls(app: SimulatorHono, state: SimulatorState): void {
  app.post('/__simulator/operations', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    state.operations.merge(body && typeof body === 'object' ? (body as Record<string, unknown>) : {});
    return c.json({ result: true, operations: state.operations.summary() });
  });
  app.get('/__simulator/operations', (c) => c.json(state.operations.summary()));
}
