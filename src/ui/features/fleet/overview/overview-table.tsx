import { Box, Button, Flex, useRecipe, type SystemStyleObject } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useMemo, useRef } from 'react';
import type { OverviewColumn, OverviewRow, OverviewSort } from '../../../../domain/fleet/fleet-overview';
import { Icon } from '../../../components/icon';
import { devicesWords, driftWords, lastChangeWords, licenceWords, problemsWords, reachabilityWords, serverStatusWords, type CellWords } from './overview-words';

const ROW_HEIGHT = 52;
const ASSUMED_VIEWPORT = { width: 1280, height: 640 };
const COLUMNS = 'minmax(10rem, 1.6fr) minmax(10rem, 1.4fr) 6rem 6rem minmax(9rem, 1.1fr) 6rem minmax(8rem, 1fr) minmax(11rem, 1.3fr) minmax(7rem, 0.8fr) 5rem';

export interface OverviewTableProps {
  readonly rows: readonly OverviewRow[];
  readonly baseline: string | undefined;
  readonly sort: OverviewSort;
  readonly onSort: (column: OverviewColumn) => void;
  /** The time the answer was made, for "since when". */
  readonly now: number;
}

/** The link to a site's own console, served by the Vigil server's proxy (a full page load). */
export function siteConsoleHref(id: string): string {
  return `/fleet/sites/${encodeURIComponent(id)}/`;
}

/**
 * Every site in one table whose rows are rendered only while in view
 * (@tanstack/react-virtual): a thousand sites scroll as ten (docs/performance.md,
 * "Fleet overview"). Each column's header sorts by it.
 */
export function OverviewTable({ rows, baseline, sort, onSort, now }: OverviewTableProps) {
  const { t } = useLingui();
  const styles = useRowStyles();
  const header = (column: OverviewColumn, label: string) => (
    <Box role="columnheader" aria-sort={sort.column === column ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      <Button variant="ghost" size="xs" px="1" onClick={() => onSort(column)} data-sort={column}>
        {label}
        {sort.column === column ? <Icon name={sort.descending ? 'arrow_downward' : 'arrow_upward'} /> : null}
      </Button>
    </Box>
  );
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md" data-testid="fleet-overview-scroll">
      <Box role="table" aria-label={t`Sites of the fleet`} aria-rowcount={rows.length + 1} minW="78rem" css={styles}>
        <Box role="rowgroup">
          <Flex role="row" aria-rowindex={1} display="grid" gridTemplateColumns={COLUMNS} alignItems="center" gap="2" px="2" py="1" borderBottomWidth="1px">
            {header('name', t`Site`)}
            {header('reachability', t`Reachable`)}
            {header('serverStatus', t`Server`)}
            {header('version', t`Version`)}
            {header('licence', t`Licence`)}
            {header('devices', t`Devices`)}
            {header('problems', t`Problems`)}
            {header('lastChange', t`Last change`)}
            {header('drift', t`Drift`)}
            <Box role="columnheader" px="1" fontSize="sm" fontWeight="medium">
              {t`Console`}
            </Box>
          </Flex>
        </Box>
        <OverviewBody rows={rows} baseline={baseline} now={now} />
      </Box>
    </Box>
  );
}

function useRowStyles(): SystemStyleObject {
  const link = useRecipe({ key: 'link' });
  return useMemo(() => {
    const truncate = { minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
    return {
      '& [data-part="overview-rows"]': { maxHeight: '70vh', overflowY: 'auto' },
      '& [data-part="overview-rows"] [role="row"]': {
        display: 'grid', gridTemplateColumns: COLUMNS, alignItems: 'center', gap: '2', px: '2', position: 'absolute', top: '0', left: '0', width: 'full',
        height: `${ROW_HEIGHT}px`, borderBottomWidth: '1px', borderColor: 'border.muted', fontSize: 'sm',
      },
      '& [role="cell"]': { ...truncate, display: 'flex', flexDirection: 'column', justifyContent: 'center' },
      '& [role="cell"] > span': truncate,
      '& [data-detail]': { ...truncate, fontSize: 'xs', color: 'fg.muted' },
      '& [data-tone="bad"]': { color: 'fg.error', fontWeight: 'medium' },
      // Darker than fg.warning and fg.success in the light theme, whose small text on white misses the 4.5:1 contrast.
      '& [data-tone="warn"]': { color: 'orange.700', _dark: { color: 'orange.300' } },
      '& [data-tone="good"]': { color: 'green.700', _dark: { color: 'green.300' } },
      '& [data-tone="muted"]': { color: 'fg.muted' },
      '& [data-cell="name"] strong': { ...truncate, fontWeight: 'semibold' },
      '& [data-cell="open"] a': { ...link({}), color: 'primary.fg' },
    };
  }, [link]);
}

function OverviewBody({ rows, baseline, now }: { readonly rows: readonly OverviewRow[]; readonly baseline: string | undefined; readonly now: number }) {
  const { t, i18n } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualiser re-renders through its own state
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: ASSUMED_VIEWPORT,
    observeElementRect: (instance, onChange) => observeElementRect(instance, (rect) => onChange(rect.height > 0 ? rect : ASSUMED_VIEWPORT)),
  });
  return (
    <div ref={scroller} role="rowgroup" data-part="overview-rows" tabIndex={0} aria-label={t`Site rows`}>
      <div style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const row = rows[virtual.index]!;
          return <OverviewRowView key={row.id} row={row} position={virtual.index} start={virtual.start} baseline={baseline} now={now} i18n={i18n} />;
        })}
      </div>
    </div>
  );
}

function Cell({ name, words, detail }: { readonly name: string; readonly words: CellWords; readonly detail?: string }) {
  return (
    <div role="cell" data-cell={name} title={words.title || undefined}>
      <span data-tone={words.tone}>{words.text}</span>
      {detail ? <span data-detail="">{detail}</span> : null}
    </div>
  );
}

interface RowProps {
  readonly row: OverviewRow;
  readonly position: number;
  readonly start: number;
  readonly baseline: string | undefined;
  readonly now: number;
  readonly i18n: I18n;
}

/** One site, of plain elements styled by the table; memoised on what it shows so that a scroll renders only the rows coming into view. */
const OverviewRowView = memo(function OverviewRowView({ row, position, start, baseline, now, i18n }: RowProps) {
  const { status, name } = row;
  const reach = reachabilityWords(i18n, status, now);
  const refusedOrDown = status.reachability === 'credentials-refused' || status.reachability === 'unreachable';
  return (
    <div role="row" aria-rowindex={position + 2} data-testid="fleet-site-row" data-site={row.id} data-reachability={status.reachability} style={{ transform: `translateY(${start}px)` }}>
      <div role="cell" data-cell="name">
        <strong>
          <bdi>{name}</bdi>
        </strong>
        <span data-detail="">
          <bdi>{row.address}</bdi>
          {row.tags.length > 0 ? ` · ${row.tags.join(', ')}` : ''}
        </span>
      </div>
      <Cell name="reachability" words={reach} {...(refusedOrDown && status.detail ? { detail: status.detail } : {})} />
      <Cell name="server" words={serverStatusWords(i18n, status)} />
      <Cell name="version" words={status.version ? { text: status.version } : { text: '—', tone: 'muted' }} />
      <Cell name="licence" words={licenceWords(i18n, status)} />
      <Cell name="devices" words={devicesWords(i18n, status)} />
      <Cell name="problems" words={problemsWords(i18n, status)} />
      <Cell name="last-change" words={lastChangeWords(i18n, status)} />
      <Cell name="drift" words={driftWords(i18n, row, baseline)} />
      <div role="cell" data-cell="open">
        <a href={siteConsoleHref(row.id)} aria-label={i18n._(msg`Open the console of ${name}`)}>
          {i18n._(msg`Open`)}
        </a>
      </div>
    </div>
  );
});
