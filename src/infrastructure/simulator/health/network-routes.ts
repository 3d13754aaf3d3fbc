import { isIpAddress } from '../../../domain/configuration/field-validators';
import { requireAccount } from '../routes/basic-auth';
import { failure, type SimulatorHono } from '../routes/simulator-env';
import type { SimulatorState } from '../simulator-state';
import type { SimulatedInterface } from './server-health';

function wire(item: SimulatedInterface): Record<string, unknown> {
  const { speed: _speed, ...rest } = item;
  return rest;
}

/** The problem with a body of `POST /api/network`, or null. */
function problemOf(body: Record<string, unknown>): string | null {
  if (typeof body['dhcp'] !== 'boolean') return 'dhcp must be a boolean';
  const dns = body['dns'];
  if (dns !== undefined && (!Array.isArray(dns) || !dns.every((server) => typeof server === 'string'))) return 'dns must be a list of addresses';
  for (const field of ['ip', 'netmask', 'gateway']) {
    if (body[field] !== undefined && typeof body[field] !== 'string') return `${field} must be a string`;
  }
  if (body['dhcp'] === false) {
    if (!body['ip'] || !body['netmask']) return 'this field is required';
    const addresses = [body['ip'], body['netmask'], ...(body['gateway'] ? [body['gateway']] : []), ...((dns as string[] | undefined) ?? [])] as string[];
    if (!addresses.every((address) => isIpAddress(address))) return 'invalid ip address';
  }
  return null;
}

/**
 * `GET /api/network` lists the interfaces; `POST /api/network?mac=` changes
 * one (DHCP or a fixed address, mask, gateway and DNS servers). A refused
 * body changes nothing. Switching to DHCP leases a new address.
 */
export function registerNetworkRoutes(app: SimulatorHono, state: SimulatorState): void {
  const root = requireAccount(state, { root: true });
  app.get('/api/network', root, (c) => c.json(state.health.interfaces.map(wire)));
  app.post('/api/network', root, async (c) => {
    const mac = (c.req.query('mac') ?? '').toLowerCase();
    const item = state.health.interfaces.find((candidate) => candidate.mac === mac);
    if (!item) return c.json(failure(mac ? `no interface with mac ${mac}` : 'mac is required'), 404);
    const body = (await c.req.json().catch(() => null)) as unknown;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return c.json(failure('The JSON structure is invalid'), 400);
    const record = body as Record<string, unknown>;
    const problem = problemOf(record);
    if (problem) return c.json(failure(problem), 400);
    if (record['dhcp'] === true) {
      item.dhcp = true;
      if (item.connected && item.ip === '') Object.assign(item, { ip: '10.20.0.99', netmask: '255.255.0.0', gateway: '10.20.0.1', dns: ['10.20.0.1'] });
    } else {
      Object.assign(item, { dhcp: false, ip: record['ip'], netmask: record['netmask'], gateway: record['gateway'] ?? '', dns: (record['dns'] as string[] | undefined) ?? [] });
    }
    state.health.userAction(c.get('account').name, `network interface ${item.name} set to ${item.dhcp ? 'DHCP' : `${item.ip}/${item.netmask}`}`);
    return c.json(wire(item));
  });
}
