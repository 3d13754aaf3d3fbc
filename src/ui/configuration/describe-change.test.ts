import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createConfiguration } from '../../domain/configuration/configuration';
import { createParameters } from '../../domain/configuration/parameters';
import { createStore } from '../../domain/configuration/store';
import { exportationDescriptor, storeDescriptor } from '../features/storage/store.descriptor';
import { activateLanguage } from '../i18n/i18n-setup';
import { describeChange } from './describe-change';
import { anyDescriptor } from './entity-descriptor';
import { modelKeyLabel } from './model-key-labels';
import { page } from './page-entry';
import { PAGES } from '../routes/pages';

const pages = [page('storage', 'storage', { id: 'Storage', message: 'Storage' }, () => Promise.resolve({ StoragePage: () => null }), 'StoragePage', { edits: [anyDescriptor(storeDescriptor), exportationDescriptor] })];
const main = createStore({ id: '1-1', name: 'Main', default: true, path: '/a' });
const draft = createConfiguration({ parameters: createParameters({ stores: [main] }), exportation: '1-1' });
const en = activateLanguage('en', setupI18n());

describe('describeChange', () => {
  it('names the entity, the item, the field and both values with the descriptors', () => {
    const change = { kind: 'changed', path: ['parameters', 'stores', { id: '1-1' }, 'limitTime'], before: 30, after: 60 } as const;
    expect(describeChange(en, change, pages, draft)).toEqual({
      kind: 'changed',
      entity: 'Store',
      page: 'Storage',
      item: 'Main',
      itemKey: 'parameters.stores[id=1-1]',
      field: 'Keep recordings for',
      before: '30 days',
      after: '60 days',
      link: { to: '/admin/storage', item: '1-1', hash: 'cfg.parameters.stores.1-1.limitTime' },
    });
    const fr = activateLanguage('fr', setupI18n());
    expect(describeChange(fr, { kind: 'changed', path: ['parameters', 'stores', { id: '1-1' }, 'verifyPath'], before: true, after: false }, pages, draft)).toMatchObject({
      entity: 'Stockage',
      field: 'Vérifier le chemin',
      before: 'oui',
      after: 'non',
    });
  });

  it('describes an added or removed item by its name, a deleted one from the base', () => {
    const archive = createStore({ id: '2-2', name: 'Archive' });
    expect(describeChange(en, { kind: 'added', path: ['parameters', 'stores', { id: '2-2' }], after: archive }, pages, draft)).toMatchObject({ kind: 'added', entity: 'Store', item: 'Archive', after: 'Archive', before: '' });
    const base = createConfiguration({ parameters: createParameters({ stores: [main, archive] }) });
    expect(describeChange(en, { kind: 'changed', path: ['parameters', 'stores', { id: '2-2' }, 'name'], before: 'Archive', after: 'Old' }, pages, draft, base)).toMatchObject({ item: 'Archive', field: 'Name' });
  });

  it('describes a value descriptor by its options', () => {
    const withRescue = createConfiguration({ parameters: createParameters({ stores: [main, createStore({ id: '3-3', name: 'Rescue' })] }) });
    expect(describeChange(en, { kind: 'changed', path: ['exportation'], before: '1-1', after: '3-3' }, pages, withRescue)).toMatchObject({ entity: 'Exportation store', before: 'Main', after: 'Rescue' });
  });

  it("names places no page edits with the model's labels (humanised keys only for a key the model does not have), and masks secrets", () => {
    // The analysis filters have no page yet: their list is named by the model's table.
    const path = ['filters', { id: 'd' }, 'password'];
    const withDevice = { ...draft, filters: [{ id: 'd', name: 'Gate camera' }] } as never;
    expect(describeChange(en, { kind: 'changed', path, before: { value: 'x', crypted: true }, after: { value: 'y', crypted: false } }, pages, withDevice)).toEqual({
      kind: 'changed',
      entity: 'Video analysis',
      item: 'Gate camera',
      itemKey: 'filters[id=d]',
      field: 'Password',
      before: '••••',
      after: '••••',
      link: undefined,
    });
    expect(describeChange(en, { kind: 'changed', path: ['parameters', 'network', 'httpPort'], before: 80, after: 8080 }, pages, draft)).toMatchObject({ entity: 'Parameters', field: 'Network services › HTTP port', before: '80', after: '8080' });
    expect(describeChange(en, { kind: 'changed', path: ['parameters', 'someField'], before: true, after: false }, pages, draft)).toMatchObject({ entity: 'Parameters', field: 'some field', before: 'yes', after: 'no' });
  });

  it("names a list an entity kind's page edits by the kind's plural, from the page table", () => {
    expect([modelKeyLabel(en, 'devices', PAGES), modelKeyLabel(en, 'alarms', PAGES), modelKeyLabel(en, 'stores', PAGES), modelKeyLabel(en, 'devices', pages)]).toEqual(['Devices', 'Alarm receivers', 'Stores', undefined]);
  });
});
