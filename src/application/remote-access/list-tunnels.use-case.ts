import type { Tunnel, TunnelsPort } from '../ports/tunnels.port';

/** The open tunnels (the adapter retries `GET /api/tunnels`: 3 attempts, 1000 ms apart). */
export class ListTunnelsUseCase {
  constructor(private readonly tunnels: TunnelsPort) {}

  execute(): Promise<Tunnel[]> {
    return this.tunnels.list();
  }
}
