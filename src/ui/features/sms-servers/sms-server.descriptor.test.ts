import { describe, expect, it } from 'vitest';
import { createConfiguration } from '../../../domain/configuration/configuration';
import { ItemNotInConfigurationError } from '../../../domain/configuration/configuration-errors';
import { sequentialGuids } from '../../../domain/configuration/guid';
import { createSmsServer } from '../../../domain/configuration/sms-server';
import { shownField } from '../../../../test/support/descriptor-fields';
import { smsServerDescriptor } from './sms-server.descriptor';

const guids = sequentialGuids();
const first = createSmsServer({ id: 's-1', default: 1 });
const second = createSmsServer({ id: 's-2' });
const configuration = createConfiguration({ messages: [first, second] }, guids);

describe('SMS server descriptor', () => {
  it('checks the sender phone and the provider number', () => {
    const phone = shownField(smsServerDescriptor, 'senderPhone');
    expect(phone.validate!('+33 7 00 00 00 00', second)).toBeNull();
    expect(phone.validate!('', second)).toBeNull();
    expect(phone.validate!('07-ABC', second)?.message).toBe('invalid phone number');
    expect(shownField(smsServerDescriptor, 'provider').validate!(-1, second)?.message).toBe('please provide a positive integer');
    expect(shownField(smsServerDescriptor, 'name').validate!('', second)?.message).toBe('this field is required');
  });

  it('moves the default mark, and clears it', () => {
    const field = shownField(smsServerDescriptor, 'default');
    const moved = field.set!(1, { configuration, entity: second, path: ['messages', { id: 's-2' }] });
    expect(moved.messages.map((server) => server.default)).toEqual([0, 1]);
    const cleared = field.set!(0, { configuration, entity: first, path: ['messages', { id: 's-1' }] });
    expect(cleared.messages.map((server) => server.default)).toEqual([0, 0]);
  });

  it('starts a new server with the name of section 3, and refuses to delete one the list does not hold', () => {
    expect(smsServerDescriptor.create!(configuration)).toMatchObject({ name: 'New SMS Server', default: 0 });
    expect(() => smsServerDescriptor.remove!(configuration, createSmsServer({ id: 'gone' }))).toThrow(ItemNotInConfigurationError);
  });
});
