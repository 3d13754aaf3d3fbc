import type { Device } from '../../domain/configuration/device/device';
import type { DeviceCreationRequest } from '../../domain/configuration/device/device-creation';
import type { Guid } from '../../domain/configuration/guid';

/** A model the appliance has a driver for (`GET /api/configuration/devices`): label is the manufacturer or driver family, name the model. */
export interface SupportedDevice {
  readonly id: number;
  readonly name: string;
  readonly label: string;
}

/** A device that answered the appliance's discovery probe (specification section 3, "Device discovery data"). */
export interface DiscoveredDevice {
  readonly label: string;
  /** The model; '' while the device wants credentials before it says. */
  readonly name: string;
  readonly macAddress: string;
  readonly ipAddress: string;
  /** Its IPv6 link-local address. */
  readonly linkAddress: string;
  /** The RTSP request of its first stream ('' when unknown). */
  readonly request: string;
  /** The device refused to be identified without credentials. */
  readonly authRequired: boolean;
}

/** What saving a device did to the appliance's configuration. */
export type DeviceSaved = 'added' | 'replaced';

/**
 * The appliance's device calls (docs/devices.md): its supported models, a
 * discovery of the network, a new device built by a model's driver, and one
 * device read from or written into the appliance's configuration.
 */
export interface DevicesPort {
  supportedDevices(): Promise<readonly SupportedDevice[]>;
  /** The devices as they answer, until the appliance ends the discovery (a few seconds); the signal stops it. */
  discover(options?: { readonly signal?: AbortSignal }): AsyncIterable<DiscoveredDevice>;
  /** A new device (fresh guid, the model's descriptor and modules); the appliance does not store it. */
  create(request: DeviceCreationRequest): Promise<Device>;
  /** Adds the device to the appliance's configuration, or replaces the one with its guid (the document is signed again). */
  save(device: Device): Promise<DeviceSaved>;
  /** The device as the appliance's configuration holds it, sensitive values in plain text. */
  load(guid: Guid): Promise<Device>;
}
