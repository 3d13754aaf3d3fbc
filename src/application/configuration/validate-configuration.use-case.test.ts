import { describe, expect, it } from 'vitest';
import { aConfigurationWithDevices } from '../../../test/mothers/device-configuration.mother';
import { ValidateConfiguration } from './validate-configuration.use-case';

describe('whole-configuration validation', () => {
  const valid = aConfigurationWithDevices();

  it('finds nothing wrong in a consistent configuration: only the one warning of the range type this version does not know', () => {
    // The mother's calendar holds a range of type 7, which section 3 does not define: said once, as a warning (docs/configuration-problems.md).
    const result = new ValidateConfiguration().execute(valid);
    expect(result.valid).toBe(true);
    expect(result.problems.map((problem) => [problem.code, problem.severity])).toEqual([['CONFIG.UNKNOWN_RANGE_TYPE', 'warning']]);
  });

  it('returns every problem at once with paths the console can place beside the fields', () => {
    const camera = valid.devices[0]!;
    const broken = {
      ...valid,
      devices: valid.devices.with(0, { ...camera, videos: camera.videos.map((video, index) => (index === 0 ? { ...video, stream: 1, resolution: '4000x3000' } : video)) }),
      filters: valid.filters.map((filter) => ({ ...filter, streamId: '404-404' })),
    };
    const result = new ValidateConfiguration().execute(broken);
    expect(result.valid).toBe(false);
    const problemsAt = (path: string) => result.problems.filter((problem) => problem.path === path || problem.path.startsWith(`${path}/`));
    const onCamera = problemsAt('configuration/devices/device[1]');
    expect(onCamera.map((problem) => problem.message)).toEqual(expect.arrayContaining(['streams are in wrong order', "4000x3000 isn't supported by this device"]));
    expect(onCamera.every((problem) => problem.path.startsWith('configuration/devices/device[1]/videos/video['))).toBe(true);
    expect(problemsAt('configuration/filters').map((problem) => problem.path)).toEqual(['configuration/filters/filter[1]/stream-id']);
    expect(problemsAt('configuration/devices/device[1]/videos/video[1]/resolution')).toHaveLength(1);
  });
});
