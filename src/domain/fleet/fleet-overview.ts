import { licenceBad, licenceExpiring, severity, type SiteStatus } from './site-status';

/** One row of the fleet overview: the site, its last known status and how far it drifted from the baseline. */
export interface OverviewRow {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly tags: readonly string[];
  readonly status: SiteStatus;
  /** Items that differ from the baseline site's (undefined: no baseline chosen, or nothing known yet). */
  readonly drift?: number;
}

export const OVERVIEW_COLUMNS = ['severity', 'name', 'reachability', 'serverStatus', 'version', 'licence', 'devices', 'problems', 'lastChange', 'drift'] as const;
export type OverviewColumn = (typeof OVERVIEW_COLUMNS)[number];

export interface OverviewSort {
  readonly column: OverviewColumn;
  readonly descending: boolean;
}

/** Worst first (docs/fleet.md, "The overview"). */
export const DEFAULT_SORT: OverviewSort = { column: 'severity', descending: true };

/** What the overview shows; every criterion is optional, all must hold. */
export interface OverviewFilter {
  /** Words found in the name, the address or a tag (case ignored). */
  readonly text?: string;
  readonly reachability?: SiteStatus['reachability'];
  readonly serverStatus?: string;
  readonly version?: string;
  /** 'attention': not activated, expired or expiring. */
  readonly licence?: 'attention' | 'expiring' | 'ok';
  readonly devices?: 'disconnected' | 'all-connected';
  readonly problems?: 'errors' | 'warnings' | 'none';
  readonly lastChange?: 'vigil' | 'outside';
  readonly drift?: 'drifted' | 'same';
  readonly tag?: string;
}

function matchesText(row: OverviewRow, text: string): boolean {
  const words = text.toLocaleLowerCase('en').split(/\s+/).filter((word) => word !== '');
  const haystack = [row.name, row.address, ...row.tags].join('\n').toLocaleLowerCase('en');
  return words.every((word) => haystack.includes(word));
}

function licenceMatches(status: SiteStatus, wanted: NonNullable<OverviewFilter['licence']>): boolean {
  const expiring = licenceExpiring(status.licence);
  const bad = licenceBad(status.licence);
  switch (wanted) {
    case 'attention':
      return expiring || bad;
    case 'expiring':
      return expiring;
    case 'ok':
      return status.licence !== undefined && !expiring && !bad;
  }
}

function devicesMatch(status: SiteStatus, wanted: NonNullable<OverviewFilter['devices']>): boolean {
  const devices = status.devices;
  if (devices?.connected === undefined) return false;
  return wanted === 'disconnected' ? devices.connected < devices.total : devices.connected === devices.total;
}

function problemsMatch(status: SiteStatus, wanted: NonNullable<OverviewFilter['problems']>): boolean {
  const problems = status.problems;
  if (problems === undefined) return false;
  if (wanted === 'errors') return problems.errors > 0;
  if (wanted === 'warnings') return problems.warnings > 0;
  return problems.errors === 0 && problems.warnings === 0;
}

/** Whether a row passes every criterion of the filter. */
export function rowMatches(row: OverviewRow, filter: OverviewFilter): boolean {
  const { status } = row;
  if (filter.text && !matchesText(row, filter.text)) return false;
  if (filter.reachability && status.reachability !== filter.reachability) return false;
  if (filter.serverStatus && status.serverStatus !== filter.serverStatus) return false;
  if (filter.version && status.version !== filter.version) return false;
  if (filter.licence && !licenceMatches(status, filter.licence)) return false;
  if (filter.devices && !devicesMatch(status, filter.devices)) return false;
  if (filter.problems && !problemsMatch(status, filter.problems)) return false;
  if (filter.lastChange && status.lastChange?.via !== filter.lastChange) return false;
  if (filter.drift && (row.drift === undefined || (filter.drift === 'drifted') !== row.drift > 0)) return false;
  if (filter.tag && !row.tags.some((tag) => tag.toLocaleLowerCase('en') === filter.tag!.toLocaleLowerCase('en'))) return false;
  return true;
}

const REACHABILITY_ORDER = { reachable: 0, unknown: 1, 'credentials-refused': 2, unreachable: 3 } as const;

/** The value a column sorts by; undefined (nothing known) sorts last whichever the direction. */
function sortValue(row: OverviewRow, column: OverviewColumn): number | string | undefined {
  const { status } = row;
  switch (column) {
    case 'severity':
      return severity(status, row.drift);
    case 'name':
      return row.name.toLocaleLowerCase('en');
    case 'reachability':
      return REACHABILITY_ORDER[status.reachability];
    case 'serverStatus':
      return status.serverStatus;
    case 'version':
      return status.version === undefined ? undefined : status.version.split('.').map((part) => part.padStart(6, '0')).join('.');
    case 'licence':
      return status.licence === undefined ? undefined : licenceBad(status.licence) ? -1 : (status.licence.days ?? Number.MAX_SAFE_INTEGER);
    case 'devices':
      return status.devices?.connected === undefined ? undefined : status.devices.total - status.devices.connected;
    case 'problems':
      return status.problems === undefined ? undefined : status.problems.errors * 100_000 + status.problems.warnings;
    case 'lastChange':
      return status.lastChange?.at;
    case 'drift':
      return row.drift;
  }
}

/** The rows that pass the filter, sorted by the column (then by name, so equal rows keep one order). */
export function overviewRows(rows: readonly OverviewRow[], filter: OverviewFilter, sort: OverviewSort = DEFAULT_SORT): OverviewRow[] {
  const keyed = rows.filter((row) => rowMatches(row, filter)).map((row) => ({ row, value: sortValue(row, sort.column), name: row.name.toLocaleLowerCase('en') }));
  const direction = sort.descending ? -1 : 1;
  keyed.sort((a, b) => {
    if (a.value === undefined || b.value === undefined) {
      if (a.value !== b.value) return a.value === undefined ? 1 : -1;
    } else if (a.value !== b.value) {
      return (a.value < b.value ? -1 : 1) * direction;
    }
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
  return keyed.map((entry) => entry.row);
}
