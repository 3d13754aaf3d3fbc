import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Configuration } from '../../domain/configuration/configuration';
import { addItem, deleteItem, type ItemListKey, type ItemOf } from '../../domain/configuration/configuration-lists';
import type { FieldRuleTable } from '../../domain/configuration/validation/field-rules';
import type { EntityDescriptor } from './entity-descriptor';
import { hiddenField, nameField, withFieldRules, type FieldSpec } from './field-kinds';

/** The root lists whose items have a name (the accesses have none). */
export type NamedItemListKey = { [K in ItemListKey]: ItemOf<K> extends { readonly name: string } ? K : never }[ItemListKey];

type Fields<T> = EntityDescriptor<T>['fields'];

/** What an item of a root list says about itself beyond what every such item shares. */
export interface ItemListSpec<T> {
  readonly kind: string;
  readonly singular: MessageDescriptor;
  readonly plural: MessageDescriptor;
  /** A new item with the specification's defaults and a fresh identifier. */
  create(configuration: Configuration): T;
  /** The name a person knows the item by; its `name` otherwise. */
  nameOf?(entity: T): string;
  /** Adds a created item through the domain's own rule (a default server); appended otherwise. */
  add?(configuration: Configuration, entity: T): Configuration;
  markers?(entity: T, configuration: Configuration): readonly MessageDescriptor[];
  /** The name field's own rules beside the common ones (a renaming that renames more). */
  readonly name?: Partial<FieldSpec<string, T>>;
  /** Every field but the identifier and the name, which are the same for every item. */
  readonly fields: Omit<Fields<T>, 'id' | 'name'>;
}

/**
 * The descriptor of an item of a root list of the configuration (ITEM_LISTS:
 * calendars, contacts, FTP clients, alarm receivers, SMTP and SMS servers).
 * What they share is written once here: the item lives in `configuration[list]`
 * by its id, is appended with `addItem` and removed with `deleteItem` (an id
 * not in the list is refused), is named by its `name`, has a hidden identifier
 * and a required name of at most 255 characters first in its form. The spec is
 * typed against the list's own item type, so a field table or creator of
 * another entity fails to compile.
 */
export function itemListDescriptor<K extends NamedItemListKey>(list: K, spec: ItemListSpec<ItemOf<K>>): EntityDescriptor<ItemOf<K>> {
  const { name, fields, nameOf, add, ...rest } = spec;
  // Each root list of items has its table of field rules, under the list's own name.
  return withFieldRules(list satisfies FieldRuleTable, {
    ...rest,
    location: { list: [list] },
    nameOf: nameOf ?? ((item) => item.name),
    add: add ?? ((configuration, item) => addItem(configuration, list, item)),
    remove: (configuration, item) => deleteItem(configuration, list, item.id),
    // The two common fields complete the table the spec leaves them out of
    // (TypeScript cannot see that through a generic Omit, hence the cast).
    fields: {
      id: hiddenField(msg`Identifier`),
      name: nameField<ItemOf<K>>({ label: msg`Name`, group: 'general', ...name }),
      ...fields,
    } as unknown as Fields<ItemOf<K>>,
  });
}
