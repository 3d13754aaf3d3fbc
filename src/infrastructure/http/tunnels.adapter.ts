import type { KyInstance } from 'ky';
import { ApplianceRequestError } from '../../application/errors/console-errors';
import { tunnelExpirationToWire } from '../../application/remote-access/tunnel-expiration';
import { TUNNEL_PROTOCOLS, type Tunnel, type TunnelsPort } from '../../application/ports/tunnels.port';
import { callAppliance } from './appliance-http-client';

/** Specification section 9: opt-in retry, 3 attempts 1000 ms apart. */
const LIST_RETRY = { limit: 2, methods: ['get'], delay: () => 1000, statusCodes: [408, 429, 500, 502, 503, 504] };

/** `GET /api/tunnels` (with retry) and `POST /api/tunnel?protocol=…`. */
export class HttpTunnelsAdapter implements TunnelsPort {
  constructor(private readonly http: KyInstance) {}

  async list(): Promise<Tunnel[]> {
    const body: unknown = await callAppliance(() => this.http.get('tunnels', { retry: LIST_RETRY }).json());
    if (!Array.isArray(body)) throw new ApplianceRequestError(200, 'unexpected answer from the appliance');
    return body.flatMap((entry: unknown) => {
      const tunnel = tunnelFromWire(entry);
      return tunnel ? [tunnel] : [];
    });
  }

  async open(tunnel: Tunnel): Promise<void> {
    await this.#post(tunnel, true);
  }

  async close(tunnel: Tunnel): Promise<void> {
    await this.#post(tunnel, false);
  }

  async #post(tunnel: Tunnel, defined: boolean): Promise<void> {
    const json = {
      defined,
      ...(tunnel.host ? { host: tunnel.host } : {}),
      port: tunnel.port,
      ...(tunnel.expiration ? { expiration: tunnelExpirationToWire(tunnel.expiration) } : {}),
    };
    await callAppliance(() => this.http.post('tunnel', { searchParams: { protocol: tunnel.protocol }, json }));
  }
}

/** One entry of the list; entries the console cannot read are left out rather than failing the page. */
export function tunnelFromWire(entry: unknown): Tunnel | undefined {
  if (!entry || typeof entry !== 'object') return undefined;
  const record = entry as Record<string, unknown>;
  const protocol = TUNNEL_PROTOCOLS.find((candidate) => candidate === record['protocol']);
  const port = record['port'];
  if (!protocol || typeof port !== 'number') return undefined;
  const expiration = typeof record['expiration'] === 'string' ? new Date(record['expiration']) : undefined;
  return {
    protocol,
    port,
    ...(typeof record['host'] === 'string' && record['host'] !== '' ? { host: record['host'] } : {}),
    ...(expiration && !Number.isNaN(expiration.getTime()) ? { expiration } : {}),
  };
}
