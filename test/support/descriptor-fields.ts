import { isHiddenField, type EntityDescriptor, type FieldDescriptor } from '../../src/ui/configuration/entity-descriptor';

/** A shown field of a descriptor, for unit tests of its rules (fails on a hidden one). */
export function shownField<T, K extends keyof T>(descriptor: EntityDescriptor<T>, key: K): FieldDescriptor<T[K], T> {
  const field = descriptor.fields[key];
  if (isHiddenField(field as never)) throw new Error(`${String(key)} is not shown in the form`);
  return field as FieldDescriptor<T[K], T>;
}
