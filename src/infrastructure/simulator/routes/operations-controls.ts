import type { SimulatorState } from '../simulator-state';
import { withLicenceFields } from '../state/licence';
import type { UpdateServer } from '../state/operations';
import type { SimulatorHono } from './simulator-env';

/**
 * `POST /__simulator/operations`: the update server's offer and the licence's
 * fields (docs/simulator.md); only the keys given change (timing and
 * failures are faults, area `operations`). `GET` answers the update state and tunnels.
 */
export function registerOperationsControls(app: SimulatorHono, state: SimulatorState): void {
  app.post('/__simulator/operations', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const patch = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const update = patch['update'];
    if (update && typeof update === 'object') state.operations.update = { ...state.operations.update, ...(update as Partial<UpdateServer>) };
    const licence = patch['licence'];
    if (licence && typeof licence === 'object') {
      state.licence = withLicenceFields(state.licence, licence as Record<string, unknown>);
      state.changed();
    }
    return c.json({ result: true, operations: state.operations.summary() });
  });
  app.get('/__simulator/operations', (c) => c.json(state.operations.summary()));
}
