import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { Device } from '../../../domain/configuration/device/device';
import { connectionCounts, deviceSummary } from './site-summary';

const device = (configured: boolean, io?: string) => ({ configured, ...(io ? { connectionStateIO: { id: io } } : {}) }) as unknown as Device;

describe('site summary', () => {
  const configuration = { devices: [device(true, 'a'), device(true, 'b'), device(true, 'c'), device(true), device(false, 'd')] } as unknown as Configuration;

  it('counts the devices once per draft and keeps the connection ios of the driven ones', () => {
    const summary = deviceSummary(configuration);
    expect(summary).toEqual({ total: 5, disabled: 1, connectionIos: ['a', 'b', 'c'] });
    expect(deviceSummary(configuration)).toBe(summary);
  });

  it('counts connected, disconnected and unknown from the appliance answers', () => {
    const summary = deviceSummary(configuration);
    expect(connectionCounts(summary, new Map([['a', 1], ['b', 0], ['d', 1]]))).toEqual({ connected: 1, disconnected: 1, unknown: 2 });
    expect(connectionCounts(summary, new Map())).toEqual({ connected: 0, disconnected: 0, unknown: 4 });
  });
});
