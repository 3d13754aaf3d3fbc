import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createConfiguration } from '../../domain/configuration/configuration';
import { buildSearchIndex } from '../../domain/configuration/search/configuration-search';
import { navigationGroups } from '../shell/admin/admin-navigation';
import { resultUrl, searchTargets } from '../features/search/search-targets';
import { activateLanguage } from '../i18n/i18n-setup';
import type { AnyEntityDescriptor } from '../configuration/entity-descriptor';
import { entityKinds } from '../configuration/entity-kinds';
import { modelKeyLabel } from '../configuration/model-key-labels';
import { listPage } from '../configuration/page-entry';
import { PAGES } from './pages';

/**
 * A new kind of entity is its descriptor and its page (docs/architecture.md,
 * "Where a change goes"): the video analysis filters, which have neither yet,
 * given both here, are found by the search, named in the review, and have a
 * menu entry in the Configuration group, with no other table touched.
 */
const filterDescriptor: AnyEntityDescriptor = {
  kind: 'analysis-filter',
  singular: { id: 'fixture.filter', message: 'Analysis filter' },
  plural: { id: 'fixture.filters', message: 'Analysis filters' },
  location: { list: ['filters'] },
  fields: {},
  nameOf: (filter) => (filter as { readonly name: string }).name,
};
const pages = [...PAGES, listPage('analysis', 'motion_photos_on', filterDescriptor, () => Promise.resolve({ AnalysisPage: () => null }), 'AnalysisPage')];
const english = activateLanguage('en', setupI18n());

describe('a new kind of entity, from its descriptor and its page', () => {
  it('is one of the kinds, edited by its page', () => {
    expect(entityKinds(pages).at(-1)).toMatchObject({ descriptor: filterDescriptor, page: { path: 'analysis' } });
    expect(entityKinds(PAGES).map(({ descriptor }) => descriptor.kind)).not.toContain('analysis-filter');
  });

  it('is found by the search, named by its singular, and opens on its page', () => {
    const draft = createConfiguration({ filters: [{ id: 'f-1', name: 'Lobby motion' } as never] });
    const targets = searchTargets(pages);
    const index = buildSearchIndex(draft, targets.sources);
    expect(index.find((entry) => entry.name === 'Lobby motion')).toMatchObject({ kind: 'analysis-filter', id: 'f-1' });
    expect(targets.labels.get('analysis-filter')).toBe(filterDescriptor.singular);
    expect(resultUrl({ kind: 'analysis-filter', ownerId: 'f-1' }, draft, pages)).toBe('/admin/analysis?item=f-1');
  });

  it("names its list by its plural, and has a menu entry under Configuration with the plural as its label", () => {
    expect(modelKeyLabel(english, 'filters', pages)).toBe('Analysis filters');
    const configuration = navigationGroups(pages).find((group) => group.id === 'configuration')!;
    expect(configuration.entries.at(-1)).toEqual({ to: '/admin/analysis', icon: 'motion_photos_on', label: filterDescriptor.plural });
  });

  it('leaves the menu of the page table as it was: the site, its configuration (with its history), the server (with its audit)', () => {
    expect(navigationGroups(PAGES).map((group) => group.entries.map((entry) => entry.to))).toEqual([
      ['/admin', '/admin/devices', '/admin/logic'],
      ['/admin/users', '/admin/storage', '/admin/network', '/admin/smtp-servers', '/admin/sms-servers', '/admin/contacts', '/admin/ftp-clients', '/admin/monitors', '/admin/calendars', '/admin/settings', '/admin/history'],
      ['/admin/health', '/admin/network-interfaces', '/admin/logs', '/admin/debug-console', '/admin/command', '/admin/maintenance', '/admin/updates', '/admin/remote-access', '/admin/audit', '/admin/preferences'],
    ]);
  });
});
