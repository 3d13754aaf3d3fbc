import { ItemNotInConfigurationError } from '../configuration-errors';
import type { Guid } from '../guid';
import type { Device } from './device';

/** A holder of the configuration's device list (the configuration root, or a part of it). */
export interface WithDevices {
  readonly devices: readonly Device[];
}

export function findDevice(holder: WithDevices, id: Guid): Device | undefined {
  return holder.devices.find((device) => device.id === id);
}

export function addDevice<T extends WithDevices>(holder: T, device: Device): T {
  return { ...holder, devices: [...holder.devices, device] };
}

/** Removes a device; one that is not in the list is refused, as section 5 says. */
export function removeDevice<T extends WithDevices>(holder: T, id: Guid): T {
  if (!holder.devices.some((device) => device.id === id)) throw new ItemNotInConfigurationError('device', id);
  return { ...holder, devices: holder.devices.filter((device) => device.id !== id) };
}
