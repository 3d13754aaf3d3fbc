import type { DiscoveryResult } from '../../../application/devices/device-services';
import type { SupportedDevice } from '../../../application/ports/devices.port';
import type { Configuration } from '../../../domain/configuration/configuration';
import { plainString } from '../../../domain/configuration/crypted-string';
import type { Device } from '../../../domain/configuration/device/device';
import { addDevice } from '../../../domain/configuration/device/device-list';

export type DiscoveryStatus = 'new' | 'added' | 'credentials';

/** Already added (a configured device has its address), needs credentials (its model is unknown), or new. */
export function discoveryStatus(found: DiscoveryResult): DiscoveryStatus {
  if (found.configuredAs !== undefined) return 'added';
  return found.authRequired || found.name === '' ? 'credentials' : 'new';
}

/** A discovered device's key in the results: its MAC address, else its IP address. */
export function discoveryKey(found: Pick<DiscoveryResult, 'macAddress' | 'ipAddress'>): string {
  return found.macAddress !== '' ? found.macAddress.toUpperCase() : found.ipAddress;
}

export interface Credentials {
  readonly user: string;
  readonly password: string;
}

/** The device with the credentials (none when the user is empty) and, when given, a name for its first video module. */
export function completeDevice(device: Device, options: { readonly credentials?: Credentials; readonly name?: string; readonly address?: string }): Device {
  const user = options.credentials?.user.trim() ?? '';
  const withAuth: Device =
    user === '' ? device : { ...device, useAuth: true, user, password: plainString(options.credentials?.password ?? '') };
  const address = options.address?.trim() ?? '';
  const withAddress = address === '' ? withAuth : { ...withAuth, address };
  const name = options.name?.trim() ?? '';
  const [first, ...rest] = withAddress.videos;
  return name === '' || !first ? withAddress : { ...withAddress, videos: [{ ...first, name }, ...rest] };
}

/** All the new devices, added with the domain's addDevice (one edit, one step of history). */
export function addDevices(configuration: Configuration, devices: readonly Device[]): Configuration {
  return devices.reduce((next, device) => addDevice(next, device), configuration);
}

/** The supported models of one label (a manufacturer), for a device that did not say its model. */
export function modelsOf(models: readonly SupportedDevice[], label: string): SupportedDevice[] {
  const wanted = label.trim().toLowerCase();
  return models.filter((model) => model.label.trim().toLowerCase() === wanted);
}

/** The supported models grouped by label, labels and models sorted. */
export function modelsByLabel(models: readonly SupportedDevice[]): [string, SupportedDevice[]][] {
  const groups = new Map<string, SupportedDevice[]>();
  for (const model of models) groups.set(model.label, [...(groups.get(model.label) ?? []), model]);
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return [...groups.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([label, list]) => [label, list.sort((a, b) => collator.compare(a.name, b.name))]);
}
