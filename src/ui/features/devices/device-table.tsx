import { Badge, Box, Button, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { Link } from '@tanstack/react-router';
import { memo, useRef } from 'react';
import type { Guid } from '../../../domain/configuration/guid';
import { Icon } from '../../components/icon';
import { MIXED_STORES, NO_STORE, type DeviceRow, type SortKey } from './device-rows';
import { UserText } from '../../components/user-text';

const ROW_HEIGHT = 44;
const ASSUMED_VIEWPORT = { width: 1024, height: 640 };
const COLUMNS = '2.5rem minmax(10rem, 2fr) minmax(8rem, 1.5fr) minmax(8rem, 1fr) 7rem minmax(8rem, 1fr)';

export interface DeviceTableProps {
  readonly rows: readonly DeviceRow[];
  readonly selected: ReadonlySet<Guid>;
  readonly onToggle: (id: Guid) => void;
  readonly onToggleAll: () => void;
  readonly sort: SortKey;
  readonly descending: boolean;
  readonly onSort: (key: SortKey) => void;
}

/**
 * The devices as a table whose rows are rendered only while in view
 * (@tanstack/react-virtual), so that thousands of devices scroll and filter
 * without building thousands of rows.
 */
export function DeviceTable({ rows, selected, onToggle, onToggleAll, sort, descending, onSort }: DeviceTableProps) {
  const { t } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualiser re-renders through its own state
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // A viewport without layout (in tests, before the first paint) is assumed one screen high.
    initialRect: ASSUMED_VIEWPORT,
    observeElementRect: (instance, onChange) => observeElementRect(instance, (rect) => onChange(rect.height > 0 ? rect : ASSUMED_VIEWPORT)),
  });
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const header = (key: SortKey, label: string) => (
    <Box role="columnheader" aria-sort={sort === key ? (descending ? 'descending' : 'ascending') : 'none'}>
      <Button variant="ghost" size="xs" px="1" onClick={() => onSort(key)}>
        {label}
        {sort === key ? <Icon name={descending ? 'arrow_downward' : 'arrow_upward'} /> : null}
      </Button>
    </Box>
  );
  return (
    // On a narrow screen the table scrolls sideways inside its own box; the page keeps the screen's width.
    <Box overflowX="auto" borderWidth="1px" rounded="md" data-testid="device-table-scroll">
    <Box role="table" aria-label={t`Devices`} aria-rowcount={rows.length + 1} minW="46rem">
      <Box role="rowgroup">
        <Flex role="row" aria-rowindex={1} display="grid" gridTemplateColumns={COLUMNS} alignItems="center" gap="2" px="2" py="1" borderBottomWidth="1px">
          <Box role="columnheader">
            <input type="checkbox" aria-label={t`Select all shown devices`} checked={allSelected} onChange={onToggleAll} />
          </Box>
          {header('name', t`Name`)}
          {header('model', t`Model`)}
          {header('address', t`Address`)}
          {header('state', t`State`)}
          {header('store', t`Recording store`)}
        </Flex>
      </Box>
      <Box ref={scroller} role="rowgroup" maxH="65vh" overflowY="auto" tabIndex={0} aria-label={t`Device rows`}>
        <Box position="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((virtual) => (
            <DeviceRowView key={rows[virtual.index]!.id} row={rows[virtual.index]!} position={virtual.index} start={virtual.start} selected={selected.has(rows[virtual.index]!.id)} onToggle={onToggle} />
          ))}
        </Box>
      </Box>
    </Box>
    </Box>
  );
}

interface DeviceRowViewProps {
  readonly row: DeviceRow;
  /** Its place in the rows shown (aria-rowindex). */
  readonly position: number;
  readonly start: number;
  readonly selected: boolean;
  readonly onToggle: (id: Guid) => void;
}

/**
 * One row. Memoised on what it shows, so that a scroll frame renders only
 * the rows coming into view instead of every row in the window (each is a
 * few Chakra elements whose styles are computed on render). `onToggle` is
 * left out of the comparison: the page's toggle works from the current
 * selection, so the first one given stays right.
 */
const DeviceRowView = memo(
  function DeviceRowView({ row, position, start, selected, onToggle }: DeviceRowViewProps) {
    const { t } = useLingui();
    return (
      <Flex
        role="row"
        aria-rowindex={position + 2}
        aria-selected={selected}
        display="grid"
        gridTemplateColumns={COLUMNS}
        alignItems="center"
        gap="2"
        px="2"
        position="absolute"
        top="0"
        left="0"
        w="full"
        bg={selected ? 'primary.subtle' : undefined}
        style={{ transform: `translateY(${start}px)`, height: ROW_HEIGHT }}
      >
        <Box role="cell">
          <input type="checkbox" aria-label={t`Select ${row.name}`} checked={selected} onChange={() => onToggle(row.id)} />
        </Box>
        <Box role="cell" minW="0">
          <ChakraLink asChild color="primary.fg" display="block" truncate>
            <Link to={`/admin/devices/edit/${row.index}` as string}>{row.name === '' ? t`(no name)` : <UserText>{row.name}</UserText>}</Link>
          </ChakraLink>
        </Box>
        <Text role="cell" truncate>
          {row.model}
          {row.kind === 'onvif' ? (
            <Badge ms="2" size="sm" variant="outline">
              ONVIF
            </Badge>
          ) : null}
        </Text>
        <Text role="cell" truncate fontFamily="mono" fontSize="sm">
          {row.address}
        </Text>
        <Box role="cell">
          <StateBadge state={row.state} />
        </Box>
        <Text role="cell" truncate color={row.storeId === NO_STORE || row.storeId === MIXED_STORES ? 'fg.muted' : undefined}>
          {row.storeId === NO_STORE ? t`Not recorded` : row.storeId === MIXED_STORES ? t`Several stores` : row.storeName}
        </Text>
      </Flex>
    );
  },
  (before, after) => before.row === after.row && before.position === after.position && before.start === after.start && before.selected === after.selected,
);

function StateBadge({ state }: { readonly state: DeviceRow['state'] }) {
  if (state === 'disabled')
    return (
      <Badge colorPalette="gray" variant="subtle">
        <Trans>Disabled</Trans>
      </Badge>
    );
  return (
    <Badge colorPalette="green" variant="subtle">
      {state === 'monitored' ? <Trans>Enabled, monitored</Trans> : <Trans>Enabled</Trans>}
    </Badge>
  );
}
