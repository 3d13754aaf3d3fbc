import { describe, expect, it } from 'vitest';
import { sequentialGuids } from '../guid';
import { createUnsupportedFilter, createVideoAnalysisFilter, FILTER_MODES, isVideoAnalysisFilter } from './analysis-filter';
import { createMaskZone, maskZoneProblems } from './mask';

describe('analysis filters', () => {
  it('creates a type 1 video analysis with level 64 and one default zone', () => {
    const filter = createVideoAnalysisFilter({ name: 'Door', streamId: '3-2' }, sequentialGuids(8));
    expect(filter).toEqual({
      type: 1,
      id: '8-1',
      name: 'Door',
      streamId: '3-2',
      mode: 0,
      level: 64,
      mask: { zones: [{ mask: 255, rectLeft: 0.3, rectTop: 0.3, rectRight: 0.7, rectBottom: 0.7 }] },
      detectionIO: '',
      lossIO: '',
    });
    expect(isVideoAnalysisFilter(filter)).toBe(true);
  });

  it('keeps another type unsupported with its payload, even type 1 when the codec could not read it', () => {
    const base = { id: '8-9', name: 'Heat map', streamId: '3-2' };
    const other = createUnsupportedFilter(4, base, { raw: '<heat/>' });
    expect(other).toMatchObject({ type: 4, payload: { raw: '<heat/>' }, name: 'Heat map' });
    expect(isVideoAnalysisFilter(other)).toBe(false);
    expect(isVideoAnalysisFilter(createUnsupportedFilter(1, base, null))).toBe(false);
  });

  it('knows the modes 0, 1, 2', () => {
    expect(FILTER_MODES).toEqual([0, 1, 2]);
  });
});

describe('mask zones', () => {
  it('accepts the default zone', () => {
    expect(maskZoneProblems(createMaskZone())).toEqual([]);
  });

  it('reports out-of-range, inverted rectangles and a bad mask byte', () => {
    const problems = maskZoneProblems(createMaskZone({ rectLeft: 0.8, rectBottom: 1.2, mask: 300 }));
    expect(problems.map((problem) => problem.field)).toEqual(['rectBottom', 'rectRight', 'mask']);
  });
});
