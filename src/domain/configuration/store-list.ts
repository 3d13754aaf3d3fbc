import { NoDefaultStoreError, StoreNotInListError } from './configuration-errors';
import type { Guid } from './guid';
import type { Parameters } from './parameters';
import type { Store } from './store';

/** The store marked default; NO_DEFAULT_STORE when none is. */
export function defaultStore(parameters: Pick<Parameters, 'stores'>): Store {
  const found = parameters.stores.find((store) => store.default);
  if (!found) throw new NoDefaultStoreError();
  return found;
}

function findStore(parameters: Pick<Parameters, 'stores'>, id: Guid): Store | undefined {
  return parameters.stores.find((store) => store.id === id);
}

/** Appends a store; a store marked default takes the mark from the others. */
export function addStore(parameters: Parameters, store: Store): Parameters {
  const withStore = { ...parameters, stores: [...parameters.stores, store] };
  return store.default ? setDefaultStore(withStore, store.id) : withStore;
}

/** Removes a store by id; refused when it is not in the list. */
export function removeStore(parameters: Parameters, id: Guid): Parameters {
  if (!findStore(parameters, id)) throw new StoreNotInListError(id);
  return { ...parameters, stores: parameters.stores.filter((store) => store.id !== id) };
}

/** Marks one store default and clears the mark on the others; untouched stores keep their identity. */
export function setDefaultStore(parameters: Parameters, id: Guid): Parameters {
  if (!findStore(parameters, id)) throw new StoreNotInListError(id);
  let changed = false;
  const stores = parameters.stores.map((store) => {
    const shouldBeDefault = store.id === id;
    if (store.default === shouldBeDefault) return store;
    changed = true;
    return { ...store, default: shouldBeDefault };
  });
  return changed ? { ...parameters, stores } : parameters;
}
