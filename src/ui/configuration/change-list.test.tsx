import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n-setup';
import { system } from '../theme/system';
import { ChangeList, itemTitle, type ChangeView } from './change-list';

const RLO = '\u202E';

describe('ChangeList with names holding bidirectional controls', () => {
  it('shows each name and value in its own <bdi>, so an override stops where the name ends', () => {
    const changes: ChangeView[] = [
      { key: 'a', kind: 'changed', entity: 'SMTP server', page: 'SMTP servers', item: `Main${RLO}relay`, itemKey: 'emails[id=1]', field: 'Password', before: '••••', after: '••••' },
      { key: 'b', kind: 'changed', entity: 'SMTP server', page: 'SMTP servers', item: `Main${RLO}relay`, itemKey: 'emails[id=1]', field: 'Name', before: `Main${RLO}relay`, after: 'Main' },
    ];
    render(
      <ChakraProvider value={system}>
        <I18nProvider i18n={activateLanguage('en', setupI18n())}>
          <ChangeList changes={changes} label="Changes" />
        </I18nProvider>
      </ChakraProvider>,
    );
    const list = screen.getByRole('list', { name: 'Changes' });
    const group = within(list).getAllByRole('listitem')[0]!;
    // One group for the item; its title is the page, then the isolated name.
    const title = group.querySelector('p')!;
    expect(title.textContent).toBe(`SMTP servers › Main${RLO}relay`);
    expect(title.querySelector('bdi')!.textContent).toBe(`Main${RLO}relay`);
    // The field's label is outside every <bdi>: the override cannot reach it.
    const line = within(group).getByText('Password:');
    expect(line.closest('bdi')).toBeNull();
    const values = [...group.querySelectorAll('[data-kind] bdi')].map((element) => element.textContent);
    expect(values).toEqual(['••••', '••••', `Main${RLO}relay`, 'Main']);
  });

  it('joins the item and a field for the draft banner with the name isolated (FSI … PDI)', () => {
    const joined = [itemTitle({ entity: 'SMTP server', page: 'SMTP servers', item: `Main${RLO}` }), 'Password'].join(' — ');
    expect(joined).toBe(`SMTP servers › \u2068Main${RLO}\u2069 — Password`);
    expect(itemTitle({ entity: 'Network services', page: 'Network services' })).toBe('Network services');
    // Without a page (a part of the document no page edits), the kind of entity says where.
    expect(itemTitle({ entity: 'Video analysis', item: 'Parking' })).toBe('Video analysis › \u2068Parking\u2069');
  });

  it('never puts two items of one name under one heading, and tells them apart by their place', () => {
    const changes: ChangeView[] = [
      { key: 'a', kind: 'changed', entity: 'SMTP server', page: 'SMTP servers', item: 'Relay', position: 1, itemKey: 'emails[id=1]', field: 'Port', before: '25', after: '587' },
      { key: 'b', kind: 'changed', entity: 'SMTP server', page: 'SMTP servers', item: 'Relay', position: 3, itemKey: 'emails[id=3]', field: 'Port', before: '25', after: '465' },
    ];
    for (const [language, headings] of [
      ['en', ['SMTP servers › Relay (no. 1 in the list)', 'SMTP servers › Relay (no. 3 in the list)']],
      ['fr', ['SMTP servers › Relay (n° 1 de la liste)', 'SMTP servers › Relay (n° 3 de la liste)']],
    ] as const) {
      const { unmount } = render(
        <ChakraProvider value={system}>
          <I18nProvider i18n={activateLanguage(language, setupI18n())}>
            <ChangeList changes={changes} label="Changes" />
          </I18nProvider>
        </ChakraProvider>,
      );
      const groups = within(screen.getByRole('list', { name: 'Changes' })).getAllByRole('listitem').filter((item) => item.querySelector('p'));
      expect(groups.map((group) => group.querySelector('p')!.textContent)).toEqual(headings);
      unmount();
    }
  });
});
