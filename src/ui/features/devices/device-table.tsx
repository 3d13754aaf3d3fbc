import { Box, Button, Flex, useRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { Link } from '@tanstack/react-router';
import { memo, useEffect, useMemo, useRef } from 'react';
import type { Guid } from '../../../domain/configuration/guid';
import { Icon } from '../../components/icon';
import { MIXED_STORES, NO_STORE, type DeviceRow, type SortKey } from '../../configuration/entities/device-rows';
import type { ConnectionState } from './use-connection-states';

const ROW_HEIGHT = 44;
const ASSUMED_VIEWPORT = { width: 1024, height: 640 };
// The connection beside the name: on a phone the two fit the screen, the rest scrolls sideways.
const COLUMNS = '2.5rem minmax(10rem, 2fr) 7.5rem minmax(8rem, 1.5fr) minmax(8rem, 1fr) 7rem minmax(8rem, 1fr)';

export interface DeviceTableProps {
  readonly rows: readonly DeviceRow[];
  /** The live connection of a connection-state io, as the appliance last answered. */
  readonly connection: (io: string) => ConnectionState;
  /** The appliance does not answer: the connections shown are its last answer. */
  readonly stale: boolean;
  /** The connection-state ios of the rows in view, as they scroll. */
  readonly onVisible: (ios: readonly string[]) => void;
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
export function DeviceTable({ rows, connection, stale, onVisible, selected, onToggle, onToggleAll, sort, descending, onSort }: DeviceTableProps) {
  const { t } = useLingui();
  const styles = useRowStyles();
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return (
    // On a narrow screen the table scrolls sideways inside its own box; the page keeps the screen's width.
    <Box overflowX="auto" borderWidth="1px" rounded="md" data-testid="device-table-scroll">
    <Box role="table" aria-label={t`Devices`} aria-rowcount={rows.length + 1} minW="54rem" css={styles}>
      <DeviceTableHeader allSelected={allSelected} onToggleAll={onToggleAll} sort={sort} descending={descending} onSort={onSort} />
      <DeviceTableBody rows={rows} selected={selected} onToggle={onToggle} connection={connection} stale={stale} onVisible={onVisible} />
    </Box>
    </Box>
  );
}

interface DeviceTableHeaderProps {
  readonly allSelected: boolean;
  readonly onToggleAll: () => void;
  readonly sort: SortKey;
  readonly descending: boolean;
  readonly onSort: (key: SortKey) => void;
}

function DeviceTableHeader({ allSelected, onToggleAll, sort, descending, onSort }: DeviceTableHeaderProps) {
  const { t } = useLingui();
  const header = (key: SortKey, label: string) => (
    <Box role="columnheader" aria-sort={sort === key ? (descending ? 'descending' : 'ascending') : 'none'}>
      <Button variant="ghost" size="xs" px="1" onClick={() => onSort(key)}>
        {label}
        {sort === key ? <Icon name={descending ? 'arrow_downward' : 'arrow_upward'} /> : null}
      </Button>
    </Box>
  );
  return (
    <Box role="rowgroup">
      <Flex role="row" aria-rowindex={1} display="grid" gridTemplateColumns={COLUMNS} alignItems="center" gap="2" px="2" py="1" borderBottomWidth="1px">
        <Box role="columnheader">
          <input type="checkbox" aria-label={t`Select all shown devices`} checked={allSelected} onChange={onToggleAll} />
        </Box>
        {header('name', t`Name`)}
        <Box role="columnheader" px="1" fontSize="sm" fontWeight="medium" title={t`Whether the appliance reaches the device now, as it reports it`}>
          <Trans>Connection</Trans>
        </Box>
        {header('model', t`Model`)}
        {header('address', t`Address`)}
        {header('state', t`State`)}
        {header('store', t`Recording store`)}
      </Flex>
    </Box>
  );
}

/**
 * The look of the rows and of their scroller, computed for the table instead
 * of once per element of every row: the rows are plain elements
 * (DeviceRowView) styled from here by role and data attributes, with the same
 * recipes as Chakra's Link and Badge. A row coming into view then costs its
 * DOM elements only, not a dozen style computations (docs/performance.md,
 * "Device list with 2,000 devices").
 */
function useRowStyles(): SystemStyleObject {
  const link = useRecipe({ key: 'link' });
  const badge = useRecipe({ key: 'badge' });
  return useMemo(() => {
    const truncate = { minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
    return {
      '& [data-part="device-rows"]': { maxHeight: '65vh', overflowY: 'auto' },
      '& [data-part="device-rows"] [role="row"]': {
        display: 'grid', gridTemplateColumns: COLUMNS, alignItems: 'center', gap: '2', px: '2', position: 'absolute', top: '0', left: '0', width: 'full',
      },
      '& [data-part="device-rows"] [role="row"][aria-selected="true"]': { bg: 'primary.subtle' },
      '& [data-cell="truncate"]': truncate,
      '& [data-cell="name"]': { minWidth: '0' },
      '& [data-cell="address"]': { ...truncate, fontFamily: 'mono', fontSize: 'sm' },
      '& [data-muted]': { color: 'fg.muted' },
      '& [data-cell="name"] a': { ...link({}), ...truncate, color: 'primary.fg', display: 'block' },
      '& [data-badge="onvif"]': { ...badge({ size: 'sm', variant: 'outline' }), marginInlineStart: '2' },
      '& [data-badge="disabled"]': { ...badge({ variant: 'subtle' }), colorPalette: 'gray' },
      '& [data-badge="enabled"]': { ...badge({ variant: 'subtle' }), colorPalette: 'green' },
      '& [data-connection]': { display: 'inline-flex', alignItems: 'center', gap: '1.5', fontSize: 'sm' },
      '& [data-connection]::before': { content: '""', width: '2', height: '2', rounded: 'full', bg: 'fg.muted', flexShrink: '0' },
      '& [data-connection="online"]::before': { bg: 'fg.success' },
      '& [data-connection="offline"]': { color: 'fg.error', fontWeight: 'medium' },
      '& [data-connection="offline"]::before': { bg: 'fg.error' },
      '& [data-connection][data-stale]': { color: 'fg.muted', fontStyle: 'italic' },
    };
  }, [link, badge]);
}

interface DeviceTableBodyProps {
  readonly rows: readonly DeviceRow[];
  readonly connection: (io: string) => ConnectionState;
  readonly stale: boolean;
  readonly onVisible: (ios: readonly string[]) => void;
  readonly selected: ReadonlySet<Guid>;
  readonly onToggle: (id: Guid) => void;
}

/**
 * The scrolling rows: the only part rendered again while scrolling (the
 * virtualiser's state lives here), of plain elements only, so that a scroll
 * frame computes no style at all.
 */
function DeviceTableBody({ rows, selected, onToggle, connection, stale, onVisible }: DeviceTableBodyProps) {
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
  const items = virtualizer.getVirtualItems();
  // The connections to read: those of the rows in view (the same list while the same rows are in view).
  const visibleKey = items.map((virtual) => rows[virtual.index]?.connectionIo ?? '').filter((io) => io !== '').join(',');
  useEffect(() => onVisible(visibleKey === '' ? [] : visibleKey.split(',')), [visibleKey, onVisible]);
  return (
    <div ref={scroller} role="rowgroup" data-part="device-rows" tabIndex={0} aria-label={t`Device rows`}>
      <div style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {items.map((virtual) => {
          const row = rows[virtual.index]!;
          return (
            <DeviceRowView
              key={row.id}
              row={row}
              position={virtual.index}
              start={virtual.start}
              selected={selected.has(row.id)}
              onToggle={onToggle}
              connection={row.connectionIo === undefined ? undefined : connection(row.connectionIo)}
              stale={stale}
            />
          );
        })}
      </div>
    </div>
  );
}

interface DeviceRowViewProps {
  readonly row: DeviceRow;
  /** Its place in the rows shown (aria-rowindex). */
  readonly position: number;
  readonly start: number;
  readonly selected: boolean;
  readonly onToggle: (id: Guid) => void;
  /** Its live connection; undefined for a device the appliance does not drive or that reports none. */
  readonly connection: ConnectionState | undefined;
  readonly stale: boolean;
}

/**
 * One row, of plain elements styled by the table (useRowStyles). Memoised on
 * what it shows, so that a scroll frame renders only the rows coming into
 * view. `onToggle` is left out of the comparison: the page's toggle works
 * from the current selection, so the first one given stays right. The name is
 * in a `<bdi>`, as UserText would put it.
 */
const DeviceRowView = memo(
  function DeviceRowView({ row, position, start, selected, onToggle, connection, stale }: DeviceRowViewProps) {
    const { t } = useLingui();
    const unrecorded = row.storeId === NO_STORE || row.storeId === MIXED_STORES;
    return (
      <div role="row" aria-rowindex={position + 2} aria-selected={selected} style={{ transform: `translateY(${start}px)`, height: ROW_HEIGHT }}>
        <div role="cell">
          <input type="checkbox" aria-label={t`Select ${row.name}`} checked={selected} onChange={() => onToggle(row.id)} />
        </div>
        <div role="cell" data-cell="name">
          <Link to={`/admin/devices/edit/${row.index}` as string}>{row.name === '' ? t`(no name)` : <bdi>{row.name}</bdi>}</Link>
        </div>
        <div role="cell" data-cell="truncate">
          <ConnectionCell row={row} connection={connection} stale={stale} />
        </div>
        <div role="cell" data-cell="truncate">
          {row.model}
          {row.kind === 'onvif' ? <span data-badge="onvif">ONVIF</span> : null}
        </div>
        <div role="cell" data-cell="address">
          {row.address}
        </div>
        <div role="cell">
          <StateBadge state={row.state} />
        </div>
        <div role="cell" data-cell="truncate" data-muted={unrecorded ? '' : undefined}>
          {row.storeId === NO_STORE ? t`Not recorded` : row.storeId === MIXED_STORES ? t`Several stores` : row.storeName}
        </div>
      </div>
    );
  },
  (before, after) =>
    before.row === after.row && before.position === after.position && before.start === after.start && before.selected === after.selected && before.connection === after.connection && before.stale === after.stale,
);

/** A device's live connection in words: online, offline, no state, reading; none for a device not driven or without a connection state. */
function ConnectionCell({ row, connection, stale }: { readonly row: DeviceRow; readonly connection: ConnectionState | undefined; readonly stale: boolean }) {
  const { t } = useLingui();
  if (connection === undefined) {
    return <span data-muted="">{row.state === 'disabled' ? t`Not driven` : t`Not reported`}</span>;
  }
  const words: Record<ConnectionState, string> = { online: t`Online`, offline: t`Offline`, unknown: t`No state`, waiting: '…' };
  return (
    <span data-connection={connection} data-stale={stale ? '' : undefined} title={stale ? t`As the appliance last said; it does not answer now` : undefined}>
      {words[connection]}
    </span>
  );
}

function StateBadge({ state }: { readonly state: DeviceRow['state'] }) {
  if (state === 'disabled')
    return (
      <span data-badge="disabled">
        <Trans>Disabled</Trans>
      </span>
    );
  return <span data-badge="enabled">{state === 'monitored' ? <Trans>Enabled, monitored</Trans> : <Trans>Enabled</Trans>}</span>;
}
