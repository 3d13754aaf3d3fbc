import type { ClientApiApp } from './client-api-host';
import type { ClientApiFaults, ClientApiSettings } from './client-api-settings';
import type { ClientApiState } from './client-api-state';

/**
 * Test controls of the simulated client interface, beside the simulator's own
 * `/__simulator/*` (docs/client.md): faults, rights, reset and a state summary.
 */
export function registerClientApiControls(app: ClientApiApp, state: ClientApiState): void {
  app.post('/__simulator/client-api/reset', (c) => {
    state.reset();
    return c.json({ result: true });
  });
  app.post('/__simulator/client-api/faults', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Partial<ClientApiFaults>;
    Object.assign(state.faults, body);
    return c.json({ result: true, faults: state.faults });
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
    const body = (await c.req.json().catch(() => ({}))) as Partial<ClientApiSettings>;
    Object.assign(state.settings, body);
    return c.json({ result: true, settings: state.settings });
  });
  app.get('/__simulator/client-api/state', (c) => c.json(state.summary()));
}
