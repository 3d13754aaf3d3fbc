import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createConfiguration } from '../../domain/configuration/configuration';
import { createParameters } from '../../domain/configuration/parameters';
import { createStore, type Store } from '../../domain/configuration/store';
import { storeDescriptor } from '../features/storage/store.descriptor';
import { activateLanguage } from '../i18n/i18n-setup';
import { system } from '../theme/system';
import { EntityList, VIRTUAL_THRESHOLD } from './entity-list';

function renderList(stores: readonly Store[], selectedId?: string) {
  const configuration = createConfiguration({ parameters: createParameters({ stores }) });
  const selected: string[] = [];
  render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={activateLanguage('en', setupI18n())}>
        <EntityList descriptor={storeDescriptor} items={stores} configuration={configuration} selectedId={selectedId} onSelect={(id) => selected.push(id)} problemCount={(id) => (id === '7-7' ? 2 : 0)} />
      </I18nProvider>
    </ChakraProvider>,
  );
  return selected;
}

describe('EntityList', () => {
  it('sorts by name (numbers in order), marks the open item and counts problems', () => {
    const selected = renderList([createStore({ id: '7-7', name: 'Disk 10' }), createStore({ id: '8-8', name: 'disk 9', default: true }), createStore({ id: '9-9', name: '' })], '8-8');
    const rows = within(screen.getByRole('list', { name: 'Stores' })).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual(['(no name)', 'disk 9default', 'Disk 102 problems']);
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    fireEvent.click(rows[2]!);
    expect(selected).toEqual(['7-7']);
  });

  it('keeps thousands of items responsive: only the rows in view are rendered, search covers them all', async () => {
    const stores = Array.from({ length: 5000 }, (_, index) => createStore({ id: `${index}-1`, name: `Store ${String(index).padStart(4, '0')}` }));
    renderList(stores);
    const region = screen.getByRole('region', { name: 'Stores' });
    const rendered = within(region).getAllByRole('button');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(VIRTUAL_THRESHOLD);
    expect(rendered[0]!.textContent).toBe('Store 0000');
    expect(screen.getByText('5000 of 5000')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Stores' }), { target: { value: 'store 4999' } });
    await waitFor(() => expect(screen.getByText('1 of 5000')).toBeTruthy());
    expect(within(screen.getByRole('list', { name: 'Stores' })).getByRole('button').textContent).toBe('Store 4999');
  });

  it('isolates each name (a right-to-left override inside one reverses nothing around it) and cuts a long one, whole in its title', () => {
    const long = `Archive ${'x'.repeat(300)}`;
    renderList([createStore({ id: '1-1', name: 'Back\u202Eup' }), createStore({ id: '2-2', name: long })]);
    const rows = within(screen.getByRole('list', { name: 'Stores' })).getAllByRole('button');
    const isolated = rows[1]!.querySelector('bdi')!;
    expect(isolated.textContent).toBe('Back\u202Eup');
    // The row's other content (markers, problem counts) sits outside the isolated name.
    expect(rows[1]!.textContent).toBe('Back\u202Eup');
    const cut = rows[0]!.querySelector('bdi')!;
    expect(cut.textContent).toBe(long);
    expect(cut.getAttribute('title')).toBe(long);
    const style = getComputedStyle(cut);
    expect(style.textOverflow).toBe('ellipsis');
    expect(style.whiteSpace).toBe('nowrap');
  });
});
