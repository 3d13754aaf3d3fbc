import type { Configuration } from '../../../domain/configuration/configuration';

/** The editor of the device with this id: `/admin/devices/edit/<its place in the list>` (section 2), if it is still there. */
export function deviceEditorUrl(deviceId: string, draft: Configuration): string | undefined {
  const index = draft.devices.findIndex((device) => device.id === deviceId);
  return index < 0 ? undefined : `/admin/devices/edit/${index}`;
}
