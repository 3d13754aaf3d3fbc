import { describe, expect, it } from 'vitest';
import { aConfigurationWithoutDefaultStore, aRealisticConfiguration } from '../../../test/mothers/configuration.mother';
import { NoDefaultStoreError, StoreNotInListError } from './configuration-errors';
import { sequentialGuids } from './guid';
import { createStore, type Store } from './store';
import { addStore, defaultStore, removeStore, setDefaultStore } from './store-list';

describe('store list', () => {
  const { parameters } = aRealisticConfiguration();
  const [main, rescue, archive] = parameters.stores as readonly [Store, Store, Store];

  it('finds the default store', () => {
    expect(defaultStore(parameters)).toBe(main);
  });

  it("refuses to answer when no store is default: NO_DEFAULT_STORE 'no default store'", () => {
    const { parameters: without } = aConfigurationWithoutDefaultStore();
    expect(() => defaultStore(without)).toThrow(NoDefaultStoreError);
    expect(() => defaultStore(without)).toThrow(expect.objectContaining({ code: 'CONFIG.NO_DEFAULT_STORE', message: 'no default store' }));
  });

  it('moves the default mark, rebuilding only the two stores that change', () => {
    const next = setDefaultStore(parameters, archive.id);
    expect(defaultStore(next).id).toBe(archive.id);
    expect(next.stores.filter((store) => store.default)).toHaveLength(1);
    expect(next.stores[1]).toBe(rescue);
    expect(next.network).toBe(parameters.network);
    expect(setDefaultStore(parameters, main.id)).toBe(parameters);
  });

  it('adds a store; one added as default takes the mark', () => {
    const added = addStore(parameters, createStore({ name: 'Nouveau', path: '/data' }, sequentialGuids(50)));
    expect(added.stores).toHaveLength(4);
    expect(defaultStore(added)).toBe(main);
    const addedDefault = addStore(parameters, createStore({ name: 'Défaut', default: true, path: '/d' }, sequentialGuids(51)));
    expect(defaultStore(addedDefault).id).toBe('51-1');
    expect(addedDefault.stores.filter((store) => store.default)).toHaveLength(1);
  });

  it("removes a store, and refuses one that isn't in the list with the specification's message", () => {
    const removed = removeStore(parameters, rescue.id);
    expect(removed.stores.map((store) => store.id)).toEqual([main.id, archive.id]);
    expect(removed.stores[0]).toBe(main);
    expect(() => removeStore(parameters, '1-999')).toThrow(StoreNotInListError);
    expect(() => removeStore(parameters, '1-999')).toThrow("Store 1-999 isn't in this config's store list. Can't remove it");
  });


});
