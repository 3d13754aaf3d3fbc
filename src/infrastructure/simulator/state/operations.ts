/**
 * The simulated appliance's server operations (docs/simulator.md): the update
 * server and remote-access tunnels (their timing and failures are in the
 * fault registry, area `operations`). Changed by the routes and by
 * `POST /__simulator/operations`; back to these defaults on reset. Tunnels
 * and the update state live in memory only (not in a data folder).
 */
export interface UpdateServer {
  /** The version installed. */
  readonly current: string;
  /** The version the update server offers; null: none. */
  readonly available: string | null;
}

export interface SimulatedTunnel {
  readonly protocol: string;
  readonly host?: string;
  readonly port: number;
  /** ISO timestamp in whole seconds with Z, as sent. */
  readonly expiration?: string;
  /** Where the relay exposes the tunnel. */
  readonly remote: string;
}

const DEFAULT_UPDATE: UpdateServer = { current: '7.2.0', available: '7.3.0' };
const TUNNEL_RELAY = 'relay.vigil.example';

export class ServerOperations {
  update: UpdateServer = DEFAULT_UPDATE;
  installing = false;
  tunnels: SimulatedTunnel[] = [];
  /** Until this time (ms since epoch) the reloaded server does not answer pings. */
  reloadingUntil = 0;
  #nextRelayPort = 40_001;

  relayAddress(): string {
    const port = this.#nextRelayPort;
    this.#nextRelayPort += 1;
    return `${TUNNEL_RELAY}:${port}`;
  }

  /** Tunnels whose expiration has not passed (expired ones are dropped). */
  liveTunnels(now: number): SimulatedTunnel[] {
    this.tunnels = this.tunnels.filter((tunnel) => tunnel.expiration === undefined || Date.parse(tunnel.expiration) > now);
    return this.tunnels;
  }

  summary(): Record<string, unknown> {
    return { update: this.update, installing: this.installing, tunnels: this.tunnels };
  }
}
