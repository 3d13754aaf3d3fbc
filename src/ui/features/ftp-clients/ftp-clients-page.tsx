import { Trans } from '@lingui/react/macro';
import { ListDetailLayout } from '../../configuration/list-detail-layout';
import { ftpClientList } from './ftp-client.list';

/** The FTP servers alerts upload pictures and videos to, and which alerts use each. */
export function FtpClientsPage() {
  return (
    <ListDetailLayout
      intro={<Trans>The FTP servers alerts upload their pictures and videos to.</Trans>}
      list={ftpClientList}
      usageKind="ftpClient"
    />
  );
}
