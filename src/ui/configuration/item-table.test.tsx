import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createConfiguration } from '../../domain/configuration/configuration';
import { createParameters } from '../../domain/configuration/parameters';
import { createStore, type Store } from '../../domain/configuration/store';
import { storeList } from '../features/storage/store.list';
import { storeDescriptor } from '../features/storage/store.descriptor';
import { activateLanguage } from '../i18n/i18n-setup';
import { system } from '../theme/system';
import { ItemTable } from './item-table';

function renderTable(stores: readonly Store[], options: { readonly selectedId?: string; readonly language?: 'en' | 'fr' } = {}) {
  const configuration = createConfiguration({ parameters: createParameters({ stores }) });
  const selected: string[] = [];
  render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={activateLanguage(options.language ?? 'en', setupI18n())}>
        <ItemTable
          descriptor={storeDescriptor}
          columns={storeList.columns}
          items={stores}
          configuration={configuration}
          selectedId={options.selectedId}
          onSelect={(id) => selected.push(id)}
          problemCount={(id) => (id === '7-7' ? 2 : 0)}
          empty={<button type="button">New store</button>}
        />
      </I18nProvider>
    </ChakraProvider>,
  );
  return selected;
}

const table = (name = 'Stores') => screen.getByRole('table', { name });
const names = () => within(table()).getAllByRole('button', { name: (_, element) => element.closest('tbody') !== null }).map((row) => row.textContent);
const header = (name: string) => within(table()).getByRole('columnheader', { name: new RegExp(name) });

describe('ItemTable', () => {
  it('sorts by name (numbers in order), shows the columns, marks the open item and counts problems', () => {
    const selected = renderTable(
      [createStore({ id: '7-7', name: 'Disk 10', path: '/b', limitTime: 7 }), createStore({ id: '8-8', name: 'disk 9', default: true, path: '/a', limitTime: 30 }), createStore({ id: '9-9', name: '', path: '/c', limitTime: 0 })],
      { selectedId: '8-8' },
    );
    expect(names()).toEqual(['(no name)', 'disk 9default', 'Disk 102 problems']);
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    const rows = within(table()).getAllByRole('row').slice(1);
    // Every column is in the row; at the test window's width (no md breakpoint) only the name and the key column (retention) are shown.
    expect(within(rows[1]!).getAllByRole('cell', { hidden: true }).map((cell) => cell.textContent)).toEqual(['disk 9default', '/a', '30 days', 'no maximum']);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['disk 9default', '30 days']);
    expect(within(rows[0]!).getAllByRole('cell', { hidden: true })[2]!.textContent).toBe('until full');
    expect(within(rows[1]!).getByRole('button').getAttribute('aria-current')).toBe('true');
    // A click anywhere on the row selects its item.
    fireEvent.click(within(rows[2]!).getAllByRole('cell')[1]!);
    fireEvent.click(within(rows[0]!).getByRole('button'));
    expect(selected).toEqual(['7-7', '9-9']);
  });

  it('sorts by a column when its header is pressed, numbers as numbers, and the other way when pressed again', () => {
    renderTable([createStore({ id: '1-1', name: 'A', limitTime: 100 }), createStore({ id: '2-2', name: 'B', limitTime: 30 }), createStore({ id: '3-3', name: 'C', limitTime: 7 })]);
    fireEvent.click(within(header('Keep recordings for')).getByRole('button'));
    expect(names()).toEqual(['C', 'B', 'A']);
    expect(header('Keep recordings for').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header('Keep recordings for')).getByRole('button'));
    expect(names()).toEqual(['A', 'B', 'C']);
    expect(header('Keep recordings for').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header('Name')).getByRole('button'));
    expect(names()).toEqual(['A', 'B', 'C']);
    fireEvent.click(within(header('Name')).getByRole('button'));
    expect(names()).toEqual(['C', 'B', 'A']);
  });

  it('moves between rows with the arrow keys, Home and End', () => {
    renderTable([createStore({ id: '1-1', name: 'A' }), createStore({ id: '2-2', name: 'B' }), createStore({ id: '3-3', name: 'C' })]);
    const buttons = () => within(table()).getAllByRole('button', { name: (_, element) => element.closest('tbody') !== null });
    buttons()[0]!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons()[1]);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(buttons()[2]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons()[2]);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(buttons()[0]);
  });

  it('says what to do on an empty list instead of showing an empty table, and says when the search finds nothing', async () => {
    renderTable([]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByTestId('empty-list')).getByText('The list is empty.')).toBeTruthy();
    expect(within(screen.getByTestId('empty-list')).getByRole('button', { name: 'New store' })).toBeTruthy();
  });

  it('replaces the table by a message when the search matches nothing, with a way back', async () => {
    renderTable([createStore({ id: '1-1', name: 'Main' })], { language: 'fr' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher : Stockages' }), { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(screen.getByTestId('no-match').textContent).toContain('zzz');
    fireEvent.click(within(screen.getByTestId('no-match')).getByRole('button'));
    await waitFor(() => expect(table('Stockages')).toBeTruthy());
  });

  it('keeps thousands of items responsive: only the rows in view are rendered, search and sort cover them all', async () => {
    const stores = Array.from({ length: 5000 }, (_, index) => createStore({ id: `${index}-1`, name: `Store ${String(index).padStart(4, '0')}`, limitTime: index }));
    renderTable(stores);
    const rendered = names();
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(100); // lists longer than 100 rows are virtualised
    expect(rendered[0]).toBe('Store 0000');
    expect(table().getAttribute('aria-rowcount')).toBe('5001');
    expect(screen.getByText('5000 of 5000')).toBeTruthy();
    fireEvent.click(within(header('Keep recordings for')).getByRole('button'));
    fireEvent.click(within(header('Keep recordings for')).getByRole('button'));
    expect(names()[0]).toBe('Store 4999');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Stores' }), { target: { value: 'store 1234' } });
    await waitFor(() => expect(screen.getByText('1 of 5000')).toBeTruthy());
    expect(names()).toEqual(['Store 1234']);
  });

  it('isolates each name (a right-to-left override inside one reverses nothing around it) and cuts a long one, whole in its title', () => {
    const long = `Archive ${'x'.repeat(300)}`;
    renderTable([createStore({ id: '1-1', name: 'Back\u202Eup' }), createStore({ id: '2-2', name: long })]);
    const rows = within(table()).getAllByRole('button', { name: (_, element) => element.closest('tbody') !== null });
    const isolated = rows[1]!.querySelector('bdi')!;
    expect(isolated.textContent).toBe('Back\u202Eup');
    expect(rows[1]!.textContent).toBe('Back\u202Eup');
    const cut = rows[0]!.querySelector('bdi')!;
    expect(cut.textContent).toBe(long);
    expect(cut.getAttribute('title')).toBe(long);
    const style = getComputedStyle(cut);
    expect(style.textOverflow).toBe('ellipsis');
    expect(style.whiteSpace).toBe('nowrap');
  });
});
