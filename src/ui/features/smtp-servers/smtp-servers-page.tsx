import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ItemListPage } from '../../configuration/item-list-page';
import { smtpServerDescriptor } from './smtp-server.descriptor';

/** The mail servers alerts are sent through, one of them the default. */
export function SmtpServersPage() {
  return (
    <ItemListPage
      intro={<Trans>The mail servers alerts are sent through. At most one is the default.</Trans>}
      descriptor={smtpServerDescriptor}
      newLabel={msg`New SMTP server`}
    />
  );
}
