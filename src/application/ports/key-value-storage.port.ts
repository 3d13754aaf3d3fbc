/**
 * The part of the Web Storage API the console's stored records use
 * (localStorage in the browser, `MemoryStorage` in tests and Node). Without
 * `removeItem` a removed record is written empty; without `key`/`length` a
 * record can be read by its key but none can be listed.
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'removeItem' | 'key' | 'length'>>;
