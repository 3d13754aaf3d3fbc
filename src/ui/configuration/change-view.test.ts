import { describe, expect, it } from 'vitest';
import type { ModelChange } from '../../domain/configuration/model-change';
import type { ChangeView } from './change-list';
import { changeViews } from './change-view';

const describeChange = (change: ModelChange): ChangeView => ({ key: JSON.stringify(change.path), kind: change.kind, entity: 'Device', field: '' });

describe('changeViews', () => {
  it('lists a device the file holds unreadable as kept, not removed; a device really removed stays removed', () => {
    const changes: ModelChange[] = [
      { kind: 'removed', path: ['devices', { id: '3-1' }], before: { id: '3-1', name: 'Hall camera' } },
      { kind: 'removed', path: ['devices', { id: '3-2' }], before: { id: '3-2', name: 'Gate camera' } },
      { kind: 'changed', path: ['parameters', 'title'], before: 'A', after: 'B' },
    ];
    const corrupted = [{ path: 'configuration/devices/device[1]', at: ['devices', 0], code: 'CONFIG.FROM_XML' as const, reason: 'port', xml: '<device>\n\t<type>17235970</type>\n\t<identifier type="guid">3-1</identifier>\n\t<port>eighty</port>\n</device>' }];
    expect(changeViews(changes, describeChange, corrupted).map((view) => view.kind)).toEqual(['unreadable', 'removed', 'changed']);
    expect(changeViews(changes, describeChange, []).map((view) => view.kind)).toEqual(['removed', 'removed', 'changed']);
    // Without an identifier in its element, the unreadable item is known by its list and name.
    const nameless = [{ path: 'configuration/devices/device[2]', at: ['devices', 1], code: 'CONFIG.FROM_XML' as const, reason: 'port', name: 'Gate camera', xml: '<device>\n\t<name>Gate camera</name>\n</device>' }];
    expect(changeViews(changes, describeChange, nameless).map((view) => view.kind)).toEqual(['removed', 'unreadable', 'changed']);
    // Neither identifier nor name: known by its place in the list it is removed from.
    const placed = [{ path: 'configuration/devices/device[1]', at: ['devices', 0], code: 'CONFIG.FROM_XML' as const, reason: 'port', xml: '<device>\n\t<port>eighty</port>\n</device>' }];
    const base = { devices: [{ id: '3-1' }, { id: '3-2' }] };
    expect(changeViews(changes, describeChange, placed, base).map((view) => view.kind)).toEqual(['unreadable', 'removed', 'changed']);
  });
});
