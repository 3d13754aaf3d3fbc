import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import type { Configuration } from '../../../domain/configuration/configuration';
import { fieldId } from '../../configuration/field-id';
import { UsedByPanel, type Reference } from '../../configuration/used-by-panel';
import { storeDependents } from './store-usage';
import { exportationDescriptor } from './store.descriptor';

/** The references to a store for people: each recording module under its device's name, and the exportation. */
export function storeReferences(configuration: Configuration, id: string, exportationLabel: string): Reference[] {
  const { recorders, exportation } = storeDependents(configuration, id);
  return [
    ...recorders.map((recorder) => ({
      key: recorder.moduleId,
      name: recorder.deviceName,
      detail: recorder.moduleName,
      to: `/admin/devices/edit/${recorder.deviceIndex}`,
    })),
    ...(exportation ? [{ key: 'exportation', name: exportationLabel, to: '/admin/storage', field: fieldId(exportationDescriptor.path) }] : []),
  ];
}

/** Who records to the store, and whether exports go to it, with links. */
export function StoreUsedBy({ configuration, id }: { readonly configuration: Configuration; readonly id: string }) {
  const { i18n } = useLingui();
  return (
    <UsedByPanel
      title={<Trans>Recorded to by</Trans>}
      references={storeReferences(configuration, id, i18n._(exportationDescriptor.field.label))}
      empty={<Trans>No device records to this store, and exports go elsewhere.</Trans>}
    />
  );
}
