import { msg } from '@lingui/core/macro';
import type { Configuration } from '../../../domain/configuration/configuration';
import { STORE_MAX_DAYS } from '../../../domain/configuration/validation/field-rules';
import { setAt } from '../../../domain/configuration/model-path';
import { createStore, type Store } from '../../../domain/configuration/store';
import { addStore, removeStore, setDefaultStore } from '../../../domain/configuration/store-list';
import type { EntityDescriptor, ValueDescriptor } from '../../configuration/entity-descriptor';
import { booleanField, hiddenField, integerField, nameField, pathField, selectField, withFieldRules } from '../../configuration/field-kinds';

export const STORES_PATH = ['parameters', 'stores'] as const;


/**
 * A recording store (section 3, defaults from section 9). preserveSize is the
 * free space, in GB, kept on the store's disk; limitSize caps the recordings
 * in GB, 0 for no cap (docs/configuration-pages-choices.md).
 */
export const storeDescriptor: EntityDescriptor<Store> = withFieldRules('stores', {
  kind: 'store',
  singular: msg`Store`,
  plural: msg`Stores`,
  location: { list: STORES_PATH },
  nameOf: (store) => store.name,
  // The first store is the default, so a new appliance never lacks one.
  create: (configuration) => createStore({ name: 'New store', default: configuration.parameters.stores.length === 0 }),
  add: (configuration, store) => ({ ...configuration, parameters: addStore(configuration.parameters, store) }),
  remove: (configuration, store) => ({ ...configuration, parameters: removeStore(configuration.parameters, store.id) }),
  markers: (store) => [...(store.default ? [msg`default`] : []), ...(store.rescue ? [msg`rescue`] : [])],
  fields: {
    id: hiddenField(msg`Identifier`),
    name: nameField({ label: msg`Name`, group: 'general' }),
    default: booleanField({
      label: msg`Default store`,
      help: msg`Recordings go to the default store unless a device module names another. Exactly one store is the default.`,
      group: 'general',
      readOnly: (store) => (store.default ? msg`Make another store the default instead: there is always one default store.` : null),
      set: (value, { configuration, entity, path }) =>
        value ? { ...configuration, parameters: setDefaultStore(configuration.parameters, entity.id) } : setAt(configuration, [...path, 'default'], false),
    }),
    rescue: booleanField({ label: msg`Rescue store`, help: msg`Used when the store a module records to cannot be written.`, group: 'general' }),
    path: pathField({ label: msg`Path`, help: msg`An absolute path on the appliance: /data/video, D:\\video or \\\\server\\share.`, group: 'location' }),
    verifyPath: booleanField({ label: msg`Verify the path`, help: msg`Check that the path exists and can be written before recording.`, group: 'location', expert: true }),
    preserveSize: integerField({
      label: msg`Free space kept`,
      help: msg`Oldest recordings are deleted to keep this much space free on the disk.`,
      unit: 'GB',
      min: 0,
      group: 'limits',
      expert: true,
    }),
    limitTime: integerField({ label: msg`Keep recordings for`, help: msg`0 keeps them until space runs out.`, unit: 'days', min: 0, max: STORE_MAX_DAYS, group: 'limits' }),
    limitSize: integerField({ label: msg`Maximum size`, help: msg`0 sets no maximum.`, unit: 'GB', min: 0, group: 'limits' }),
  },
});

/** The store exports are written to: one of the stores, or none (''). */
export const exportationDescriptor: ValueDescriptor<string> = {
  kind: 'exportation',
  path: ['exportation'],
  field: selectField<string, Configuration>({
    label: msg`Exportation store`,
    help: msg`Where exported recordings are written.`,
    options: (configuration) => [{ value: '', label: msg`None` }, ...configuration.parameters.stores.map((store) => ({ value: store.id, text: store.name }))],
    describe: (value, configuration) => configuration.parameters.stores.find((store) => store.id === value)?.name ?? value,
  }),
};
