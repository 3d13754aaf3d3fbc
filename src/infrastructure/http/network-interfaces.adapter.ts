import type { KyInstance } from 'ky';
import { ApplianceRequestError } from '../../application/errors/console-errors';
import { SaveError } from '../../application/errors/health-errors';
import type { NetworkInterface, NetworkInterfaceSettings, NetworkInterfacesPort } from '../../application/ports/network-interfaces.port';
import { callAppliance } from './appliance-http-client';
import { objectOf, str } from './json-part-stream';

function networkInterfaceOf(value: unknown): NetworkInterface | null {
  const body = objectOf(value);
  if (!body || typeof body['mac'] !== 'string') return null;
  return {
    name: str(body['name']),
    mac: body['mac'],
    dhcp: body['dhcp'] === true,
    ip: str(body['ip']),
    netmask: str(body['netmask']),
    gateway: str(body['gateway']),
    dns: Array.isArray(body['dns']) ? body['dns'].filter((server): server is string => typeof server === 'string') : [],
    connected: body['connected'] === true,
  };
}

/** `GET /api/network` and `POST /api/network?mac=`. */
export class HttpNetworkInterfacesAdapter implements NetworkInterfacesPort {
  constructor(private readonly http: KyInstance) {}

  async list(): Promise<readonly NetworkInterface[]> {
    const body: unknown = await callAppliance(() => this.http.get('network').json());
    if (!Array.isArray(body)) throw new ApplianceRequestError(200, 'unexpected answer from the appliance');
    return body.map(networkInterfaceOf).filter((item): item is NetworkInterface => item !== null);
  }

  async save(mac: string, settings: NetworkInterfaceSettings): Promise<NetworkInterface> {
    try {
      const body: unknown = await callAppliance(() => this.http.post('network', { searchParams: { mac }, json: { ...settings, dns: [...settings.dns] } }).json());
      const saved = networkInterfaceOf(body);
      if (!saved) throw new ApplianceRequestError(200, 'unexpected answer from the appliance');
      return saved;
    } catch (error) {
      if (error instanceof ApplianceRequestError && error.status >= 400 && error.status < 500) {
        const detail = error.metadata['detail'];
        throw new SaveError(typeof detail === 'string' ? detail : undefined, error);
      }
      throw error;
    }
  }
}
