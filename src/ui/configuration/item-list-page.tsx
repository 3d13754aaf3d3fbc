import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { UsedItemKind } from '../../domain/configuration/item-usage';
import { valueAt } from '../../domain/configuration/model-path';
import { Icon } from '../components/icon';
import { itemPath, locationPath, type EntityDescriptor } from './entity-descriptor';
import { CorruptedItems } from './corrupted-items';
import { EntityList } from './entity-list';
import { fieldId } from './field-id';
import { ItemDetail } from './item-detail';
import { PageHeading } from './page-heading';
import { ProblemsList } from './problems-list';
import { useProblemIndex } from './use-problems';
import { useSelectedItem } from './use-selection';
import { useApply, useDraft } from './use-workspace';

export interface ItemListPageProps<T extends { readonly id: string }> {
  /** A sentence under the title: what the items are for. */
  readonly intro?: ReactNode;
  /** An entity of a list (`location: { list }`) with `create`. */
  readonly descriptor: EntityDescriptor<T>;
  /** The create button's words, also the history's ("New contact"). */
  readonly newLabel: MessageDescriptor;
  /** Looks for who refers to each item ("Used by", and the question before a delete). */
  readonly usageKind?: UsedItemKind;
  /** The field focused on a new item (its name). */
  readonly firstField?: keyof T & string;
}

/**
 * A configuration page of one list of items, laid out as the storage page
 * (its h1 from the page table):
 * the searchable list (with problem counts) beside the open item's card on
 * a wide screen, in place of it on a phone; a create button that opens the
 * new item with its name focused; the open item in the URL (`?item=<id>`);
 * the items the model could not read (under the list); the page's problems.
 */
export function ItemListPage<T extends { readonly id: string }>({ intro, descriptor, newLabel, usageKind, firstField = 'name' as keyof T & string }: ItemListPageProps<T>) {
  const { i18n } = useLingui();
  const draft = useDraft();
  const apply = useApply();
  const problems = useProblemIndex();
  const [selected, select] = useSelectedItem();
  const listPath = locationPath(descriptor.location);
  const pagePaths = useMemo(() => [listPath], [listPath]);
  const problemCount = useCallback((id: string) => problems.under(itemPath(descriptor.location, id)).length, [problems, descriptor]);

  if (!draft) {
    return (
      <Text>
        <Trans>No configuration is loaded.</Trans>
      </Text>
    );
  }
  const items = (valueAt(draft, listPath) ?? []) as readonly T[];
  const create = () => {
    if (!descriptor.create) return;
    const item = descriptor.create(draft);
    const outcome = apply({
      kind: `${descriptor.kind}.add`,
      label: i18n._(newLabel),
      apply: (configuration) => (descriptor.add ? descriptor.add(configuration, item) : configuration),
    });
    // A new item's id is fresh: adding it is never refused.
    if (outcome.ok) select(item.id, { hash: fieldId([...itemPath(descriptor.location, item.id), firstField]) });
  };

  return (
    <Stack gap="6">
      <Stack gap="2">
        <PageHeading />
        {intro ? <Text color="fg.muted">{intro}</Text> : null}
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(16rem, 1fr) 2fr' }} gap="6" alignItems="start">
        <Box display={{ base: selected ? 'none' : 'block', lg: 'block' }} minW="0">
          <EntityList
            descriptor={descriptor}
            items={items}
            configuration={draft}
            selectedId={selected}
            onSelect={(id) => select(id)}
            problemCount={problemCount}
            actions={
              descriptor.create ? (
                <Button onClick={create} colorPalette="primary">
                  <Icon name="add" />
                  {i18n._(newLabel)}
                </Button>
              ) : null
            }
          />
          <Box mt="3">
            <CorruptedItems under={pagePaths} />
          </Box>
        </Box>
        {selected ? (
          <ItemDetail
            descriptor={descriptor}
            id={selected}
            configuration={draft}
            problems={problems}
            usageKind={usageKind}
            onBack={() => select(undefined)}
            onDeleted={() => select(undefined, { replace: true })}
          />
        ) : null}
      </Grid>
      <ProblemsList under={pagePaths} />
    </Stack>
  );
}
