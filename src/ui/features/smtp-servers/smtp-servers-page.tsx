import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ListDetailLayout } from '../../configuration/list-detail-layout';
import { smtpServerColumns } from './smtp-server.columns';
import { smtpServerDescriptor } from './smtp-server.descriptor';

/** The mail servers alerts are sent through, one of them the default. */
export function SmtpServersPage() {
  return (
    <ListDetailLayout
      intro={<Trans>The mail servers alerts are sent through. At most one is the default.</Trans>}
      descriptor={smtpServerDescriptor}
      columns={smtpServerColumns}
      hint={msg`Select an SMTP server to edit it, or add one.`}
      newLabel={msg`New SMTP server`}
    />
  );
}
