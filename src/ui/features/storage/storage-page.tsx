import { Alert, Box, Button, Card, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Store } from '../../../domain/configuration/store';
import { Icon } from '../../components/icon';
import { EntityForm } from '../../configuration/entity-form';
import { CorruptedItems } from '../../configuration/corrupted-items';
import { EntityList } from '../../configuration/entity-list';
import { FieldControl } from '../../configuration/field-control';
import { PageHeading } from '../../configuration/page-heading';
import { ProblemsList } from '../../configuration/problems-list';
import { problemText } from '../../configuration/problem-text';
import { useProblemIndex } from '../../configuration/use-problems';
import { useSelectedItem } from '../../configuration/use-selection';
import { useApply, useDraft } from '../../configuration/use-workspace';
import { DeleteStore } from './delete-store';
import { StoreRetention } from './store-retention';
import { StoreUsedBy } from './store-used-by';
import { exportationDescriptor, STORES_PATH, storeDescriptor } from './store.descriptor';
import { UserText } from '../../components/user-text';

const PAGE_PATHS = [STORES_PATH, exportationDescriptor.path];
const STORES_PATHS = [STORES_PATH];

/**
 * The recording stores: the list (default and rescue marked), the open
 * store's form, who records to it, the exportation store, and the page's
 * problems. Selecting a store puts it in the URL (`?item=<id>`).
 */
export function StoragePage() {
  const { t, i18n } = useLingui();
  const draft = useDraft();
  const apply = useApply();
  const problems = useProblemIndex();
  const [selected, select] = useSelectedItem();

  if (!draft) {
    return (
      <Stack gap="6">
        <PageHeading />
        <Text>
          <Trans>No configuration is loaded.</Trans>
        </Text>
      </Stack>
    );
  }
  const stores: readonly Store[] = draft.parameters.stores;
  const store = selected === undefined ? undefined : stores.find((each) => each.id === selected);
  const noDefault = problems.at(STORES_PATH).find((located) => located.problem.code === 'CONFIG.NO_DEFAULT_STORE');

  const create = () => {
    const created = storeDescriptor.create!(draft);
    const outcome = apply({ kind: 'store.add', label: t`New store`, apply: (configuration) => storeDescriptor.add!(configuration, created) });
    if (outcome.ok) select(created.id);
  };

  return (
    <Stack gap="6">
      <PageHeading />
      {noDefault ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{problemText(i18n, noDefault.problem)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(16rem, 1fr) 2fr' }} gap="6" alignItems="start">
        <Box display={{ base: store ? 'none' : 'block', lg: 'block' }}>
          <EntityList
            descriptor={storeDescriptor}
            items={stores}
            configuration={draft}
            selectedId={selected}
            onSelect={(id) => select(id)}
            problemCount={(id) => problems.under([...STORES_PATH, { id }]).length}
            actions={
              <Button onClick={create} colorPalette="primary">
                <Icon name="add" />
                <Trans>New store</Trans>
              </Button>
            }
          />
          <Box mt="3">
            <CorruptedItems under={STORES_PATHS} />
          </Box>
        </Box>
        {store ? (
          <Card.Root>
            <Card.Body>
              <EntityForm
                descriptor={storeDescriptor}
                id={store.id}
                configuration={draft}
                problems={problems}
                header={
                  <Flex gap="3" align="center" wrap="wrap">
                    <Button variant="ghost" size="sm" display={{ base: 'inline-flex', lg: 'none' }} onClick={() => select(undefined)}>
                      <Icon name="arrow_back" />
                      <Trans>All stores</Trans>
                    </Button>
                    <Heading as="h2" size="lg" flex="1" minW="0" wordBreak="break-word">
                      {store.name === '' ? t`(no name)` : <UserText>{store.name}</UserText>}
                    </Heading>
                    <DeleteStore configuration={draft} store={store} onDeleted={() => select(undefined, { replace: true })} />
                  </Flex>
                }
              />
              <Box mt="6">
                <StoreRetention configuration={draft} id={store.id} />
              </Box>
              <Box mt="6">
                <StoreUsedBy configuration={draft} id={store.id} />
              </Box>
            </Card.Body>
          </Card.Root>
        ) : selected !== undefined ? (
          <Text color="fg.muted">
            <Trans>This store is not in the configuration (deleted, or the link is old).</Trans>
          </Text>
        ) : null}
      </Grid>
      <Card.Root maxW="2xl">
        <Card.Body>
          <FieldControl
            field={exportationDescriptor.field}
            path={exportationDescriptor.path}
            entityPath={[]}
            configuration={draft}
            problems={problems.at(exportationDescriptor.path)}
            reveal
            editKind="exportation"
          />
        </Card.Body>
      </Card.Root>
      <ProblemsList under={PAGE_PATHS} />
    </Stack>
  );
}
