/** The protocols a remote-access tunnel carries (docs/server-operations.md). */
export const TUNNEL_PROTOCOLS = ['https', 'http', 'rtsp', 'ssh'] as const;
export type TunnelProtocol = (typeof TUNNEL_PROTOCOLS)[number];

/** A remote-access tunnel (specification section 3): protocol, host (optional), port, expiration (optional). */
export interface Tunnel {
  readonly protocol: TunnelProtocol;
  readonly host?: string;
  readonly port: number;
  readonly expiration?: Date;
}

/** `GET /api/tunnels` (with retry) and `POST /api/tunnel?protocol=…` (open, or close with `defined: false`). */
export interface TunnelsPort {
  list(): Promise<Tunnel[]>;
  open(tunnel: Tunnel): Promise<void>;
  close(tunnel: Tunnel): Promise<void>;
}
