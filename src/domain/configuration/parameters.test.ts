import { describe, expect, it } from 'vitest';
import { sequentialGuids } from './guid';
import { createNetworkParameters } from './network-parameters';
import { createParameters, createWizard } from './parameters';

describe('parameters defaults', () => {
  it('parameters hold the network defaults and no store; the wizard is absent until set', () => {
    const parameters = createParameters({ title: 'Site' }, sequentialGuids(2));
    expect(parameters.id).toBe('2-1');
    expect(parameters.stores).toEqual([]);
    expect(parameters.network).toEqual(createNetworkParameters());
    expect(parameters.wizard).toBeUndefined();
    expect(createWizard({ startAddress: '192.0.2.1' })).toEqual({ display: true, defineAddress: false, startAddress: '192.0.2.1', definePassword: true });
  });
});
