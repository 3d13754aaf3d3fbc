import { describe, expect, it } from 'vitest';
import { createConfiguration } from '../../../domain/configuration/configuration';
import { ItemNotInConfigurationError } from '../../../domain/configuration/configuration-errors';
import { sequentialGuids } from '../../../domain/configuration/guid';
import { createMonitor } from '../../../domain/configuration/monitor';
import { shownField } from '../../../../test/support/descriptor-fields';
import { monitorDescriptor } from './monitor.descriptor';

const monitor = createMonitor({ id: 'm-1' });
const configuration = createConfiguration({ alarms: [monitor] }, sequentialGuids());

describe('alarm receiver descriptor', () => {
  it('checks addresses, numbers and the name with the specification messages', () => {
    const address = shownField(monitorDescriptor, 'address');
    expect(address.validate!('{ip}', monitor)?.message).toBe('invalid ip address');
    expect(address.validate!('203.0.113.10', monitor)).toBeNull();
    expect(address.validate!('', monitor)?.message).toBe('this field is required');
    // The secondary receiver's address matters only when it is used (the form hides it otherwise).
    expect(shownField(monitorDescriptor, 'secondaryAddress').validate!('999.1.1.1', { ...monitor, secondaryUse: true })?.message).toBe('invalid ip address');
    expect(shownField(monitorDescriptor, 'secondaryAddress').validate!('999.1.1.1', { ...monitor, secondaryUse: false })).toBeNull();
    expect(shownField(monitorDescriptor, 'nbTest').validate!(0, monitor)?.message).toBe('please provide a whole number between 1 and 100');
    expect(shownField(monitorDescriptor, 'keepaliveTime').validate!(-5, monitor)?.message).toBe('please provide a whole number between 0 and 86400');
    expect(shownField(monitorDescriptor, 'responseTime').validate!(100_000, monitor)?.message).toBe('please provide a whole number between 1 and 600');
    expect(shownField(monitorDescriptor, 'port').validate!(70000, monitor)?.message).toBe('please provide a port between 1 and 65535');
    // The keep-alive port matters only when keep-alives are sent.
    expect(shownField(monitorDescriptor, 'keepalivePort').validate!(0, { ...monitor, keepaliveTime: 0 })).toBeNull();
    expect(shownField(monitorDescriptor, 'keepalivePort').validate!(0, { ...monitor, keepaliveTime: 30 })?.message).toBe('please provide a port between 1 and 65535');
    expect(shownField(monitorDescriptor, 'name').validate!('', monitor)?.message).toBe('this field is required');
  });

  it('hides the secondary receiver unless used, and keeps the protocol codes for experts', () => {
    expect(shownField(monitorDescriptor, 'secondaryAddress').hidden!(monitor, configuration)).toBe(true);
    expect(shownField(monitorDescriptor, 'secondaryPort').hidden!({ ...monitor, secondaryUse: true }, configuration)).toBe(false);
    for (const key of ['trid', 'account', 'prefix', 'receiver', 'format', 'cyclicCode', 'snumber'] as const) expect(shownField(monitorDescriptor, key).expert, key).toBe(true);
  });

  it('starts a new receiver with the defaults of sections 3 and 9, and refuses to delete one the list does not hold', () => {
    expect(monitorDescriptor.create!(configuration)).toMatchObject({ name: 'New Monitor', type: 1, address: '{ip}', nbTest: 5, responseTime: 10, domain: 'monitoring.example.net' });
    expect(() => monitorDescriptor.remove!(configuration, createMonitor({ id: 'gone' }))).toThrow(new ItemNotInConfigurationError('monitor', 'gone'));
  });
});
