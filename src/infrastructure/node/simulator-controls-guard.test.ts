import { describe, expect, it } from 'vitest';
import { isLoopback, isSimulatorControl } from './simulator-controls-guard';

describe('simulator controls guard', () => {
  it('knows loopback addresses in every spelling', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
    for (const address of ['192.0.2.2', '::ffff:10.0.0.1', 'fd00::2', '1270.0.0.1', undefined]) expect(isLoopback(address)).toBe(false);
  });

  it('finds the control paths', () => {
    expect(isSimulatorControl('/__simulator/reset')).toBe(true);
    expect(isSimulatorControl('/__simulator?x')).toBe(true);
    expect(isSimulatorControl('/__simulatorx')).toBe(false);
    expect(isSimulatorControl('/api/configuration')).toBe(false);
  });
});
