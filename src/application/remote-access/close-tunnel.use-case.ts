import type { Tunnel, TunnelsPort } from '../ports/tunnels.port';

/** Closes a tunnel (`defined: false`) and returns the list as the appliance then reports it. */
export class CloseTunnelUseCase {
  constructor(private readonly tunnels: TunnelsPort) {}

  async execute(tunnel: Tunnel): Promise<Tunnel[]> {
    await this.tunnels.close(tunnel);
    return this.tunnels.list();
  }
}
