import { msg } from '@lingui/core/macro';
import type { Contact } from '../../../domain/configuration/contact';
import { columnsOf, type ListPage } from '../../configuration/list-columns';
import { contactDescriptor } from './contact.descriptor';

const column = columnsOf(contactDescriptor);

/** The contacts' table after the name ("Name, First name"). */
export const contactList: ListPage<Contact> = {
  descriptor: contactDescriptor,
  columns: [column.field('mail'), column.field('phone')],
  newLabel: msg`New contact`,
  hint: msg`Select a contact to edit it, or add one.`,
};
