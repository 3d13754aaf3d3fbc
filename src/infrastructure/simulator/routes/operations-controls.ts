import type { SimulatorState } from '../simulator-state';
import { withLicenceFields } from '../state/licence';
import type { SimulatorHono } from './simulator-env';

/**
 * `POST /__simulator/operations`: lifecycle timing and failures, licence
 * activation failure, the update server's offer, the licence's fields
 * (docs/simulator.md); only the keys given change. `GET` answers the current settings and tunnels.
 */
export function registerOperationsControls(app: SimulatorHono, state: SimulatorState): void {
  app.post('/__simulator/operations', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const patch = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    state.operations.merge(patch);
    const licence = patch['licence'];
    if (licence && typeof licence === 'object') {
      state.licence = withLicenceFields(state.licence, licence as Record<string, unknown>);
      state.changed();
    }
    return c.json({ result: true, operations: state.operations.summary() });
  });
  app.get('/__simulator/operations', (c) => c.json(state.operations.summary()));
}
