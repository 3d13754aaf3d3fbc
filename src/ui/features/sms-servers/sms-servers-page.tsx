import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ListDetailLayout } from '../../configuration/list-detail-layout';
import { smsServerColumns } from './sms-server.columns';
import { smsServerDescriptor } from './sms-server.descriptor';

/** The SMS gateways alerts are sent through, one of them the default. */
export function SmsServersPage() {
  return (
    <ListDetailLayout
      intro={<Trans>The text-message gateways alerts are sent through. At most one is the default.</Trans>}
      descriptor={smsServerDescriptor}
      columns={smsServerColumns}
      hint={msg`Select an SMS server to edit it, or add one.`}
      newLabel={msg`New SMS server`}
    />
  );
}
