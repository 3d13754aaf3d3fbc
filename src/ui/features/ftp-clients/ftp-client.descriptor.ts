import { msg } from '@lingui/core/macro';
import { createFtpClient, type FtpClient } from '../../../domain/configuration/ftp-client';
import type { EntityDescriptor, SelectOption } from '../../configuration/entity-descriptor';
import { addressField, booleanField, portField, selectField, sensitiveField, textField } from '../../configuration/field-kinds';
import { itemListDescriptor } from '../../configuration/item-list-descriptor';

/**
 * The `connection` numbers. The specification only gives 0 as the default:
 * 0 passive (what works through the firewalls and NAT most appliances sit
 * behind), 1 active. Another number is shown as it is and kept.
 */
export const FTP_CONNECTION_MODES: readonly SelectOption<number>[] = [
  { value: 0, label: msg`Passive` },
  { value: 1, label: msg`Active` },
];

/**
 * An FTP destination of alert pictures and videos (section 3). The address
 * is an IP address or a host name, as the appliance resolves names.
 */
export const ftpClientDescriptor: EntityDescriptor<FtpClient> = itemListDescriptor('ftpClients', {
  kind: 'ftp-client',
  singular: msg`FTP client`,
  plural: msg`FTP clients`,
  create: () => createFtpClient(),
  fields: {
    address: addressField({ label: msg`Server address` }),
    port: portField({ label: msg`Port`, help: msg`21 unless the server says otherwise.`, group: 'connection' }),
    connection: selectField<number, FtpClient>({
      label: msg`Connection mode`,
      help: msg`Passive works through most firewalls; choose active only if the server asks for it.`,
      group: 'connection',
      options: FTP_CONNECTION_MODES,
    }),
    user: textField({ label: msg`User`, group: 'credentials' }),
    password: sensitiveField({ label: msg`Password`, group: 'credentials' }),
    path: textField({ label: msg`Folder`, help: msg`Where the files go on the FTP server: /evidence, or empty for the user's home folder.`, group: 'location' }),
    createPath: booleanField({ label: msg`Create the folder when it is missing`, group: 'location' }),
  },
});
