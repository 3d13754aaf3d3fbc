import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ListDetailLayout } from '../../configuration/list-detail-layout';
import { contactColumns } from './contact.columns';
import { contactDescriptor } from './contact.descriptor';

/** The people alerts are sent to, and which alert messages send to each. */
export function ContactsPage() {
  return (
    <ListDetailLayout
      intro={<Trans>The people who receive alerts by mail or SMS.</Trans>}
      descriptor={contactDescriptor}
      columns={contactColumns}
      hint={msg`Select a contact to edit it, or add one.`}
      newLabel={msg`New contact`}
      usageKind="contact"
    />
  );
}
