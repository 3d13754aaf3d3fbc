import { Badge, Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Configuration } from '../../domain/configuration/configuration';
import { UserText } from '../components/user-text';
import type { EntityDescriptor } from './entity-descriptor';

/** Lists longer than this are virtualised: only the rows in view are in the page. */
export const VIRTUAL_THRESHOLD = 100;
const ROW_HEIGHT = 44;
const ASSUMED_VIEWPORT = { width: 320, height: 640 };

export interface EntityListProps<T extends { readonly id: string }> {
  readonly descriptor: EntityDescriptor<T>;
  readonly items: readonly T[];
  readonly configuration: Configuration;
  readonly selectedId: string | undefined;
  readonly onSelect: (id: string) => void;
  /** How many problems each item has (a badge), by id. */
  readonly problemCount?: (id: string) => number;
  /** Controls after the search (a "New store" button). */
  readonly actions?: ReactNode;
}

interface Row {
  readonly id: string;
  readonly name: string;
  readonly markers: readonly MessageDescriptor[];
}

/**
 * A configuration page's list: search, sorted by name, markers at a glance,
 * the open item highlighted. Each row is a button that selects the item
 * (the page keeps the selection in the URL). Thousands of items stay
 * responsive: the list is virtualised beyond VIRTUAL_THRESHOLD rows and the
 * search is deferred.
 */
export function EntityList<T extends { readonly id: string }>({ descriptor, items, configuration, selectedId, onSelect, problemCount, actions }: EntityListProps<T>) {
  const { i18n, t } = useLingui();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const collator = useMemo(() => new Intl.Collator(i18n.locale, { sensitivity: 'base', numeric: true }), [i18n.locale]);

  const sorted = useMemo<readonly Row[]>(
    () =>
      items
        .map((item) => ({ id: item.id, name: descriptor.nameOf(item), markers: descriptor.markers?.(item, configuration) ?? [] }))
        .sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id)),
    [items, descriptor, configuration, collator],
  );
  const rows = useMemo(() => {
    const needle = deferredQuery.trim().toLocaleLowerCase(i18n.locale);
    return needle === '' ? sorted : sorted.filter((row) => row.name.toLocaleLowerCase(i18n.locale).includes(needle));
  }, [sorted, deferredQuery, i18n.locale]);

  const plural = i18n._(descriptor.plural);
  return (
    <Stack gap="3" minW="0">
      <Flex gap="2" wrap="wrap" align="center">
        <Input flex="1" minW="40" type="search" value={query} onChange={(event) => setQuery(event.target.value)} aria-label={t`Search ${plural}`} placeholder={t`Search`} />
        {actions}
      </Flex>
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        <Trans>
          {rows.length} of {items.length}
        </Trans>
      </Text>
      {rows.length === 0 ? (
        <Text color="fg.muted">{items.length === 0 ? <Trans>Nothing here yet.</Trans> : <Trans>Nothing matches the search.</Trans>}</Text>
      ) : rows.length > VIRTUAL_THRESHOLD ? (
        <VirtualRows rows={rows} label={plural} selectedId={selectedId} onSelect={onSelect} problemCount={problemCount} />
      ) : (
        <Box as="ul" aria-label={plural} listStyleType="none" display="flex" flexDirection="column" gap="1">
          {rows.map((row) => (
            <li key={row.id}>
              <RowButton row={row} selected={row.id === selectedId} onSelect={onSelect} problems={problemCount?.(row.id) ?? 0} />
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}

interface RowsProps {
  readonly rows: readonly Row[];
  readonly label: string;
  readonly selectedId: string | undefined;
  readonly onSelect: (id: string) => void;
  readonly problemCount: ((id: string) => number) | undefined;
}

function VirtualRows({ rows, label, selectedId, onSelect, problemCount }: RowsProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualiser re-renders through its own state
  const virtualizer = useVirtualizer({
    count: rows.length,
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
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the selection changes, not as rows scroll
  }, [selectedId]);
  return (
    <Box ref={scroller} maxH="65vh" overflowY="auto" tabIndex={0} role="region" aria-label={label}>
      <Box as="ul" aria-label={label} listStyleType="none" position="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const row = rows[virtual.index]!;
          return (
            <Box as="li" key={row.id} position="absolute" top="0" left="0" w="full" style={{ transform: `translateY(${virtual.start}px)`, height: ROW_HEIGHT }}>
              <RowButton row={row} selected={row.id === selectedId} onSelect={onSelect} problems={problemCount?.(row.id) ?? 0} />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

function RowButton({ row, selected, onSelect, problems }: { readonly row: Row; readonly selected: boolean; readonly onSelect: (id: string) => void; readonly problems: number }) {
  const { i18n } = useLingui();
  return (
    <Button
      variant="ghost"
      w="full"
      justifyContent="flex-start"
      gap="2"
      px="3"
      aria-current={selected ? 'true' : undefined}
      bg={selected ? 'primary.muted' : undefined}
      fontWeight={selected ? 'semibold' : 'normal'}
      _hover={{ bg: selected ? 'primary.muted' : 'primary.subtle' }}
      // A long name is cut in the row; with the keyboard focus the row grows to show it whole.
      _focusVisible={{ h: 'auto', minH: '10', py: '2', position: 'relative', zIndex: '1', bg: selected ? 'primary.muted' : 'bg' }}
      onClick={() => onSelect(row.id)}
    >
      {row.name === '' ? (
        <Text as="span" flex="1">
          <Trans>(no name)</Trans>
        </Text>
      ) : (
        <UserText truncate flex="1">
          {row.name}
        </UserText>
      )}
      {row.markers.map((marker) => (
        <Badge key={marker.id} colorPalette="primary" variant="subtle">
          {i18n._(marker)}
        </Badge>
      ))}
      {problems > 0 ? (
        <Badge colorPalette="red" variant="solid">
          <Plural value={problems} one="# problem" other="# problems" />
        </Badge>
      ) : null}
    </Button>
  );
}
