import { generateGuid, type Guid, type GuidGenerator } from './guid';
import { createIo, type Io } from './io';

/** An access point: an identified io. */
export interface Access {
  readonly id: Guid;
  readonly io: Io;
}

export function createAccess(fields: Partial<Access> = {}, newGuid: GuidGenerator = generateGuid): Access {
  return { id: fields.id ?? newGuid(), io: fields.io ?? createIo({ typeName: 'access' }, newGuid), ...fields };
}
