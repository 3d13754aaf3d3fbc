import type { Configuration } from './configuration';
import { ItemNotInConfigurationError, type ConfigurationItemKind } from './configuration-errors';
import type { Guid } from './guid';

/** The root lists whose items are edited one by one, with the kind each item is called in errors. */
const ITEM_LISTS = {
  calendars: 'calendar',
  alarms: 'monitor',
  ftpClients: 'ftpClient',
  contacts: 'contact',
  emails: 'email',
  messages: 'message',
  accesses: 'access',
} as const satisfies Record<string, ConfigurationItemKind>;

export type ItemListKey = keyof typeof ITEM_LISTS;
export type ItemOf<K extends ItemListKey> = Configuration[K][number];

/** Appends an item; every other list and item keeps its identity. */
export function addItem<K extends ItemListKey>(configuration: Configuration, list: K, item: ItemOf<K>): Configuration {
  return { ...configuration, [list]: [...(configuration[list] as readonly ItemOf<K>[]), item] };
}

/** Deletes the item with the id; section 5: an item not in the configuration's list is refused. */
export function deleteItem<K extends ItemListKey>(configuration: Configuration, list: K, id: Guid): Configuration {
  const items = configuration[list] as readonly ItemOf<K>[];
  if (!items.some((item) => item.id === id)) throw new ItemNotInConfigurationError(ITEM_LISTS[list], id);
  return { ...configuration, [list]: items.filter((item) => item.id !== id) };
}
