import { msg } from '@lingui/core/macro';
import { listPage } from '../../configuration/list-columns';
import { contactDescriptor } from '../../configuration/entities/contact.descriptor';

/** The contacts' table after the name ("Name, First name"). */
export const contactList = listPage(contactDescriptor, {
  key: 'mail',
  columns: (column) => [column.field('mail'), column.field('phone')],
  newLabel: msg`New contact`,
  hint: msg`Select a contact to edit it, or add one.`,
});
