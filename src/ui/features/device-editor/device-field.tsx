import { useLingui } from '@lingui/react/macro';
import type { ModelPath } from '../../../domain/configuration/model-path';
import type { AnyFieldDescriptor, FieldDescriptor } from '../../configuration/entity-descriptor';
import { FieldControl } from '../../configuration/field-control';
import { deviceName } from '../../configuration/entities/device-rows';
import type { EditedDevice } from './use-edited-device';

export interface DeviceFieldProps<V, E> {
  readonly edited: EditedDevice;
  /** The value's place below the device: `['address']`, `['videos', { id }, 'codec']`. */
  readonly at: ModelPath;
  /** The entity the field belongs to, below the device (`[]` for the device itself, `['videos', { id }]` for a stream). */
  readonly entityAt?: ModelPath;
  readonly field: FieldDescriptor<V, E>;
  /** Words naming the edited thing in the history ("Entrance camera — stream 1"); the device's name otherwise. */
  readonly owner?: string;
}

/**
 * One field of the edited device, through the shared field control: label,
 * help, read-only reason, the workspace's problems at its path (shown at
 * once: the document's own problems must be seen), one step of history per
 * change.
 */
export function DeviceField<V, E>({ edited, at, entityAt = [], field, owner }: DeviceFieldProps<V, E>) {
  const { i18n } = useLingui();
  const path = [...edited.path, ...at];
  const key = at.filter((step) => typeof step === 'string').join('.');
  const name = owner ?? deviceName(edited.device);
  return (
    <FieldControl
      field={field as AnyFieldDescriptor}
      path={path}
      entityPath={[...edited.path, ...entityAt]}
      configuration={edited.draft}
      problems={edited.problems.at(path)}
      reveal
      editKind={`device.${key}`}
      editLabel={`${name}: ${i18n._(field.label)}`}
    />
  );
}
