import { Trans } from '@lingui/react/macro';
import { ListDetailLayout } from '../../configuration/list-detail-layout';
import { contactList } from './contact.list';

/** The people alerts are sent to, and which alert messages send to each. */
export function ContactsPage() {
  return (
    <ListDetailLayout
      intro={<Trans>The people who receive alerts by mail or SMS.</Trans>}
      list={contactList}
      usageKind="contact"
    />
  );
}
