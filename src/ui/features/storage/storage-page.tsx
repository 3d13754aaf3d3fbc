import { Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Store } from '../../../domain/configuration/store';
import { EntityForm } from '../../configuration/entity-form';
import { EntityList } from '../../configuration/entity-list';
import { useProblemIndex } from '../../configuration/use-problems';
import { useSelectedItem } from '../../configuration/use-selection';
import { useApply, useDraft } from '../../configuration/use-workspace';
import { storeDescriptor } from './store.descriptor';

/** The recording stores: list, form, the default and the exportation store, and who records where. */
export function StoragePage() {
  const { t } = useLingui();
  const draft = useDraft();
  const apply = useApply();
  const problems = useProblemIndex();
  const [selected, select] = useSelectedItem();

  if (!draft) {
    return (
      <Text>
        <Trans>No configuration is loaded.</Trans>
      </Text>
    );
  }
  const stores: readonly Store[] = draft.parameters.stores;
  const create = () => {
    const store = storeDescriptor.create!(draft);
    const outcome = apply({ kind: 'store.add', label: t`New store`, apply: (configuration) => storeDescriptor.add!(configuration, store) });
    if (outcome.ok) select(store.id);
  };
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        <Trans>Storage</Trans>
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(16rem, 1fr) 2fr' }} gap="6">
        <EntityList
          descriptor={storeDescriptor}
          items={stores}
          configuration={draft}
          selectedId={selected}
          onSelect={(id) => select(id)}
          actions={
            <Button onClick={create} colorPalette="primary">
              <Trans>New store</Trans>
            </Button>
          }
        />
        {selected ? <EntityForm descriptor={storeDescriptor} id={selected} configuration={draft} problems={problems} /> : null}
      </Grid>
    </Stack>
  );
}
