import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ItemListPage } from '../../configuration/item-list-page';
import { smsServerDescriptor } from './sms-server.descriptor';

/** The SMS gateways alerts are sent through, one of them the default. */
export function SmsServersPage() {
  return (
    <ItemListPage
      intro={<Trans>The text-message gateways alerts are sent through. At most one is the default.</Trans>}
      descriptor={smsServerDescriptor}
      newLabel={msg`New SMS server`}
    />
  );
}
