import type { SimulatorState } from '../simulator-state';
import type { SimulatorHono } from './simulator-env';

/** `POST /__simulator/devices` (only the keys given change) and `GET`: timing of the device calls (docs/simulator.md). */
export function registerDeviceControls(app: SimulatorHono, state: SimulatorState): void {
  app.post('/__simulator/devices', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    state.devices.merge(body && typeof body === 'object' ? (body as Record<string, unknown>) : {});
    return c.json({ result: true, devices: state.devices.summary() });
  });
  app.get('/__simulator/devices', (c) => c.json(state.devices.summary()));
}
