import { Alert, Card, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Configuration } from '../../../domain/configuration/configuration';
import { FieldControl } from '../../configuration/field-control';
import { ListDetailLayout } from '../../configuration/list-detail-layout';
import { problemText } from '../../configuration/problem-text';
import { useProblemIndex } from '../../configuration/use-problems';
import { DeleteStore } from './delete-store';
import { StoreRetention } from './store-retention';
import { StoreUsedBy } from './store-used-by';
import { storeList } from './store.list';
import { exportationDescriptor, STORES_PATH } from './store.descriptor';

const EXPORTATION_PATHS = [exportationDescriptor.path];

/**
 * The recording stores: the table (default and rescue marked), the open
 * store's form, how long it holds, who records to it, the exportation store,
 * and the page's problems. Selecting a store puts it in the URL (`?item=<id>`).
 */
export function StoragePage() {
  return (
    <ListDetailLayout
      list={storeList}
      notice={() => <NoDefaultStore />}
      remove={(store, configuration, onDeleted) => <DeleteStore configuration={configuration} store={store} onDeleted={onDeleted} />}
      extra={(store, configuration) => (
        <Stack gap="6">
          <StoreRetention configuration={configuration} id={store.id} />
          <StoreUsedBy configuration={configuration} id={store.id} />
        </Stack>
      )}
      footer={(configuration) => <ExportationStore configuration={configuration} />}
      problemPaths={EXPORTATION_PATHS}
    />
  );
}

/** A document without a default store, said above the table. */
function NoDefaultStore() {
  const { i18n } = useLingui();
  const noDefault = useProblemIndex()
    .at(STORES_PATH)
    .find((located) => located.problem.code === 'CONFIG.NO_DEFAULT_STORE');
  if (!noDefault) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{problemText(i18n, noDefault.problem)}</Alert.Title>
    </Alert.Root>
  );
}

/** The store exports are written to (one value of the configuration, not a store's field). */
function ExportationStore({ configuration }: { readonly configuration: Configuration }) {
  const problems = useProblemIndex();
  return (
    <Card.Root maxW="2xl">
      <Card.Body>
        <FieldControl
          field={exportationDescriptor.field}
          path={exportationDescriptor.path}
          entityPath={[]}
          configuration={configuration}
          problems={problems.at(exportationDescriptor.path)}
          reveal
          editKind="exportation"
        />
      </Card.Body>
    </Card.Root>
  );
}
