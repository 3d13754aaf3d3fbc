/**
 * The simulated appliance's server operations (docs/simulator.md): lifecycle
 * timing and failures, the update server, remote-access tunnels. Changed by
 * the routes and by `POST /__simulator/operations`; back to these defaults on
 * reset. Tunnels and the update state live in memory only (not in a data folder).
 */
export interface OperationControls {
  /** How long a start or a stop takes (the status shows starting / stopping meanwhile). */
  readonly transitionMs: number;
  /** How long the server does not answer a ping after a reload. */
  readonly reloadMs: number;
  /** A stop is refused: false, or true / the detail the appliance gives. */
  readonly stopFails: boolean | string;
  readonly startFails: boolean | string;
  /** The licence server refuses activation. */
  readonly activationFails: boolean;
}

export interface UpdateServer {
  /** The version installed. */
  readonly current: string;
  /** The version the update server offers; null: none. */
  readonly available: string | null;
  /** The install stops with 'failed to install' part-way. */
  readonly fails: boolean;
  /** Time between two progress parts (20 parts in all). */
  readonly stepMs: number;
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

export const DEFAULT_CONTROLS: OperationControls = { transitionMs: 1500, reloadMs: 1500, stopFails: false, startFails: false, activationFails: false };
export const DEFAULT_UPDATE: UpdateServer = { current: '7.2.0', available: '7.3.0', fails: false, stepMs: 150 };
export const TUNNEL_RELAY = 'relay.vigil.example';

export class ServerOperations {
  controls: OperationControls = DEFAULT_CONTROLS;
  update: UpdateServer = DEFAULT_UPDATE;
  installing = false;
  tunnels: SimulatedTunnel[] = [];
  /** The next this many `GET /api/tunnels` answer 503 (to show the console's retry). */
  tunnelListFailures = 0;
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
    return { controls: this.controls, update: this.update, installing: this.installing, tunnels: this.tunnels, tunnelListFailures: this.tunnelListFailures };
  }

  /** Applies `POST /__simulator/operations`; unknown keys and wrong types are ignored. */
  merge(body: Record<string, unknown>): void {
    const c = this.controls;
    const failure = (value: unknown, fallback: boolean | string): boolean | string => (typeof value === 'boolean' || typeof value === 'string' ? value : fallback);
    const duration = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback);
    this.controls = {
      transitionMs: duration(body['transitionMs'], c.transitionMs),
      reloadMs: duration(body['reloadMs'], c.reloadMs),
      stopFails: failure(body['stopFails'], c.stopFails),
      startFails: failure(body['startFails'], c.startFails),
      activationFails: typeof body['activationFails'] === 'boolean' ? body['activationFails'] : c.activationFails,
    };
    const failures = body['tunnelListFailures'];
    if (typeof failures === 'number' && Number.isInteger(failures) && failures >= 0) this.tunnelListFailures = failures;
    const update = body['update'];
    if (update && typeof update === 'object') {
      const u = update as Record<string, unknown>;
      this.update = {
        current: typeof u['current'] === 'string' ? u['current'] : this.update.current,
        available: typeof u['available'] === 'string' || u['available'] === null ? (u['available'] as string | null) : this.update.available,
        fails: typeof u['fails'] === 'boolean' ? u['fails'] : this.update.fails,
        stepMs: duration(u['stepMs'], this.update.stepMs),
      };
    }
  }
}

/** The detail of a simulated refusal: the one configured, or a realistic default. */
export function failureDetail(setting: boolean | string, fallback: string): string | null {
  if (setting === false) return null;
  return setting === true || setting === '' ? fallback : setting;
}
