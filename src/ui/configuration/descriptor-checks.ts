import { isHiddenField, type AnyEntityDescriptor } from './entity-descriptor';

/**
 * What a descriptor's table and a created entity disagree on: keys of the
 * entity the table lacks (a field added to the entity after the table was
 * written, read through an erased type) and fields the entity never has.
 * Descriptor tests assert it is empty; `optional` names the entity's
 * optional keys, which a created entity may leave out.
 */
export function descriptorMismatches(descriptor: AnyEntityDescriptor, entity: object, optional: readonly string[] = []): string[] {
  const keys = Object.keys(entity);
  const fields = Object.keys(descriptor.fields);
  return [
    ...keys.filter((key) => !(key in descriptor.fields)).map((key) => `${descriptor.kind}.${key} is not in the table`),
    ...fields.filter((key) => !keys.includes(key) && !optional.includes(key)).map((key) => `${descriptor.kind}.${key} is not in the entity`),
    ...fields
      .filter((key) => {
        const field = descriptor.fields[key]!;
        return !isHiddenField(field) && field.label.message === undefined && field.label.id === '';
      })
      .map((key) => `${descriptor.kind}.${key} has no label`),
  ];
}
