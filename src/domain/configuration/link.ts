import { generateGuid, type Guid, type GuidGenerator } from './guid';

/** A wire of the controller: its own id and the guid of the io it carries. */
export interface Link {
  readonly id: Guid;
  readonly linkId: Guid;
}

export function createLink(linkId: Guid = '', newGuid: GuidGenerator = generateGuid): Link {
  return { id: newGuid(), linkId };
}
