import { msg } from '@lingui/core/macro';
import { createContact, type Contact } from '../../../domain/configuration/contact';
import type { EntityDescriptor } from '../entity-descriptor';
import { emailField, multilineField, phoneField, textField } from '../field-kinds';
import { itemListDescriptor } from '../item-list-descriptor';

/** "Martin, Claire": the list sorts and searches by name, then first name. */
export function contactName(contact: Pick<Contact, 'name' | 'firstname'>): string {
  return [contact.name.trim(), contact.firstname.trim()].filter((part) => part !== '').join(', ');
}

/**
 * A person alerts are sent to (section 3). Mail and phone are optional, each
 * checked when given: a contact may be reached by mail only, or by SMS only.
 */
export const contactDescriptor: EntityDescriptor<Contact> = itemListDescriptor('contacts', {
  kind: 'contact',
  singular: msg`Contact`,
  plural: msg`Contacts`,
  nameOf: contactName,
  create: () => createContact(),
  fields: {
    firstname: textField({ label: msg`First name`, group: 'general' }),
    mail: emailField({ label: msg`Mail address`, help: msg`Where mail alerts are sent.`, group: 'notification' }),
    phone: phoneField({ label: msg`Phone number`, help: msg`Where SMS alerts are sent, in international form: +33 6 12 34 56 78.`, group: 'notification' }),
    description: multilineField({ label: msg`Description`, group: 'general' }),
  },
});
