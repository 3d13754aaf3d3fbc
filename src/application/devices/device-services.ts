import type { Device } from '../../domain/configuration/device/device';
import { deviceCreationRequest } from '../../domain/configuration/device/device-creation';
import type { Guid } from '../../domain/configuration/guid';
import { ApplianceRequestError, UnsupportedDeviceModelError } from '../errors/console-errors';
import type { DeviceSaved, DevicesPort, DiscoveredDevice, SupportedDevice } from '../ports/devices.port';

/** A discovered device, with the configured device at its address when there is one ("already added"). */
export interface DiscoveryResult extends DiscoveredDevice {
  readonly configuredAs?: Guid;
}

/** What a creation is asked with: a supported device's id, or a discovered device's label and name. */
export interface DeviceCreationInput {
  readonly id?: number | string;
  readonly label?: string;
  readonly name?: string;
}

/** Marks the discovered devices whose address a configured device uses (addresses compared without case or spaces). */
function markConfigured(discovered: DiscoveredDevice, devices: readonly Pick<Device, 'id' | 'address'>[]): DiscoveryResult {
  const address = discovered.ipAddress.trim().toLowerCase();
  const configured = address === '' ? undefined : devices.find((device) => device.address.trim().toLowerCase() === address);
  return configured ? { ...discovered, configuredAs: configured.id } : { ...discovered };
}

/**
 * The new device with what discovery learnt about it: its address, and the
 * RTSP request of its first stream when the driver left it empty.
 */
function withDiscovery(device: Device, discovered: Pick<DiscoveredDevice, 'ipAddress' | 'request'>): Device {
  const [first, ...rest] = device.videos;
  const video = first && first.type === 'network-video' && first.request === '' && discovered.request !== '' ? { ...first, request: discovered.request } : first;
  return { ...device, address: discovered.ipAddress, videos: video ? [video, ...rest] : device.videos };
}

/**
 * The device calls the device pages use. Creation checks its input with the
 * specification's rule first (a numeric id, or both a label and a name:
 * DeviceCreationError otherwise) and sends nothing when it fails; a model the
 * appliance does not know is an UnsupportedDeviceModelError with its words.
 */
export class DeviceServices {
  constructor(private readonly devices: DevicesPort) {}

  supportedDevices(): Promise<readonly SupportedDevice[]> {
    return this.devices.supportedDevices();
  }

  /** Discovery results as they arrive, marked when a configured device (of `configured`) has the address. */
  async *discover(options: { readonly configured?: readonly Pick<Device, 'id' | 'address'>[]; readonly signal?: AbortSignal } = {}): AsyncIterable<DiscoveryResult> {
    for await (const discovered of this.devices.discover(options.signal ? { signal: options.signal } : {})) {
      yield markConfigured(discovered, options.configured ?? []);
    }
  }

  /** A new device for a model, filled in from a discovered device when given. */
  async create(input: DeviceCreationInput, discovered?: Pick<DiscoveredDevice, 'ipAddress' | 'request'>): Promise<Device> {
    const request = deviceCreationRequest(input);
    let device: Device;
    try {
      device = await this.devices.create(request);
    } catch (error) {
      // 404 with the appliance's reason: it has no driver for the model ('unsupported device id 99999'), which the user must see.
      const detail = error instanceof ApplianceRequestError ? (error.metadata as { detail?: unknown }).detail : undefined;
      if (error instanceof ApplianceRequestError && error.status === 404 && typeof detail === 'string' && detail !== '') throw new UnsupportedDeviceModelError(detail, error);
      throw error;
    }
    return discovered ? withDiscovery(device, discovered) : device;
  }

  save(device: Device): Promise<DeviceSaved> {
    return this.devices.save(device);
  }

  load(guid: Guid): Promise<Device> {
    return this.devices.load(guid);
  }
}
