import type { Configuration } from '../../domain/configuration/configuration';
import { isHiddenField, type AnyEntityDescriptor, type AnyFieldDescriptor } from './entity-descriptor';
import { FIELD_GROUP_ORDER, type FieldGroup } from './field-groups';

export interface LaidOutField {
  readonly key: string;
  readonly field: AnyFieldDescriptor;
}

export interface LaidOutGroup {
  readonly group: FieldGroup;
  readonly fields: readonly LaidOutField[];
}

/**
 * The fields a form shows for one entity, grouped in FIELD_GROUPS' order and
 * ordered within a group by `order`, then by the table's (the
 * specification's) order: hidden fields, fields that do not apply to this
 * entity, and expert fields outside expert mode are left out.
 */
export function formLayout(descriptor: AnyEntityDescriptor, entity: unknown, configuration: Configuration, expertMode: boolean): readonly LaidOutGroup[] {
  const byGroup = new Map<FieldGroup, { field: LaidOutField; order: number; position: number }[]>();
  Object.entries(descriptor.fields).forEach(([key, field], position) => {
    if (isHiddenField(field)) return;
    if (field.expert && !expertMode) return;
    if (field.hidden?.(entity, configuration)) return;
    const group = field.group ?? 'general';
    const list = byGroup.get(group) ?? [];
    list.push({ field: { key, field }, order: field.order ?? Number.MAX_SAFE_INTEGER, position });
    byGroup.set(group, list);
  });
  return FIELD_GROUP_ORDER.flatMap((group) => {
    const list = byGroup.get(group);
    if (!list) return [];
    return [{ group, fields: list.sort((a, b) => a.order - b.order || a.position - b.position).map((each) => each.field) }];
  });
}
