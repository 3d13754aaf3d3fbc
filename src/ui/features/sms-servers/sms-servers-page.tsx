import { Trans } from '@lingui/react/macro';
import { ListDetailLayout } from '../../configuration/list-detail-layout';
import { smsServerList } from './sms-server.list';

/** The SMS gateways alerts are sent through, one of them the default. */
export function SmsServersPage() {
  return (
    <ListDetailLayout
      intro={<Trans>The text-message gateways alerts are sent through. At most one is the default.</Trans>}
      list={smsServerList}
    />
  );
}
