import { msg } from '@lingui/core/macro';
import type { DeviceDescriptor } from '../../../domain/configuration/device/descriptor';
import type { Device, OnvifDevice } from '../../../domain/configuration/device/device';
import type { FieldDescriptor } from '../../configuration/entity-descriptor';
import { booleanField, selectField, textField } from '../../configuration/field-kinds';
import { deviceDescriptor } from '../../configuration/entities/device.descriptor';
import { MODULE_LABELS } from '../../configuration/words/module-labels';
import { displayModeWords, wordOptions } from '../../configuration/words/setting-words';

/** The display modes the descriptor announces, as a choice in words; the device descriptor's number field when it announces none. */
export function displayModeField(descriptor: DeviceDescriptor | undefined, current: number): FieldDescriptor<number, Device> {
  const modes = descriptor?.video.displayModes ?? [];
  const field = deviceDescriptor.fields.displayMode as FieldDescriptor<number, Device>;
  if (modes.length === 0) return field;
  return selectField<number, Device>({ label: field.label, help: msg`The modes the device announces.`, options: wordOptions(modes, displayModeWords, current) });
}

export const defaultProfileField = textField<OnvifDevice>({ label: MODULE_LABELS.defaultProfile, help: msg`The ONVIF profile used when none is chosen (profile_1).` });

export const forceProfileSField = booleanField<OnvifDevice>({ label: MODULE_LABELS.forceProfileS, help: msg`Use ONVIF profile S even when the device offers another.` });
