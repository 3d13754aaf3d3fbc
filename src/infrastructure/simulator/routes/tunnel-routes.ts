import type { SimulatorState } from '../simulator-state';
import type { SimulatedTunnel } from '../state/operations';
import { requireAccount } from './basic-auth';
import { failure, type SimulatorHono } from './simulator-env';

const SIMULATED_TUNNEL_PROTOCOLS = ['https', 'http', 'rtsp', 'ssh'];
/** Specification section 5: whole seconds, UTC, with Z. */
const EXPIRATION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

type Checked = { tunnel: Omit<SimulatedTunnel, 'remote'>; defined: boolean } | { problem: string };

function check(protocol: string | undefined, body: unknown, now: number): Checked {
  if (!protocol || !SIMULATED_TUNNEL_PROTOCOLS.includes(protocol)) return { problem: `unknown protocol ${protocol ?? ''}`.trim() };
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const port = record['port'];
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) return { problem: 'invalid port' };
  const host = record['host'];
  if (host !== undefined && (typeof host !== 'string' || host.trim() === '')) return { problem: 'invalid host' };
  const expiration = record['expiration'];
  if (expiration !== undefined && (typeof expiration !== 'string' || !EXPIRATION.test(expiration) || Number.isNaN(Date.parse(expiration)))) {
    return { problem: 'invalid expiration' };
  }
  if (typeof expiration === 'string' && Date.parse(expiration) <= now) return { problem: 'expiration is in the past' };
  return { defined: record['defined'] !== false, tunnel: { protocol, port, ...(typeof host === 'string' ? { host } : {}), ...(typeof expiration === 'string' ? { expiration } : {}) } };
}

const same = (a: Omit<SimulatedTunnel, 'remote'>, b: Omit<SimulatedTunnel, 'remote'>): boolean => a.protocol === b.protocol && a.port === b.port && (a.host ?? '') === (b.host ?? '');

/**
 * Remote-access tunnels: `GET /api/tunnels` lists the live ones (expired ones
 * are dropped); `POST /api/tunnels` replaces the list; `POST /api/tunnel?protocol=P`
 * opens one (`defined: true`, replacing the same protocol, host and port) or
 * closes it (`defined: false`).
 */
export function registerTunnelRoutes(app: SimulatorHono, state: SimulatorState): void {
  const root = requireAccount(state, { root: true });
  app.get('/api/tunnels', root, (c) => {
    if (state.faults.take('operations', 'tunnelListFailures') > 0) {
      return c.json(failure('tunnel service starting'), 503, { 'Retry-After': '1' });
    }
    return c.json(state.operations.liveTunnels(Date.now()));
  });

  app.post('/api/tunnels', root, async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    if (!Array.isArray(body)) return c.json(failure('a list of tunnels is expected'), 400);
    const tunnels: SimulatedTunnel[] = [];
    for (const entry of body as unknown[]) {
      const protocol = entry && typeof entry === 'object' ? (entry as Record<string, unknown>)['protocol'] : undefined;
      const checked = check(typeof protocol === 'string' ? protocol : undefined, entry, Date.now());
      if ('problem' in checked) return c.json(failure(checked.problem), 400);
      tunnels.push({ ...checked.tunnel, remote: state.operations.relayAddress() });
    }
    state.operations.tunnels = tunnels;
    return c.json({ result: true });
  });

  app.post('/api/tunnel', root, async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const checked = check(c.req.query('protocol'), body, Date.now());
    if ('problem' in checked) return c.json(failure(checked.problem), 400);
    const operations = state.operations;
    const live = operations.liveTunnels(Date.now());
    const existing = live.find((tunnel) => same(tunnel, checked.tunnel));
    if (!checked.defined) {
      if (!existing) return c.json(failure('no such tunnel'), 404);
      operations.tunnels = live.filter((tunnel) => tunnel !== existing);
      return c.json({ result: true, detail: 'tunnel closed' });
    }
    const opened: SimulatedTunnel = { ...checked.tunnel, remote: existing?.remote ?? operations.relayAddress() };
    operations.tunnels = [...live.filter((tunnel) => tunnel !== existing), opened];
    return c.json({ result: true, detail: opened.remote });
  });
}
