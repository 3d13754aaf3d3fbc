import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ItemListPage } from '../../configuration/item-list-page';
import { contactDescriptor } from './contact.descriptor';

/** The people alerts are sent to, and which alert messages send to each. */
export function ContactsPage() {
  return (
    <ItemListPage
      intro={<Trans>The people who receive alerts by mail or SMS.</Trans>}
      descriptor={contactDescriptor}
      newLabel={msg`New contact`}
      usageKind="contact"
    />
  );
}
