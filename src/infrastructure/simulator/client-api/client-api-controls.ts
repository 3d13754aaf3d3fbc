import type { ClientApiApp } from './client-api-host';
import { schemaProblem } from '../state/control-rules';
import { CLIENT_API_SETTINGS_SCHEMA, type ClientApiSettings } from './client-api-settings';
import type { ClientApiState } from './client-api-state';

/**
 * Test controls of the simulated client interface, beside the simulator's own
 * `/__simulator/*` (docs/client.md): rights, settings, reset and a state summary
 * (its faults are the `clientApi` area of `/__simulator/faults`).
 */
export function registerClientApiControls(app: ClientApiApp, state: ClientApiState): void {
  app.post('/__simulator/client-api/reset', (c) => {
    state.reset();
    return c.json({ result: true });
  });
  app.post('/__simulator/client-api/rights', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, string[]>;
    for (const [guid, rights] of Object.entries(body)) {
      if (Array.isArray(rights)) {
        state.rights.set(guid, rights.map(String));
      }
    }
    return c.json({ result: true });
  });
  app.post('/__simulator/client-api/settings', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    // Checked here too: the interface may be mounted alone, without the simulator's control schema.
    const problem = schemaProblem(body, CLIENT_API_SETTINGS_SCHEMA);
    if (problem !== null) return c.json({ result: false, detail: `/__simulator/client-api/settings: ${problem}` }, 400);
    state.settings = { ...state.settings, ...(body as Partial<ClientApiSettings>) };
    return c.json({ result: true, settings: state.settings });
  });
  app.get('/__simulator/client-api/state', (c) => c.json(state.summary()));
}
