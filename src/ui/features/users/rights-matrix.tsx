import { Box, Flex, Input, Text, useBreakpointValue } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { RightFlag } from '../../../domain/configuration/effective-rights';
import type { Guid } from '../../../domain/configuration/guid';
import { rightsIndex } from '../../../domain/configuration/rights-grants';
import { searchRightsResources, type RightsResources } from '../../../domain/configuration/rights-resources';
import type { UserGroup } from '../../../domain/configuration/user-group';
import { MatrixCheckbox } from './matrix-checkbox';
import { useReadOnly } from '../../components/use-read-only';
import { RIGHT_HELP, RIGHT_LABELS, RIGHT_SHORT_LABELS } from '../../configuration/words/rights-labels';
import { CELL_WIDTH, MATRIX_COLUMNS, matrixRows, NAME_CELL, rowHeight, tristate } from './rights-rows';
import { MatrixRowView } from './rights-matrix-row';

/** A hidden or unmeasured list (a component test's DOM) still renders its first rows. */
const FALLBACK_HEIGHT = 480;
function observeRect(instance: Virtualizer<HTMLDivElement, Element>, callback: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : { ...rect, height: FALLBACK_HEIGHT }));
}

export interface RightsMatrixProps {
  readonly group: UserGroup;
  readonly resources: RightsResources;
  /** Sets `flags` to `value` on `ids`, as one step of history described by `target`. */
  readonly onGrant: (ids: readonly Guid[], flags: readonly RightFlag[], value: boolean, target: string) => void;
}

/**
 * The rights of one group: a row per resource, grouped by device, a column
 * per right. Only the rows in view are in the page (thousands of devices stay
 * responsive); arrow keys move between boxes, scrolling as they go.
 */
export function RightsMatrix({ group, resources, onGrant }: RightsMatrixProps) {
  const { t, i18n } = useLingui();
  const readOnly = useReadOnly();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const owners = useMemo(() => searchRightsResources(resources, deferred), [resources, deferred]);
  const rows = useMemo(() => matrixRows(owners), [owners]);
  const shownIds = useMemo(() => owners.flatMap((owner) => owner.resources.map((resource) => resource.id)), [owners]);
  const entries = useMemo(() => rightsIndex(group), [group]);
  const scroller = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<{ row: number; col: number } | null>(null);
  const stacked = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;

  // The virtualiser re-renders this component on scroll itself; no compiler memoises it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => rowHeight(rows[index]?.kind ?? 'resource', stacked),
    overscan: 8,
    observeElementRect: observeRect,
  });

  // Rows change height when the name moves above the boxes (a phone turned, a window resized).
  useEffect(() => virtualizer.measure(), [stacked, virtualizer]);

  // After an arrow key scrolled the target row into the page, focus its box.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    const box = scroller.current?.querySelector<HTMLInputElement>(`input[data-row="${target.row}"][data-col="${target.col}"]`);
    if (box) {
      pendingFocus.current = null;
      box.focus();
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const box = event.target as HTMLElement;
    if (box.tagName !== 'INPUT' || box.dataset['row'] === undefined) return;
    const row = Number(box.dataset['row']);
    const col = Number(box.dataset['col']);
    const moves: Record<string, [number, number]> = {
      ArrowDown: [row + 1, col], ArrowUp: [row - 1, col], ArrowRight: [row, col + 1], ArrowLeft: [row, col - 1],
      Home: [0, col], End: [rows.length - 1, col], PageDown: [row + 10, col], PageUp: [row - 10, col],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = { row: Math.max(0, Math.min(rows.length - 1, move[0])), col: Math.max(0, Math.min(MATRIX_COLUMNS.length - 1, move[1])) };
    virtualizer.scrollToIndex(next.row, { align: 'auto' });
    const rendered = scroller.current?.querySelector<HTMLInputElement>(`input[data-row="${next.row}"][data-col="${next.col}"]`);
    // A row already in the page takes focus now; another once the scroll has rendered it.
    if (rendered) rendered.focus();
    else pendingFocus.current = next;
  };

  const everything = t`every resource shown`;
  const shown = shownIds.length;
  const total = resources.count;
  const groupName = group.name;
  return (
    <Box>
      <Input
        type="search"
        aria-label={t`Search the resources`}
        placeholder={t`Search by device, model, address or name`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        mb="3"
      />
      <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite">
        <Trans>{shown} of {total} resources shown</Trans>
      </Text>
      <Box role="table" aria-label={t`Rights of ${groupName}`} aria-rowcount={rows.length + 1} borderWidth="1px" rounded="md">
        <Flex role="row" aria-rowindex={1} align="center" wrap="wrap" borderBottomWidth="1px" bg="bg.muted" px="2" py="2" gap="1">
          <Box role="columnheader" {...NAME_CELL} fontWeight="semibold">
            <Trans>Resource</Trans>
          </Box>
          {MATRIX_COLUMNS.map((flags, col) => {
            const name = flags.length === 1 ? i18n._(RIGHT_LABELS[flags[0]!]) : t`All rights`;
            const heading = !stacked ? name : flags.length === 1 ? i18n._(RIGHT_SHORT_LABELS[flags[0]!]) : t({ id: 'rights.short.all', message: 'All' });
            return (
              <Flex role="columnheader" key={col} w={CELL_WIDTH} direction="column" align="center" gap="1" title={flags.length === 1 ? i18n._(RIGHT_HELP[flags[0]!]) : undefined}>
                {/* Broken between words only, never inside one ("Consultatio/n"). */}
                <Text fontSize={{ base: '2xs', md: 'xs' }} fontWeight="semibold" textAlign="center" overflowWrap="normal" wordBreak="keep-all" hyphens="manual">
                  {heading}
                </Text>
                <MatrixCheckbox
                  state={tristate(entries, shownIds, flags)}
                  label={`${name} — ${everything}`}
                  row={-1}
                  col={col}
                  disabled={readOnly}
                  onToggle={(grant) => onGrant(shownIds, flags, grant, everything)}
                />
              </Flex>
            );
          })}
        </Flex>
        <Box ref={scroller} h={{ base: '60vh', md: '65vh' }} minH="20rem" overflowY="auto" onKeyDown={onKeyDown} data-testid="rights-rows">
          <Box role="rowgroup" position="relative" h={`${virtualizer.getTotalSize()}px`}>
            {virtualizer.getVirtualItems().map((item) => (
              <MatrixRowView key={item.key} stacked={stacked} row={rows[item.index]!} index={item.index} start={item.start} size={item.size} entries={entries} readOnly={readOnly} onGrant={onGrant} />
            ))}
          </Box>
        </Box>
      </Box>
      {rows.length === 0 ? (
        <Text mt="2" color="fg.muted">
          <Trans>No resource matches the search.</Trans>
        </Text>
      ) : null}
    </Box>
  );
}
