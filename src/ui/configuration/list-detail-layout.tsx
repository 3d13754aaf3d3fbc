import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { Configuration } from '../../domain/configuration/configuration';
import type { UsedItemKind } from '../../domain/configuration/item-usage';
import { valueAt, type ModelPath } from '../../domain/configuration/model-path';
import { Icon } from '../components/icon';
import { useReadOnly } from '../components/use-read-only';
import { CorruptedItems } from './corrupted-items';
import { itemPath, locationPath } from './entity-descriptor';
import { fieldId } from './field-id';
import { ItemDetail } from './item-detail';
import { ItemTable } from './item-table';
import type { ListPage } from './list-columns';
import { PageHeading } from './page-heading';
import { ProblemsList } from './problems-list';
import { RequireDraft } from './require-draft';
import { useProblemIndex } from './use-problems';
import { useSelectedItem } from './use-selection';
import { useApply } from './use-workspace';

const NO_PATHS: readonly ModelPath[] = [];

/** From this width on every list page shows its table and the open item side by side; below it, one in place of the other. */
const SIDE_BY_SIDE = 'lg';

/** The two columns of a list page on a wide screen (table, detail); one column below SIDE_BY_SIDE. */
const LIST_DETAIL_COLUMNS = { base: 'minmax(0, 1fr)', [SIDE_BY_SIDE]: 'minmax(0, 1fr) minmax(0, 1fr)' } as const;

export interface ListDetailLayoutProps<T extends { readonly id: string }> {
  /** The entity (of a list, `location: { list }`, with `create`), the table's columns, the create button's words and the empty detail's hint. */
  readonly list: ListPage<T>;
  /** A sentence under the title: what the items are for. */
  readonly intro?: ReactNode;
  /** Looks for who refers to each item ("Used by", and the question before a delete). */
  readonly usageKind?: UsedItemKind;
  /** The field focused on a new item (its name). */
  readonly firstField?: keyof T & string;
  /** Shown above the table (a page-wide problem such as "no default store"). */
  readonly notice?: (configuration: Configuration) => ReactNode;
  /** The page's own delete control; the kit's otherwise (see ItemDetail). */
  readonly remove?: (entity: T, configuration: Configuration, onDeleted: () => void) => ReactNode;
  /** Sections of the open item after its form. */
  readonly extra?: (entity: T, configuration: Configuration) => ReactNode;
  /** After the table and the item (the exportation store). */
  readonly footer?: (configuration: Configuration) => ReactNode;
  /** More model paths whose problems the page lists (its list's are always listed). */
  readonly problemPaths?: readonly ModelPath[];
}

/**
 * The one layout of a configuration page of one list of items (its h1 from
 * the page table): the sortable table of items beside the open item's card
 * on a wide screen, in place of it on a narrow one; a hint while nothing is
 * open; an empty list says what to do; a create button that opens the new
 * item with its name focused; the open item in the URL (`?item=<id>`); the
 * items the model could not read (under the table); the page's problems.
 */
export function ListDetailLayout<T extends { readonly id: string }>(props: ListDetailLayoutProps<T>) {
  return <RequireDraft>{(draft) => <ListDetail {...props} draft={draft} />}</RequireDraft>;
}

function ListDetail<T extends { readonly id: string }>({
  list: { descriptor, columns, newLabel, hint },
  intro,
  usageKind,
  firstField = 'name' as keyof T & string,
  notice,
  remove,
  extra,
  footer,
  problemPaths = NO_PATHS,
  draft,
}: ListDetailLayoutProps<T> & { readonly draft: Configuration }) {
  const { i18n, t } = useLingui();
  const apply = useApply();
  const readOnly = useReadOnly();
  const problems = useProblemIndex();
  const [selected, select] = useSelectedItem();
  const listPath = locationPath(descriptor.location);
  const listPaths = useMemo(() => [listPath], [listPath]);
  const pagePaths = useMemo(() => [listPath, ...problemPaths], [listPath, problemPaths]);
  const problemCount = useCallback((id: string) => problems.under(itemPath(descriptor.location, id)).length, [problems, descriptor]);
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
  // A console that may only read adds nothing.
  const createButton = descriptor.create && !readOnly ? (
    <Button onClick={create} colorPalette="primary">
      <Icon name="add" />
      {i18n._(newLabel)}
    </Button>
  ) : null;

  return (
    <Stack gap="6">
      <Stack gap="2">
        <PageHeading />
        {intro ? <Text color="fg.muted">{intro}</Text> : null}
      </Stack>
      {notice?.(draft)}
      <ListDetailGrid
        open={selected !== undefined}
        hint={readOnly ? t`Select an item in the list to see it.` : i18n._(hint)}
        corrupted={listPaths}
        list={
          <ItemTable
            descriptor={descriptor}
            columns={columns}
            items={items}
            configuration={draft}
            selectedId={selected}
            onSelect={(id) => select(id)}
            problemCount={problemCount}
            actions={items.length > 0 ? createButton : null}
            empty={createButton}
          />
        }
        detail={
          selected ? (
            <ItemDetail
              descriptor={descriptor}
              id={selected}
              configuration={draft}
              problems={problems}
              usageKind={usageKind}
              sideBySide={SIDE_BY_SIDE}
              onBack={() => select(undefined)}
              onDeleted={() => select(undefined, { replace: true })}
              remove={remove ? (entity, onDeleted) => remove(entity, draft, onDeleted) : undefined}
              extra={extra ? (entity) => extra(entity, draft) : undefined}
            />
          ) : null
        }
      />
      {footer?.(draft)}
      <ProblemsList under={pagePaths} />
    </Stack>
  );
}

export interface ListDetailGridProps {
  /** The list side: the table (or the groups and users). */
  readonly list: ReactNode;
  /** The model paths whose items the model could not read, listed read-only under the list. */
  readonly corrupted: readonly ModelPath[];
  /** The open item, or null. */
  readonly detail: ReactNode;
  /** Whether an item is open: below SIDE_BY_SIDE the detail then takes the list's place. */
  readonly open: boolean;
  /** What the empty detail says on a wide screen. */
  readonly hint: ReactNode;
}

/** The list and the open item: side by side from SIDE_BY_SIDE on, one in place of the other below it. */
export function ListDetailGrid({ list, corrupted, detail, open, hint }: ListDetailGridProps) {
  return (
    <Grid templateColumns={LIST_DETAIL_COLUMNS} gap="6" alignItems="start" data-testid="list-detail">
      <Box display={{ base: open ? 'none' : 'block', [SIDE_BY_SIDE]: 'block' }} minW="0">
        {list}
        <Box mt="3">
          <CorruptedItems under={corrupted} />
        </Box>
      </Box>
      {detail ?? (
        <Box display={{ base: 'none', [SIDE_BY_SIDE]: 'block' }} p="6" borderWidth="1px" borderStyle="dashed" rounded="md" data-testid="detail-hint">
          <Text color="fg.muted">{hint}</Text>
        </Box>
      )}
    </Grid>
  );
}
