import { describe, expect, it } from 'vitest';
import { createConfiguration } from '../configuration';
import { createNativeDevice } from '../device/device';
import { createVideoModule } from '../device/video-module';
import { createUnsupportedFilter } from './analysis-filter';
import { addVideoFilter, deviceFilters, removeFilter, setMaskZones, updateVideoFilter } from './analysis-edits';
import { createMaskZone } from './mask';

let next = 0;
const guid = () => `g-${(next += 1)}`;

function setup() {
  const video = createVideoModule({ id: 'video-1' }, guid);
  const device = createNativeDevice({ id: 'device-1', videos: [video] }, guid);
  const other = createUnsupportedFilter(7, { id: 'other', name: 'Other', streamId: 'video-1' }, { raw: true });
  const configuration = { ...createConfiguration(), devices: [device], filters: [other] };
  return { configuration, device };
}

describe('analysis edits', () => {
  it('adds a type 1 filter with level 64 and one default zone, listed with the device', () => {
    const { configuration, device } = setup();
    const { configuration: added, filter } = addVideoFilter(configuration, 'video-1', 'Motion', guid);
    expect(filter).toMatchObject({ type: 1, level: 64, mode: 0, streamId: 'video-1', mask: { zones: [{ mask: 255, rectLeft: 0.3, rectTop: 0.3, rectRight: 0.7, rectBottom: 0.7 }] } });
    expect(deviceFilters(added, device).map((entry) => entry.filter.id)).toEqual(['other', filter.id]);
  });

  it('sets zones normalised to three decimals and leaves other filters untouched', () => {
    const { configuration } = setup();
    const { configuration: added, filter } = addVideoFilter(configuration, 'video-1', 'Motion', guid);
    const changed = setMaskZones(added, filter.id, [createMaskZone({ rectLeft: 0.12345, rectRight: -1, mask: 10 })]);
    expect(changed.filters[1]).toMatchObject({ mask: { zones: [{ mask: 10, rectLeft: 0, rectRight: 0.123 }] } });
    expect(changed.filters[0]).toBe(added.filters[0]);
  });

  it('refuses to edit a filter of another type or one not in the list', () => {
    const { configuration } = setup();
    expect(() => updateVideoFilter(configuration, 'other', (filter) => filter)).toThrow(/kept as read/);
    expect(() => removeFilter(configuration, 'missing')).toThrow(/isn't in this config's filter list/);
  });
});
