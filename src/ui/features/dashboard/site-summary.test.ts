import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { Device } from '../../../domain/configuration/device/device';
import { sequentialGuids } from '../../../domain/configuration/guid';
import { nativeCamera } from '../../../../test/mothers/device.mother';
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

  it('summarises a 2,000-device site once, and keeps it across edits that leave the devices alone', () => {
    const newGuid = sequentialGuids(7);
    const devices = Array.from({ length: 2000 }, (_, index) => ({ ...nativeCamera(newGuid), configured: index % 10 !== 0 }));
    const large = { devices, parameters: {} } as unknown as Configuration;
    const summary = deviceSummary(large);
    expect(summary.total).toBe(2000);
    expect(summary.disabled).toBe(200);
    expect(summary.connectionIos).toHaveLength(1800);
    expect(new Set(summary.connectionIos).size).toBe(1800);
    const edited = { ...large, parameters: { edited: true } } as unknown as Configuration;
    expect(deviceSummary(edited)).toBe(summary);
    const states = new Map(summary.connectionIos.map((io, index) => [io, index % 3 === 0 ? 0 : 1]));
    expect(connectionCounts(summary, states)).toEqual({ connected: 1200, disconnected: 600, unknown: 0 });
  });
});
