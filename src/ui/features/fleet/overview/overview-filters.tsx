import { Button, Field, Flex, Input, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OverviewFilter, OverviewRow } from '../../../../domain/fleet/fleet-overview';
import { SelectField } from '../../../components/select-field';

type Choice<K extends keyof OverviewFilter> = NonNullable<OverviewFilter[K]>;

interface OverviewFiltersProps {
  readonly rows: readonly OverviewRow[];
  readonly filter: OverviewFilter;
  readonly onFilter: (filter: OverviewFilter) => void;
  readonly baseline: string | undefined;
  readonly onBaseline: (baseline: string | undefined) => void;
}

const ANY = '';

/** The values of a column present in the rows, sorted: the choices of its filter. */
function present(rows: readonly OverviewRow[], pick: (row: OverviewRow) => string | undefined): string[] {
  return [...new Set(rows.map(pick).filter((value): value is string => value !== undefined && value !== ''))].sort();
}

/** A filter on each column of the overview, the words to find, and the baseline site drift is measured from. */
export function OverviewFilters({ rows, filter, onFilter, baseline, onBaseline }: OverviewFiltersProps) {
  const { t } = useLingui();
  const set = <K extends keyof OverviewFilter>(key: K, value: string) => {
    const next: Record<string, unknown> = { ...filter };
    if (value === ANY) delete next[key];
    else next[key] = value;
    onFilter(next as OverviewFilter);
  };
  const select = <K extends keyof OverviewFilter>(key: K, label: string, options: readonly string[], word: (option: string) => string) => (
    <SelectField label={label} value={(filter[key] as string | undefined) ?? ANY} options={[ANY, ...options]} optionLabel={(option) => (option === ANY ? t`Any` : word(option))} onChange={(value) => set(key, value)} />
  );
  const reach: Record<Choice<'reachability'>, string> = { reachable: t`Reachable`, unreachable: t`Unreachable`, 'credentials-refused': t`Credentials refused`, unknown: t`Not polled yet` };
  const licence: Record<Choice<'licence'>, string> = { attention: t`Needs attention`, expiring: t`Expiring`, ok: t`In order` };
  const devices: Record<Choice<'devices'>, string> = { disconnected: t`Some disconnected`, 'all-connected': t`All connected` };
  const problems: Record<Choice<'problems'>, string> = { errors: t`With errors`, warnings: t`With warnings`, none: t`None` };
  const change: Record<Choice<'lastChange'>, string> = { vigil: t`Through Vigil`, outside: t`Outside Vigil` };
  const drift: Record<Choice<'drift'>, string> = { drifted: t`Drifted`, same: t`Same as the baseline` };
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const sites = [...rows].sort((a, b) => a.name.localeCompare(b.name)).map((row) => row.id);
  return (
    <Flex direction="column" gap="3" as="section" aria-label={t`Filters`}>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3, xl: 6 }} gap="3">
        <Field.Root>
          <Field.Label>
            <Trans>Find</Trans>
          </Field.Label>
          <Input size="sm" type="search" value={filter.text ?? ''} placeholder={t`Name, address or tag`} onChange={(event) => set('text', event.target.value)} />
        </Field.Root>
        {select('reachability', t`Reachable`, Object.keys(reach), (option) => reach[option as Choice<'reachability'>])}
        {select('serverStatus', t`Server`, present(rows, (row) => row.status.serverStatus), (option) => option)}
        {select('version', t`Version`, present(rows, (row) => row.status.version), (option) => option)}
        {select('licence', t`Licence`, Object.keys(licence), (option) => licence[option as Choice<'licence'>])}
        {select('devices', t`Devices`, Object.keys(devices), (option) => devices[option as Choice<'devices'>])}
        {select('problems', t`Problems`, Object.keys(problems), (option) => problems[option as Choice<'problems'>])}
        {select('lastChange', t`Last change`, Object.keys(change), (option) => change[option as Choice<'lastChange'>])}
        {select('tag', t`Tag`, [...new Set(rows.flatMap((row) => row.tags))].sort(), (option) => option)}
        <SelectField
          label={t`Baseline site (drift)`}
          value={baseline ?? ANY}
          options={[ANY, ...sites]}
          optionLabel={(option) => (option === ANY ? t`None` : (names.get(option) ?? option))}
          onChange={(value) => onBaseline(value === ANY ? undefined : value)}
        />
        {select('drift', t`Drift`, baseline ? Object.keys(drift) : [], (option) => drift[option as Choice<'drift'>])}
      </SimpleGrid>
      <Flex>
        <Button size="xs" variant="ghost" onClick={() => onFilter({})} disabled={Object.keys(filter).length === 0}>
          <Trans>Clear the filters</Trans>
        </Button>
      </Flex>
    </Flex>
  );
}
