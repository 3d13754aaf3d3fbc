import type { KyInstance } from 'ky';
import type { DeviceSaved, DevicesPort, DiscoveredDevice, SupportedDevice } from '../../application/ports/devices.port';
import type { Device } from '../../domain/configuration/device/device';
import type { DeviceCreationRequest } from '../../domain/configuration/device/device-creation';
import type { Guid } from '../../domain/configuration/guid';
import { callAppliance } from './appliance-http-client';
import { jsonParts, objectOf } from './json-part-stream';

/** A discovery may pause while slow devices answer: silence is tolerated this long before the stream counts as lost. */
const DISCOVERY_SILENCE_MS = 30_000;

/** The device XML codec, imported on first use (as the configuration codec is): its chunk is not in the first page. */
const deviceXml = () => import('../xml/device-element');

function text(record: Record<string, unknown>, ...keys: string[]): string {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string') return value;
  }
  return '';
}

/** One supported device; entries without a numeric id are skipped. */
function supportedDeviceOf(value: unknown): SupportedDevice | null {
  const record = objectOf(value);
  const id = record?.['id'];
  if (!record || typeof id !== 'number' || !Number.isInteger(id)) return null;
  return { id, name: text(record, 'name'), label: text(record, 'label') };
}

/** One discovery part, read tolerantly: the wire's kebab-case keys (docs/api.md), camelCase too; a part without an address is skipped. */
function discoveredDeviceOf(value: unknown): DiscoveredDevice | null {
  const record = objectOf(value);
  if (!record) return null;
  const ipAddress = text(record, 'ip-address', 'ipAddress');
  if (ipAddress === '') return null;
  const auth = record['auth-required'] ?? record['authRequired'];
  return {
    label: text(record, 'label'),
    name: text(record, 'name'),
    macAddress: text(record, 'mac-address', 'macAddress'),
    ipAddress,
    linkAddress: text(record, 'link-address', 'linkAddress'),
    request: text(record, 'request'),
    authRequired: auth === true,
  };
}

/** `id=N` or `label=L&name=N`, then the bare `uncrypted` flag. */
function creationQuery(request: DeviceCreationRequest): string {
  const query = request.kind === 'by-id' ? new URLSearchParams({ id: String(request.id) }) : new URLSearchParams({ label: request.label, name: request.name });
  return `${query.toString()}&uncrypted`;
}

/**
 * The device calls over HTTP (docs/devices.md): `GET /api/configuration/devices`,
 * the multipart stream `/api/discovery` (read with the project's multipart
 * reader; it ends with the discovery), `POST /api/configuration/device/create`,
 * `POST` and `GET /api/configuration/device`. Devices travel as `<device>`
 * XML, read and written by the configuration codec's device codec.
 */
export class HttpDevicesAdapter implements DevicesPort {
  constructor(private readonly http: KyInstance) {}

  async supportedDevices(): Promise<readonly SupportedDevice[]> {
    const body = await callAppliance(() => this.http.get('configuration/devices').json());
    return (Array.isArray(body) ? body : []).flatMap((entry) => supportedDeviceOf(entry) ?? []);
  }

  async *discover(options: { readonly signal?: AbortSignal } = {}): AsyncIterable<DiscoveredDevice> {
    for await (const part of jsonParts(this.http, 'discovery', { reconnect: false, silenceMs: DISCOVERY_SILENCE_MS, ...(options.signal ? { signal: options.signal } : {}) })) {
      const device = discoveredDeviceOf(part);
      if (device) yield device;
    }
  }

  async create(request: DeviceCreationRequest): Promise<Device> {
    const xml = await callAppliance(() => this.http.post(`configuration/device/create?${creationQuery(request)}`).text());
    return (await deviceXml()).readDeviceElement(xml);
  }

  async save(device: Device): Promise<DeviceSaved> {
    const body = (await deviceXml()).renderDeviceElement(device);
    const answer = await callAppliance(() =>
      this.http.post(`configuration/device?${new URLSearchParams({ guid: device.id }).toString()}`, { body, headers: { 'Content-Type': 'text/xml' } }).json(),
    );
    return objectOf(answer)?.['detail'] === 'device replaced' ? 'replaced' : 'added';
  }

  async load(guid: Guid): Promise<Device> {
    const xml = await callAppliance(() => this.http.get(`configuration/device?${new URLSearchParams({ guid }).toString()}&uncrypted`).text());
    return (await deviceXml()).readDeviceElement(xml);
  }
}
