import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createConfiguration } from '../../../domain/configuration/configuration';
import { createParameters } from '../../../domain/configuration/parameters';
import { createStore, STORE_DEFAULTS } from '../../../domain/configuration/store';
import { anyDescriptor, isHiddenField } from '../../configuration/entity-descriptor';
import { descriptorMismatches } from '../../configuration/descriptor-checks';
import { describeFieldValue } from '../../configuration/field-values';
import { formLayout } from '../../configuration/form-layout';
import { activateLanguage } from '../../i18n/i18n-setup';
import { exportationDescriptor, storeDescriptor } from './store.descriptor';

const configuration = (stores = [createStore({ id: '1-1', name: 'Main', default: true, path: '/a' }), createStore({ id: '2-2', name: 'Rescue', rescue: true, path: '/b' })]) =>
  createConfiguration({ parameters: createParameters({ stores }) });

describe('store descriptor', () => {
  it('describes every field of a store, and nothing else', () => {
    expect(descriptorMismatches(anyDescriptor(storeDescriptor), createStore())).toEqual([]);
  });

  it('creates a store with section 9 defaults and a fresh guid, the default one only when it is the first', () => {
    const first = storeDescriptor.create!(configuration([]));
    expect(first).toMatchObject({ ...STORE_DEFAULTS, name: 'New store', path: '', default: true, rescue: false });
    expect(first.id).toMatch(/^\d+-\d+$/);
    const second = storeDescriptor.create!(configuration());
    expect(second.default).toBe(false);
    expect(second.id).not.toBe(first.id);
    expect({ verifyPath: second.verifyPath, preserveSize: second.preserveSize, limitTime: second.limitTime, limitSize: second.limitSize }).toEqual({
      verifyPath: true,
      preserveSize: 10,
      limitTime: 30,
      limitSize: 0,
    });
  });

  it('validates with the domain rules and the specification messages', () => {
    const { fields } = storeDescriptor;
    const store = createStore();
    const check = (key: 'name' | 'path' | 'limitSize', value: unknown) => {
      const field = fields[key];
      return isHiddenField(field) ? null : (field.validate?.(value as never, store)?.message ?? null);
    };
    expect(check('path', '')).toBe('storage path is required');
    expect(check('path', 'relative')).toBe('invalid storage path');
    expect(check('path', '/data/video')).toBeNull();
    expect(check('name', ' ')).toBe('this field is required');
    expect(check('limitSize', -1)).toBe('please provide a positive integer');
  });

  it('makes a store the default through setDefaultStore, and keeps the default read-only with why', () => {
    const before = configuration();
    const field = storeDescriptor.fields.default;
    if (isHiddenField(field)) throw new Error('default is a field');
    const rescue = before.parameters.stores[1]!;
    const after = field.set!(true, { configuration: before, entity: rescue, path: ['parameters', 'stores', { id: '2-2' }] });
    expect(after.parameters.stores.map((store) => store.default)).toEqual([false, true]);
    expect(field.readOnly!(after.parameters.stores[1]!, after)?.message).toMatch(/Make another store the default/);
    expect(field.readOnly!(after.parameters.stores[0]!, after)).toBeNull();
  });

  it('removes a store through the domain, refusing one that is not in the list', () => {
    const before = configuration();
    expect(storeDescriptor.remove!(before, before.parameters.stores[1]!).parameters.stores.map((store) => store.name)).toEqual(['Main']);
    expect(() => storeDescriptor.remove!(before, createStore({ id: '9-9' }))).toThrow(/isn't in this config's store list/);
  });

  it('shows verifyPath and preserveSize in expert mode only, grouped general, location, limits', () => {
    const entity = configuration().parameters.stores[0]!;
    const keys = (expert: boolean) => formLayout(anyDescriptor(storeDescriptor), entity, configuration(), expert).map((group) => [group.group, group.fields.map((field) => field.key)]);
    expect(keys(false)).toEqual([
      ['general', ['name', 'default', 'rescue']],
      ['location', ['path']],
      ['limits', ['limitTime', 'limitSize']],
    ]);
    expect(keys(true)).toEqual([
      ['general', ['name', 'default', 'rescue']],
      ['location', ['path', 'verifyPath']],
      ['limits', ['preserveSize', 'limitTime', 'limitSize']],
    ]);
  });

  it('offers the stores and none as exportation, naming the store in the review', () => {
    const i18n = activateLanguage('fr', setupI18n());
    const options = exportationDescriptor.field.input.kind === 'select' ? exportationDescriptor.field.input.options(configuration()) : [];
    expect(options.map((option) => option.value)).toEqual(['', '1-1', '2-2']);
    expect(describeFieldValue(i18n, exportationDescriptor.field, '2-2', configuration())).toBe('Rescue');
    const preserve = storeDescriptor.fields.preserveSize;
    if (isHiddenField(preserve)) throw new Error('preserveSize is a field');
    expect(describeFieldValue(i18n, preserve, 10, configuration())).toBe('10 Go');
  });
});
