import type { SeedSite } from '../seed/configuration-seed';
import type { SimulatorState } from '../simulator-state';
import { registerFaultControls } from './fault-controls';
import type { SimulatorContext, SimulatorHono } from './simulator-env';

/** The JSON body (checked against CONTROL_SCHEMAS already, control-schema.ts); an empty body is an empty object. */
async function jsonBody(c: SimulatorContext): Promise<Record<string, unknown>> {
  const body = (await c.req.json().catch(() => ({}))) as unknown;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/** `/__simulator/*` (docs/api.md): reset, faults and a state summary; a real appliance has none of it. */
export function registerSimulatorControls(app: SimulatorHono, state: SimulatorState): void {
  app.post('/__simulator/reset', async (c) => {
    const body = await jsonBody(c);
    state.reset(body.initialised === true, body.site as SeedSite | undefined);
    return c.json({ result: true, state: state.summary() });
  });
  registerFaultControls(app, state.faults);
  app.get('/__simulator/state', (c) => c.json(state.summary()));
  // The stored document as it is, and a way to replace it unchecked: a document
  // edited by hand on the appliance's disk, which the console must report.
  app.get('/__simulator/configuration', (c) => c.body(state.configurationXml(), 200, { 'Content-Type': 'text/xml; charset=utf-8' }));
  app.put('/__simulator/configuration', async (c) => {
    state.setConfiguration(await c.req.text());
    return c.json({ result: true });
  });
}
