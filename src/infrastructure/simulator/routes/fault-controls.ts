import type { Hono } from 'hono';
import { FAULT_KEYS, faultProblem, type FaultPatch, type FaultRegistry } from '../state/fault-registry';

/** What every fault key does and its initial value, by area (`GET /__simulator/faults`). */
function faultKeys(): Record<string, Record<string, { initial: unknown; effect: string }>> {
  return Object.fromEntries(
    Object.entries(FAULT_KEYS).map(([area, keys]) => [area, Object.fromEntries(Object.entries(keys).map(([name, { initial, effect }]) => [name, { initial, effect }]))]),
  );
}

/**
 * The one fault control (docs/simulator.md, "Faults"): `POST /__simulator/faults`
 * with `{"area": {"key": value}}` changes only the keys given, after checking
 * every one (400 naming the wrong key or value, nothing changed);
 * `GET /__simulator/faults` answers the values and what each key does.
 * Mounted on any Hono app: the simulator's, or the client interface's on its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function registerFaultControls(app: Hono<any, any, any>, registry: FaultRegistry): void {
  app.post('/__simulator/faults', async (c) => {
    const text = await c.req.text();
    let body: unknown = {};
    try {
      if (text.trim() !== '') body = JSON.parse(text) as unknown;
    } catch {
      return c.json({ result: false, detail: 'the body is not JSON' }, 400);
    }
    const problem = faultProblem(body);
    if (problem !== null) return c.json({ result: false, detail: `/__simulator/faults: ${problem}` }, 400);
    registry.set(body as FaultPatch);
    return c.json({ result: true, faults: registry.summary() });
  });
  app.get('/__simulator/faults', (c) => c.json({ faults: registry.summary(), keys: faultKeys() }));
}
