import { generateGuid, type Guid, type GuidGenerator } from './guid';

/** A person notified by mail or SMS. */
export interface Contact {
  readonly id: Guid;
  readonly name: string;
  readonly firstname: string;
  readonly mail: string;
  readonly phone: string;
  readonly description: string;
}

export function createContact(fields: Partial<Contact> = {}, newGuid: GuidGenerator = generateGuid): Contact {
  return { id: fields.id ?? newGuid(), name: 'New Contact', firstname: '', mail: '', phone: '', description: '', ...fields };
}
