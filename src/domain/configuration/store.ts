import { generateGuid, type Guid, type GuidGenerator } from './guid';

/** A recording storage location. Defaults from section 9: preserveSize 10, limitTime 30, limitSize 0. */
export interface Store {
  readonly id: Guid;
  readonly name: string;
  readonly default: boolean;
  readonly rescue: boolean;
  readonly path: string;
  readonly verifyPath: boolean;
  readonly preserveSize: number;
  readonly limitTime: number;
  readonly limitSize: number;
}

export const STORE_DEFAULTS = { verifyPath: true, preserveSize: 10, limitTime: 30, limitSize: 0 } as const;

export function createStore(fields: Partial<Store> = {}, newGuid: GuidGenerator = generateGuid): Store {
  return {
    id: fields.id ?? newGuid(),
    name: '',
    default: false,
    rescue: false,
    path: '',
    ...STORE_DEFAULTS,
    ...fields,
  };
}

/** Where a device module records: `use` false means it does not record, and then no id is held. */
export interface StoreReference {
  readonly use: boolean;
  readonly id?: Guid;
}

export function createStoreReference(id?: Guid): StoreReference {
  return id === undefined ? { use: false } : { use: true, id };
}

/** The store exports are written to: the configuration's `<exportation>` holds its guid ('' when none). */
export type Exportation = Guid;
