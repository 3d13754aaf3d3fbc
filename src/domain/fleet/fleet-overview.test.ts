import { describe, expect, it } from 'vitest';
import { overviewRows, type OverviewRow } from './fleet-overview';
import { severity, type SiteStatus } from './site-status';

const healthy: SiteStatus = {
  reachability: 'reachable',
  serverStatus: 'started',
  version: '7.2.0',
  licence: { status: 'activated', days: 300 },
  devices: { connected: 3, total: 3 },
  problems: { errors: 0, warnings: 0 },
  lastChange: { at: '2026-11-01T10:00:00.000Z', by: 'claire', via: 'vigil' },
};

const row = (name: string, status: Partial<SiteStatus>, drift?: number, tags: string[] = []): OverviewRow => ({ id: name, name, address: `${name}.acme.example`, tags, status: { ...healthy, ...status }, ...(drift === undefined ? {} : { drift }) });

const rows = [
  row('Alpha', {}),
  row('Bravo', { reachability: 'unreachable', since: '2026-11-02T00:00:00.000Z' }),
  row('Charlie', { licence: { status: 'activated', days: 12 } }),
  row('Delta', { problems: { errors: 2, warnings: 1 } }, 3, ['customer:Acme']),
  row('Echo', { reachability: 'credentials-refused' }),
  row('Foxtrot', { serverStatus: 'stopped', version: '7.10.1' }),
  row('Golf', { devices: { connected: 1, total: 3 }, lastChange: { at: '2026-11-03T00:00:00.000Z', by: '', via: 'outside' } }, 0),
  row('Hotel', { licence: { status: 'deactivated', days: 0 } }),
  row('India', { reachability: 'unknown' }),
];

describe('the fleet overview', () => {
  it('puts the worst first: no answer, refused credentials, a licence gone, a stopped server, errors, a licence expiring, devices away', () => {
    expect(overviewRows(rows, {}).map((each) => each.name)).toEqual(['Bravo', 'Echo', 'Hotel', 'Foxtrot', 'Delta', 'Charlie', 'India', 'Golf', 'Alpha']);
  });

  it('sorts on each column both ways, the unknown last', () => {
    expect(overviewRows(rows, {}, { column: 'version', descending: true }).map((each) => each.name).slice(0, 1)).toEqual(['Foxtrot']);
    expect(overviewRows(rows, {}, { column: 'licence', descending: false }).map((each) => each.name).slice(0, 2)).toEqual(['Hotel', 'Charlie']);
    expect(overviewRows(rows, {}, { column: 'drift', descending: true }).map((each) => each.name)).toEqual(['Delta', 'Golf', 'Alpha', 'Bravo', 'Charlie', 'Echo', 'Foxtrot', 'Hotel', 'India']);
    expect(overviewRows(rows, {}, { column: 'name', descending: true }).map((each) => each.name)[0]).toBe('India');
  });

  it('filters on each column, every criterion holding', () => {
    const names = (filter: Parameters<typeof overviewRows>[1]) => overviewRows(rows, filter, { column: 'name', descending: false }).map((each) => each.name);
    expect(names({ reachability: 'unreachable' })).toEqual(['Bravo']);
    expect(names({ licence: 'attention' })).toEqual(['Charlie', 'Hotel']);
    expect(names({ licence: 'expiring' })).toEqual(['Charlie']);
    expect(names({ problems: 'errors' })).toEqual(['Delta']);
    expect(names({ devices: 'disconnected' })).toEqual(['Golf']);
    expect(names({ lastChange: 'outside' })).toEqual(['Golf']);
    expect(names({ drift: 'drifted' })).toEqual(['Delta']);
    expect(names({ serverStatus: 'stopped' })).toEqual(['Foxtrot']);
    expect(names({ tag: 'CUSTOMER:acme' })).toEqual(['Delta']);
    expect(names({ text: 'delta acme' })).toEqual(['Delta']);
    expect(names({ text: 'acme', problems: 'none' })).toEqual(['Alpha', 'Bravo', 'Charlie', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India']);
  });

  it('rates a site with nothing to say at zero', () => {
    expect(severity(healthy)).toBe(0);
    expect(severity(healthy, 2)).toBeGreaterThan(0);
  });
});
