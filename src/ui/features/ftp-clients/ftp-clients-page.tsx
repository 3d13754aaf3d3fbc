import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ListDetailLayout } from '../../configuration/list-detail-layout';
import { ftpClientColumns } from './ftp-client.columns';
import { ftpClientDescriptor } from './ftp-client.descriptor';

/** The FTP servers alerts upload pictures and videos to, and which alerts use each. */
export function FtpClientsPage() {
  return (
    <ListDetailLayout
      intro={<Trans>The FTP servers alerts upload their pictures and videos to.</Trans>}
      descriptor={ftpClientDescriptor}
      columns={ftpClientColumns}
      hint={msg`Select an FTP client to edit it, or add one.`}
      newLabel={msg`New FTP client`}
      usageKind="ftpClient"
    />
  );
}
