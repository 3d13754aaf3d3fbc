import { msg } from '@lingui/core/macro';
import type { DeviceDescriptor } from '../../../domain/configuration/device/descriptor';
import type { Device, OnvifDevice } from '../../../domain/configuration/device/device';
import { FIELD_PROBLEMS } from '../../../domain/configuration/field-validators';
import { updateAt } from '../../../domain/configuration/model-path';
import { DomainError } from '../../../domain/shared/domain-error';
import type { FieldDescriptor } from '../../configuration/entity-descriptor';
import { booleanField, selectField, textField } from '../../configuration/field-kinds';
import { deviceDescriptor } from '../devices/device.descriptor';

/** The display modes the descriptor announces, as a choice; the device descriptor's number field when it announces none. */
export function displayModeField(descriptor: DeviceDescriptor | undefined): FieldDescriptor<number, Device> {
  const modes = descriptor?.video.displayModes ?? [];
  const field = deviceDescriptor.fields.displayMode as FieldDescriptor<number, Device>;
  if (modes.length === 0) return field;
  return selectField<number, Device>({ label: field.label, help: msg`The modes the device announces.`, options: modes.map((mode) => ({ value: mode, text: String(mode) })) });
}

export const defaultProfileField = textField<OnvifDevice>({ label: msg`Default profile`, help: msg`The ONVIF profile used when none is chosen (profile_1).` });

export const forceProfileSField = booleanField<OnvifDevice>({ label: msg`Force profile S`, help: msg`Use ONVIF profile S even when the device offers another.` });

/** `0,1` → [0, 1]; undefined when a part is no positive integer. */
export function parseChannelList(text: string): number[] | undefined {
  const parts = text.split(',').map((part) => part.trim()).filter((part) => part !== '');
  if (parts.some((part) => !/^\d+$/.test(part))) return undefined;
  return parts.map(Number);
}

/**
 * The ONVIF channels, typed as a comma-separated list (how the document
 * writes them). Shown and edited as text, stored as numbers; a list that is
 * not one is refused with section 5's message and changes nothing.
 */
export const onvifChannelsField: FieldDescriptor<string, OnvifDevice> = {
  ...textField<OnvifDevice>({ label: msg`ONVIF channels`, help: msg`The device channels the ONVIF profiles map to, separated by commas: 0,1.` }),
  set: (value, { configuration, path }) => {
    const channels = parseChannelList(value);
    if (channels === undefined) throw new DomainError('FIELD.POSITIVE_INTEGER', FIELD_PROBLEMS['FIELD.POSITIVE_INTEGER']);
    return updateAt(configuration, path, (device) => ({ ...(device as OnvifDevice), onvifChannels: channels }));
  },
};
