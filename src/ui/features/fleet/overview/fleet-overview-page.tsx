import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FleetOverview } from '../../../../application/fleet-console/fleet-console.port';
import { DEFAULT_SORT, overviewRows, type OverviewColumn, type OverviewFilter, type OverviewSort } from '../../../../domain/fleet/fleet-overview';
import { ErrorText } from '../../../components/alert-text';
import { useServices } from '../../../services-context';
import { OverviewFilters } from './overview-filters';
import { OverviewTable } from './overview-table';

/** How often the page asks again (the server polls each site every minute by default). */
const REFRESH_MS = 15_000;

/**
 * The fleet overview (docs/fleet.md, "Pages"): every site in one table,
 * worst first, a filter and a sort on each column, drift from the baseline
 * chosen (`?baseline=`), read again every 15 s.
 */
export function FleetOverviewPage() {
  const { t } = useLingui();
  const services = useServices();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { baseline?: string };
  const baseline = search.baseline;
  const [overview, setOverview] = useState<FleetOverview>();
  const [failure, setFailure] = useState<unknown>();
  const [filter, setFilter] = useState<OverviewFilter>({});
  const [sort, setSort] = useState<OverviewSort>(DEFAULT_SORT);

  useEffect(() => {
    let current = true;
    const load = () =>
      services.fleet.overview(baseline).then(
        (answer) => {
          if (!current) return;
          setOverview(answer);
          setFailure(undefined);
        },
        (error: unknown) => {
          if (current) setFailure(error);
        },
      );
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [services, baseline]);

  const all = overview?.rows;
  const shown = useMemo(() => (all ? overviewRows(all, filter, sort) : []), [all, filter, sort]);
  const onSort = useCallback((column: OverviewColumn) => setSort((current) => (current.column === column ? { column, descending: !current.descending } : { column, descending: column === 'severity' })), []);
  const now = overview ? Date.parse(overview.at) : 0;

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h1" size="xl" tabIndex={-1}>
          <Trans>Fleet overview</Trans>
        </Heading>
        <Flex gap="2" align="center">
          {all ? (
            <Text fontSize="sm" color="fg.muted" data-testid="fleet-overview-count">
              <Trans>
                {shown.length} of {all.length} sites
              </Trans>
            </Text>
          ) : null}
          <Button size="xs" variant="outline" onClick={() => setSort(DEFAULT_SORT)} disabled={sort === DEFAULT_SORT} aria-label={t`Sort the worst first`}>
            <Trans>Worst first</Trans>
          </Button>
        </Flex>
      </Flex>
      <ErrorText error={failure} />
      {all ? (
        <>
          <OverviewFilters
            rows={all}
            filter={filter}
            onFilter={setFilter}
            baseline={baseline}
            onBaseline={(next) => void navigate({ to: '/fleet', search: next ? { baseline: next } : {}, replace: true })}
          />
          {all.length === 0 ? (
            <Text data-testid="fleet-overview-empty">
              <Trans>No site yet: add the fleet's appliances on the Sites page.</Trans>
            </Text>
          ) : (
            <OverviewTable rows={shown} baseline={baseline} sort={sort} onSort={onSort} now={now} />
          )}
        </>
      ) : failure === undefined ? (
        <Text color="fg.muted">
          <Trans>Loading…</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
