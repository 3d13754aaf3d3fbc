import type { Configuration } from '../../../domain/configuration/configuration';
import { CATALOGUE_MODELS } from './catalogue-models';
import { modelById, typenameOf } from './device-catalogue';
import type { ModelProfile } from './model-profile';

/** One part of `/api/discovery` (docs/api.md, "Device calls"): the specification's fields, kebab-case on the wire. */
export interface DiscoveryData {
  readonly label: string;
  readonly name: string;
  readonly 'mac-address': string;
  readonly 'ip-address': string;
  readonly 'link-address': string;
  /** The RTSP request of the device's first stream ('' until it is identified). */
  readonly request: string;
  /** The device refused to be identified without credentials: its model (name, request) is unknown. */
  readonly 'auth-required': boolean;
}

/** A device answering the discovery probe, `at` a share of the discovery window after the start. */
export interface DiscoveryAnswer {
  readonly at: number;
  readonly data: DiscoveryData;
}

/** The IPv6 link-local address a device derives from its MAC (modified EUI-64). */
function linkLocalAddress(mac: string): string {
  const octets = mac.split(':').map((part) => Number.parseInt(part, 16));
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = octets;
  const group = (high: number, low: number): string => ((high << 8) | low).toString(16);
  return `fe80::${group(a ^ 0x02, b)}:${group(c, 0xff)}:${group(0xfe, d)}:${group(e, f)}`;
}

function model(label: string, name: string): ModelProfile {
  const found = CATALOGUE_MODELS.find((candidate) => candidate.label === label && candidate.name === name);
  if (!found) throw new Error(`no model ${label} ${name} in the catalogue`);
  return found;
}

function identified(at: number, found: ModelProfile, ip: string, mac: string): DiscoveryAnswer {
  return { at, data: { label: found.label, name: found.name, 'mac-address': mac, 'ip-address': ip, 'link-address': linkLocalAddress(mac), request: found.request.replace('{channel}', '1'), 'auth-required': false } };
}

function locked(at: number, label: string, ip: string, mac: string): DiscoveryAnswer {
  return { at, data: { label, name: '', 'mac-address': mac, 'ip-address': ip, 'link-address': linkLocalAddress(mac), request: '', 'auth-required': true } };
}

/**
 * The simulated site's network: cameras not yet added (real vendors' address
 * prefixes), two that want credentials before saying what they are, an ONVIF
 * camera the catalogue does not know by name, an I/O box, and two that answer
 * late, towards the end of the window.
 */
const NETWORK: readonly DiscoveryAnswer[] = [
  identified(0.04, model('Axis', 'P3265-LVE'), '192.168.1.41', 'AC:CC:8E:41:0A:17'),
  identified(0.06, model('Hanwha Vision', 'XNV-8080R'), '192.168.1.42', '00:09:18:5B:3C:42'),
  identified(0.1, model('Hikvision', 'DS-2CD2143G2-I'), '192.168.1.43', '44:19:B6:7D:10:43'),
  identified(0.14, model('Dahua', 'IPC-HDW2431T-AS'), '192.168.1.44', '3C:EF:8C:22:91:44'),
  identified(0.22, model('Bosch', 'AUTODOME IP 5000i'), '192.168.1.45', '00:07:5F:A1:B2:45'),
  locked(0.3, 'Hikvision', '192.168.1.46', 'BC:AD:28:6E:04:46'),
  { at: 0.38, data: { label: 'ONVIF', name: 'IPC-B140H', 'mac-address': '00:12:31:0F:5A:50', 'ip-address': '192.168.1.50', 'link-address': linkLocalAddress('00:12:31:0F:5A:50'), request: '/onvif/profile1', 'auth-required': false } },
  locked(0.45, 'Axis', '192.168.1.47', 'B8:A4:4F:12:77:47'),
  identified(0.5, model('Vigil', 'IO-16'), '192.168.1.70', '02:56:47:00:70:16'),
  identified(0.7, model('Vivotek', 'FD9189-HT'), '192.168.1.61', '00:02:D1:9A:3E:61'),
  identified(0.82, model('Mobotix', 'M73'), '192.168.1.62', '00:03:C5:1F:88:62'),
];

/** A stable MAC for a configured device, from its guid (Vigil's locally administered prefix). */
function macOf(guid: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < guid.length; i += 1) hash = Math.imul(hash ^ guid.charCodeAt(i), 0x01000193) >>> 0;
  const bytes = [hash >>> 16, hash >>> 8, hash].map((byte) => (byte & 0xff).toString(16).padStart(2, '0').toUpperCase());
  return `02:56:47:${bytes.join(':')}`;
}

/** The catalogue's label and name for a device's typename (`Vigil NC-200`; `ONVIF` is the generic model). */
function labelAndName(typename: string): { label: string; name: string } {
  const found = CATALOGUE_MODELS.find((candidate) => typenameOf(candidate) === typename) ?? (typename === 'ONVIF' ? modelById(1) : undefined);
  if (found) return { label: found.label, name: found.name };
  const space = typename.indexOf(' ');
  return space < 0 ? { label: typename, name: '' } : { label: typename.slice(0, space), name: typename.slice(space + 1) };
}

/**
 * Who answers a discovery: the configured devices first (they are on the
 * network and answer at once; the console sees them as already added, their
 * address matching a configured device), then the rest of the site's network.
 * A configured device at one of the network's addresses answers once.
 */
export function discoveryAnswers(configuration: Configuration | null): DiscoveryAnswer[] {
  const configured = (configuration?.devices ?? [])
    .filter((device) => device.address.trim() !== '')
    .map((device, index): DiscoveryAnswer => {
      const first = device.videos[0];
      const mac = NETWORK.find((answer) => answer.data['ip-address'] === device.address.trim())?.data['mac-address'] ?? macOf(device.id);
      return {
        at: 0.02 + index * 0.01,
        data: { ...labelAndName(device.typename), 'mac-address': mac, 'ip-address': device.address.trim(), 'link-address': linkLocalAddress(mac), request: first?.type === 'network-video' ? first.request : '', 'auth-required': false },
      };
    });
  const taken = new Set(configured.map((answer) => answer.data['ip-address']));
  return [...configured, ...NETWORK.filter((answer) => !taken.has(answer.data['ip-address']))];
}
