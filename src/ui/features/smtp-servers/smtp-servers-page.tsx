import { Trans } from '@lingui/react/macro';
import { ListDetailLayout } from '../../configuration/list-detail-layout';
import { smtpServerList } from './smtp-server.list';

/** The mail servers alerts are sent through, one of them the default. */
export function SmtpServersPage() {
  return (
    <ListDetailLayout
      intro={<Trans>The mail servers alerts are sent through. At most one is the default.</Trans>}
      list={smtpServerList}
    />
  );
}
