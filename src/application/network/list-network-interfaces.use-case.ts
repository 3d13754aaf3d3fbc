import type { NetworkInterface, NetworkInterfacesPort } from '../ports/network-interfaces.port';

/** The appliance's network interfaces, connected ones first, then by name. */
export class ListNetworkInterfacesUseCase {
  constructor(private readonly network: NetworkInterfacesPort) {}

  async execute(): Promise<NetworkInterface[]> {
    const interfaces = await this.network.list();
    return [...interfaces].sort((a, b) => Number(b.connected) - Number(a.connected) || a.name.localeCompare(b.name));
  }
}
