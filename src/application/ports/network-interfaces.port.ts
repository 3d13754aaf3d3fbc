/** A network interface of the appliance, as `GET /api/network` reports it. */
export interface NetworkInterface {
  readonly name: string;
  readonly mac: string;
  readonly dhcp: boolean;
  readonly ip: string;
  readonly netmask: string;
  readonly gateway: string;
  readonly dns: readonly string[];
  readonly connected: boolean;
}

/** What an administrator may change on an interface. */
export type NetworkInterfaceSettings = Pick<NetworkInterface, 'dhcp' | 'ip' | 'netmask' | 'gateway' | 'dns'>;

/** `GET /api/network` and `POST /api/network?mac=`. */
export interface NetworkInterfacesPort {
  list(): Promise<readonly NetworkInterface[]>;
  /** Rejects with ERROR_WHILE_SAVING (and the appliance's detail) when the appliance refuses. */
  save(mac: string, settings: NetworkInterfaceSettings): Promise<NetworkInterface>;
}
