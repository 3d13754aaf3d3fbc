import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ItemListPage } from '../../configuration/item-list-page';
import { ftpClientDescriptor } from './ftp-client.descriptor';

/** The FTP servers alerts upload pictures and videos to, and which alerts use each. */
export function FtpClientsPage() {
  return (
    <ItemListPage
      intro={<Trans>The FTP servers alerts upload their pictures and videos to.</Trans>}
      descriptor={ftpClientDescriptor}
      newLabel={msg`New FTP client`}
      usageKind="ftpClient"
    />
  );
}
