import { describe, expect, it } from 'vitest';
import { createConfiguration } from '../../../domain/configuration/configuration';
import { ItemNotInConfigurationError } from '../../../domain/configuration/configuration-errors';
import { createFtpClient } from '../../../domain/configuration/ftp-client';
import { sequentialGuids } from '../../../domain/configuration/guid';
import { shownField } from '../../../../test/support/descriptor-fields';
import { ftpClientDescriptor } from './ftp-client.descriptor';

const client = createFtpClient({ id: 'f-1' });
const configuration = createConfiguration({ ftpClients: [client] }, sequentialGuids());

describe('FTP client descriptor', () => {
  it('takes an IP address or a host name, refuses anything else with the specification message', () => {
    const address = shownField(ftpClientDescriptor, 'address');
    for (const good of ['ftp.example.net', 'archive', '192.0.2.21', '2001:db8::21']) expect(address.validate!(good, client), good).toBeNull();
    for (const bad of ['10.0.0.300', '1.2.3', 'ftp://example.net', 'a b']) expect(address.validate!(bad, client)?.message, bad).toBe('invalid ip address');
    expect(address.validate!(' ', client)?.message).toBe('this field is required');
    expect(shownField(ftpClientDescriptor, 'port').validate!(0, client)?.message).toBe('please provide a port between 1 and 65535');
    expect(shownField(ftpClientDescriptor, 'name').validate!('', client)?.message).toBe('this field is required');
  });

  it('starts a new client with the defaults of section 3, and refuses to delete one the list does not hold', () => {
    expect(ftpClientDescriptor.create!(configuration)).toMatchObject({ name: 'New FtpClient', port: 21, connection: 0, createPath: false });
    expect(() => ftpClientDescriptor.remove!(configuration, createFtpClient({ id: 'gone' }))).toThrow(new ItemNotInConfigurationError('ftpClient', 'gone'));
    expect(ftpClientDescriptor.remove!(configuration, client).ftpClients).toEqual([]);
  });
});
