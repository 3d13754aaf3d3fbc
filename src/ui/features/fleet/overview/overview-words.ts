import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { OverviewRow } from '../../../../domain/fleet/fleet-overview';
import { licenceBad, licenceExpiring, type SiteStatus } from '../../../../domain/fleet/site-status';
import { formatAgo, formatDateTime } from '../../../i18n/locale-formats';

const SERVER_STATUS = {
  started: msg`Started`,
  stopped: msg`Stopped`,
  starting: msg`Starting`,
  stopping: msg`Stopping`,
} as const;

const LICENCE_STATUS = {
  activated: msg`Activated`,
  deactivated: msg`Not activated`,
  corrupted: msg`Corrupted`,
  incompatible: msg`Incompatible`,
  inaccessible: msg`Inaccessible`,
} as const;

/** How a cell says itself: its text, a longer title, and its tone (the row's attention). */
export interface CellWords {
  readonly text: string;
  readonly title?: string;
  readonly tone?: 'bad' | 'warn' | 'good' | 'muted';
}

const NONE: CellWords = { text: '—', tone: 'muted' };

export function reachabilityWords(i18n: I18n, status: SiteStatus, now: number): CellWords {
  switch (status.reachability) {
    case 'reachable':
      return { text: i18n._(msg`Reachable`), tone: 'good' };
    case 'unknown':
      return { text: i18n._(msg`Not polled yet`), tone: 'muted' };
    case 'unreachable': {
      const since = status.since ? Date.parse(status.since) : NaN;
      const when = Number.isNaN(since) ? '' : formatDateTime(since, i18n.locale);
      return {
        text: when ? i18n._(msg`Unreachable since ${when}`) : i18n._(msg`Unreachable`),
        title: [Number.isNaN(since) ? '' : formatAgo(Math.max(0, now - since), i18n.locale), status.detail ?? ''].filter(Boolean).join(' — '),
        tone: 'bad',
      };
    }
    case 'credentials-refused':
      return { text: i18n._(msg`Stored credentials refused`), title: status.detail ?? '', tone: 'bad' };
  }
}

export function serverStatusWords(i18n: I18n, status: SiteStatus): CellWords {
  const value = status.serverStatus;
  if (value === undefined) return NONE;
  const known = SERVER_STATUS[value as keyof typeof SERVER_STATUS];
  return { text: known ? i18n._(known) : value, tone: value === 'started' ? undefined : 'bad' };
}

export function licenceWords(i18n: I18n, status: SiteStatus): CellWords {
  const licence = status.licence;
  if (licence === undefined) return NONE;
  const known = LICENCE_STATUS[licence.status as keyof typeof LICENCE_STATUS];
  const name = known ? i18n._(known) : licence.status;
  if (licence.expired) return { text: i18n._(msg`Expired`), tone: 'bad' };
  if (licenceBad(licence)) return { text: name, tone: 'bad' };
  if (licence.days === undefined) return { text: name };
  const days = licence.days;
  const left = i18n._(msg`${plural(days, { one: '# day left', other: '# days left' })}`);
  return { text: `${name}, ${left}`, tone: licenceExpiring(licence) ? 'warn' : undefined };
}

export function devicesWords(i18n: I18n, status: SiteStatus): CellWords {
  const devices = status.devices;
  if (devices === undefined) return NONE;
  if (devices.connected === undefined) return { text: i18n._(msg`? / ${devices.total}`), title: i18n._(msg`Connections not read yet`), tone: 'muted' };
  return { text: `${devices.connected} / ${devices.total}`, tone: devices.connected < devices.total ? 'warn' : undefined };
}

export function problemsWords(i18n: I18n, status: SiteStatus): CellWords {
  const problems = status.problems;
  if (problems === undefined) return NONE;
  const { errors, warnings } = problems;
  if (errors === 0 && warnings === 0) return { text: i18n._(msg`None`), tone: 'good' };
  const text = i18n._(msg`${plural(errors, { one: '# error', other: '# errors' })}, ${plural(warnings, { one: '# warning', other: '# warnings' })}`);
  return { text, tone: errors > 0 ? 'bad' : 'warn' };
}

export function lastChangeWords(i18n: I18n, status: SiteStatus): CellWords {
  const change = status.lastChange;
  if (change === undefined) return NONE;
  const at = Date.parse(change.at);
  const when = Number.isNaN(at) ? change.at : formatDateTime(at, i18n.locale);
  const by = change.by;
  const text = change.via === 'vigil' ? i18n._(msg`${when}, ${by} through Vigil`) : i18n._(msg`${when}, outside Vigil`);
  return { text, tone: change.via === 'outside' ? 'warn' : undefined };
}

export function driftWords(i18n: I18n, row: OverviewRow, baseline: string | undefined): CellWords {
  if (baseline === undefined) return NONE;
  if (row.id === baseline) return { text: i18n._(msg`Baseline`), tone: 'muted' };
  if (row.drift === undefined) return NONE;
  const count = row.drift;
  if (count === 0) return { text: i18n._(msg`Same`), tone: 'good' };
  return { text: i18n._(msg`${plural(count, { one: '# item differs', other: '# items differ' })}`), tone: 'warn' };
}
