import { Badge, Box, Button, chakra, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Configuration } from '../../domain/configuration/configuration';
import { matchesWords, queryWords } from '../../domain/configuration/search/text-match';
import { Icon } from '../components/icon';
import { UserText } from '../components/user-text';
import type { EntityDescriptor } from './entity-descriptor';
import { cellText, sortKey, type ListColumn } from './list-columns';

/** Tables longer than this are virtualised: only the rows in view are in the page. */
const VIRTUAL_THRESHOLD = 100;
const ROW_HEIGHT = 41;
const ASSUMED_VIEWPORT = { width: 800, height: 640 };
/** The name column's sort key. */
const NAME_COLUMN = 'name';

export interface ItemTableProps<T extends { readonly id: string }> {
  readonly descriptor: EntityDescriptor<T>;
  /** The columns after the name (declared next to the descriptor). */
  readonly columns: readonly ListColumn<T>[];
  readonly items: readonly T[];
  readonly configuration: Configuration;
  readonly selectedId: string | undefined;
  readonly onSelect: (id: string) => void;
  /** How many problems each item has (a badge by the name), by id. */
  readonly problemCount?: (id: string) => number;
  /** Controls after the search (the "New store" button). */
  readonly actions?: ReactNode;
  /** What an empty list offers instead of a table (the "New store" button). */
  readonly empty?: ReactNode;
}

interface Row {
  readonly id: string;
  readonly name: string;
  readonly markers: readonly string[];
  readonly cells: readonly string[];
  readonly keys: readonly (string | number)[];
}

type Direction = 'ascending' | 'descending';

const Th = chakra('th', { base: { textAlign: 'start', fontWeight: 'semibold', fontSize: 'sm', px: '1', py: '1', verticalAlign: 'bottom', position: 'sticky', top: '0', bg: 'bg', zIndex: '1', borderBottomWidth: '1px' } });
const Td = chakra('td', { base: { px: '3', py: '2', fontSize: 'sm', borderBottomWidth: '1px', maxW: '14rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } });

/**
 * A list page's items as a table: the name (with its markers and problem
 * count) and the page's columns; a search on the name; header buttons that
 * sort (aria-sort says how); a row selects its item (the name is a button,
 * so Tab and Enter do too, and the arrow keys move between rows). An empty
 * list shows what to do instead of an empty table, and so does a search that
 * finds nothing. Thousands of items stay responsive: the search is deferred
 * and only the rows in view are rendered beyond VIRTUAL_THRESHOLD rows.
 */
export function ItemTable<T extends { readonly id: string }>({ descriptor, columns, items, configuration, selectedId, onSelect, problemCount, actions, empty }: ItemTableProps<T>) {
  const { i18n, t } = useLingui();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<{ readonly column: string; readonly direction: Direction }>({ column: NAME_COLUMN, direction: 'ascending' });
  const deferredQuery = useDeferredValue(query);
  const collator = useMemo(() => new Intl.Collator(i18n.locale, { sensitivity: 'base', numeric: true }), [i18n.locale]);

  // Cells are worked out once per draft and language, not per render or per keystroke.
  const all = useMemo<readonly Row[]>(
    () =>
      items.map((item) => {
        const values = columns.map((column) => column.value(item, configuration));
        return {
          id: item.id,
          name: descriptor.nameOf(item),
          markers: (descriptor.markers?.(item, configuration) ?? []).map((marker) => i18n._(marker)),
          cells: values.map((value) => cellText(i18n, value)),
          keys: columns.map((column, index) => sortKey(i18n, column.sort ? column.sort(item, configuration) : values[index])),
        };
      }),
    [items, columns, descriptor, configuration, i18n],
  );
  const sorted = useMemo(() => {
    const index = columns.findIndex((column) => column.id === sort.column);
    const byName = (a: Row, b: Row) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id);
    const compare = (a: Row, b: Row) => {
      if (index < 0) return byName(a, b);
      const x = a.keys[index]!;
      const y = b.keys[index]!;
      const order = typeof x === 'number' && typeof y === 'number' ? (x === y ? 0 : x < y ? -1 : 1) : typeof x === 'number' ? -1 : typeof y === 'number' ? 1 : collator.compare(x, y);
      return order || byName(a, b);
    };
    const rows = [...all].sort(compare);
    return sort.direction === 'ascending' ? rows : rows.reverse();
  }, [all, columns, sort, collator]);
  const rows = useMemo(() => {
    const words = queryWords(deferredQuery);
    return words.length === 0 ? sorted : sorted.filter((row) => matchesWords(row.name, words));
  }, [sorted, deferredQuery]);

  const plural = i18n._(descriptor.plural);
  const toggle = (column: string) =>
    setSort((current) => ({ column, direction: current.column === column && current.direction === 'ascending' ? 'descending' : 'ascending' }));

  if (items.length === 0) {
    return (
      <Stack gap="3" align="start" data-testid="empty-list" p="4" borderWidth="1px" borderStyle="dashed" rounded="md">
        <Text>
          <Trans>The list is empty.</Trans>
        </Text>
        {empty}
      </Stack>
    );
  }

  // On a phone the name and the key column are shown (when the list has one); the item's form has the rest.
  const keyed = columns.some((column) => column.key);
  const headers = [
    { id: NAME_COLUMN, label: t`Name`, numeric: false, phone: true },
    ...columns.map((column) => ({ id: column.id, label: i18n._(column.header), numeric: column.numeric ?? false, phone: !keyed || column.key === true })),
  ];
  return (
    <Stack gap="3" minW="0">
      <Flex gap="2" wrap="wrap" align="center">
        <Input flex="1" minW="48" type="search" value={query} onChange={(event) => setQuery(event.target.value)} aria-label={t`Search ${plural}`} placeholder={t`Search by name`} />
        {actions}
      </Flex>
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        <Trans>
          {rows.length} of {items.length}
        </Trans>
      </Text>
      {rows.length === 0 ? (
        <Stack gap="2" align="start" data-testid="no-match">
          <Text>
            <Trans>Nothing matches “{deferredQuery}”.</Trans>
          </Text>
          <Button size="sm" variant="outline" onClick={() => setQuery('')}>
            <Trans>Clear the search</Trans>
          </Button>
        </Stack>
      ) : (
        <Rows rows={rows} label={plural} headers={headers} sort={sort} onSort={toggle} selectedId={selectedId} onSelect={onSelect} problemCount={problemCount} />
      )}
    </Stack>
  );
}

interface Header {
  readonly id: string;
  readonly label: string;
  readonly numeric: boolean;
  /** Shown on a phone too. */
  readonly phone: boolean;
}

/** A column's cells on a phone: hidden unless it is the name or the key column. */
const phoneDisplay = (phone: boolean) => (phone ? undefined : { base: 'none', md: 'table-cell' });

interface RowsProps {
  readonly rows: readonly Row[];
  readonly label: string;
  readonly headers: readonly Header[];
  readonly sort: { readonly column: string; readonly direction: Direction };
  readonly onSort: (column: string) => void;
  readonly selectedId: string | undefined;
  readonly onSelect: (id: string) => void;
  readonly problemCount: ((id: string) => number) | undefined;
}

function Rows({ rows, label, headers, sort, onSort, selectedId, onSelect, problemCount }: RowsProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUAL_THRESHOLD;
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualiser re-renders through its own state
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    // A viewport without layout (before the first paint, hidden, in tests) is assumed one screen high.
    initialRect: ASSUMED_VIEWPORT,
    observeElementRect: (instance, onChange) => observeElementRect(instance, (rect) => onChange(rect.height > 0 ? rect : ASSUMED_VIEWPORT)),
  });
  // The open item (from a link or a reload) is scrolled into view once.
  const selectedIndex = rows.findIndex((row) => row.id === selectedId);
  useEffect(() => {
    if (virtual && selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the selection changes, not as rows scroll
  }, [selectedId]);

  const items = virtual ? virtualizer.getVirtualItems() : rows.map((_, index) => ({ index, start: index * ROW_HEIGHT }));
  const before = virtual && items.length > 0 ? items[0]!.start : 0;
  const after = virtual && items.length > 0 ? virtualizer.getTotalSize() - items.at(-1)!.start - ROW_HEIGHT : 0;

  // Up and Down (Home, End) move between the rows' name buttons, scrolling a long table as they go.
  const move = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const keys: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, Home: -Infinity, End: Infinity };
    const step = keys[event.key];
    const from = Number((event.target as HTMLElement).closest('tr')?.dataset['index']);
    if (step === undefined || Number.isNaN(from)) return;
    event.preventDefault();
    const to = Math.max(0, Math.min(rows.length - 1, Number.isFinite(step) ? from + step : step < 0 ? 0 : rows.length - 1));
    if (virtual) virtualizer.scrollToIndex(to, { align: 'auto' });
    const focus = () => scroller.current?.querySelector<HTMLButtonElement>(`tr[data-index="${to}"] button`)?.focus();
    if (scroller.current?.querySelector(`tr[data-index="${to}"]`)) focus();
    else requestAnimationFrame(focus);
  };

  return (
    // The table scrolls inside its own box (sideways on a phone): the page keeps the screen's width.
    <Box ref={scroller} maxH={{ base: '60vh', xl: '70vh' }} overflow="auto" borderWidth="1px" rounded="md" data-testid="item-table-scroll">
      <chakra.table w="full" aria-label={label} aria-rowcount={rows.length + 1} style={{ borderCollapse: 'separate', borderSpacing: 0 }}>
        <thead>
          <tr aria-rowindex={1}>
            {headers.map((header) => {
              const sorted = sort.column === header.id;
              return (
                <Th key={header.id} aria-sort={sorted ? sort.direction : 'none'} textAlign={header.numeric ? 'end' : 'start'} display={phoneDisplay(header.phone)}>
                  {/* Long titles (French labels) wrap rather than widen the table. */}
                  <Button variant="ghost" size="xs" px="2" h="auto" minH="8" py="1" whiteSpace="normal" textAlign="start" onClick={() => onSort(header.id)}>
                    {header.label}
                    <Icon name={sorted ? (sort.direction === 'ascending' ? 'arrow_upward' : 'arrow_downward') : 'unfold_more'} />
                  </Button>
                </Th>
              );
            })}
          </tr>
        </thead>
        <tbody onKeyDown={move}>
          {before > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={headers.length} style={{ height: before, padding: 0 }} />
            </tr>
          ) : null}
          {items.map(({ index }) => {
            const row = rows[index]!;
            return <ItemRow key={row.id} index={index} row={row} columns={headers.slice(1)} selected={row.id === selectedId} onSelect={onSelect} problems={problemCount?.(row.id) ?? 0} />;
          })}
          {after > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={headers.length} style={{ height: after, padding: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </chakra.table>
    </Box>
  );
}

interface ItemRowProps {
  readonly index: number;
  readonly row: Row;
  readonly columns: readonly Header[];
  readonly selected: boolean;
  readonly onSelect: (id: string) => void;
  readonly problems: number;
}

function ItemRow({ index, row, columns, selected, onSelect, problems }: ItemRowProps) {
  return (
    <chakra.tr
      data-index={index}
      aria-rowindex={index + 2}
      data-selected={selected ? '' : undefined}
      cursor="pointer"
      bg={selected ? 'primary.muted' : undefined}
      _hover={{ bg: selected ? 'primary.muted' : 'primary.subtle' }}
      onClick={() => onSelect(row.id)}
    >
      <Td p="0" maxW="20rem">
        <Button
          variant="plain"
          w="full"
          justifyContent="flex-start"
          gap="2"
          px="3"
          aria-current={selected ? 'true' : undefined}
          fontWeight={selected ? 'semibold' : 'normal'}
          // A long name is cut in the row; with the keyboard focus the row grows to show it whole.
          _focusVisible={{ h: 'auto', minH: '10', py: '2', whiteSpace: 'normal', outline: '2px solid', outlineColor: 'primary.solid', outlineOffset: '-2px' }}
          onClick={(event) => {
            event.stopPropagation();
            onSelect(row.id);
          }}
        >
          {row.name === '' ? (
            <Text as="span" flex="1" textAlign="start">
              <Trans>(no name)</Trans>
            </Text>
          ) : (
            <UserText truncate flex="1">
              {row.name}
            </UserText>
          )}
          {row.markers.map((marker) => (
            <Badge key={marker} colorPalette="primary" variant="subtle">
              {marker}
            </Badge>
          ))}
          {problems > 0 ? (
            <Badge colorPalette="red" variant="solid">
              <Plural value={problems} one="# problem" other="# problems" />
            </Badge>
          ) : null}
        </Button>
      </Td>
      {row.cells.map((cell, column) => (
        <Td key={column} textAlign={columns[column]?.numeric ? 'end' : 'start'} display={phoneDisplay(columns[column]?.phone ?? true)} title={cell === '' ? undefined : cell}>
          {cell === '' ? (
            <Text as="span" color="fg.muted">
              —
            </Text>
          ) : (
            <UserText>{cell}</UserText>
          )}
        </Td>
      ))}
    </chakra.tr>
  );
}
