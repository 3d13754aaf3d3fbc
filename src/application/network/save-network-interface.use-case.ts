import { validateIpAddress, validateRequired } from '../../domain/configuration/field-validators';
import type { ErrorCode } from '../../domain/shared/error-code';
import { FormValidationError } from '../errors/form-validation-error';
import type { NetworkInterface, NetworkInterfaceSettings, NetworkInterfacesPort } from '../ports/network-interfaces.port';

export type NetworkInterfaceField = 'ip' | 'netmask' | 'gateway' | 'dns';

function addressProblem(value: string, required: boolean): ErrorCode | null {
  return ((required ? validateRequired(value) : null) ?? validateIpAddress(value))?.code ?? null;
}

/**
 * Saves an interface's settings. With a fixed address (no DHCP) the address
 * and mask are required; every address given must be an IP address. All
 * problems are reported at once (FORM_INVALID) and nothing is sent then.
 */
export class SaveNetworkInterfaceUseCase {
  constructor(private readonly network: NetworkInterfacesPort) {}

  async execute(mac: string, settings: NetworkInterfaceSettings): Promise<NetworkInterface> {
    const clean: NetworkInterfaceSettings = {
      dhcp: settings.dhcp,
      ip: settings.ip.trim(),
      netmask: settings.netmask.trim(),
      gateway: settings.gateway.trim(),
      dns: settings.dns.map((server) => server.trim()).filter((server) => server !== ''),
    };
    if (!clean.dhcp) {
      const fields: Partial<Record<NetworkInterfaceField, ErrorCode>> = {};
      const ip = addressProblem(clean.ip, true);
      const netmask = addressProblem(clean.netmask, true);
      const gateway = addressProblem(clean.gateway, false);
      const dns = clean.dns.map((server) => addressProblem(server, false)).find((problem) => problem !== null) ?? null;
      if (ip) fields.ip = ip;
      if (netmask) fields.netmask = netmask;
      if (gateway) fields.gateway = gateway;
      if (dns) fields.dns = dns;
      if (Object.keys(fields).length > 0) throw new FormValidationError<NetworkInterfaceField>(fields);
    }
    return this.network.save(mac, clean);
  }
}
