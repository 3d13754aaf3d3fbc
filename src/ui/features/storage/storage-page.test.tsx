import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConsoleServices } from '../../../application/console-services';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator, renderConsole } from '../../../../test/support/console-against-simulator';
import { SEED_GUIDS } from '../../../infrastructure/simulator/seed/seed-guids';
import { INITIALISED_ADMIN_PASSWORD } from '../../../infrastructure/simulator/state/accounts';
import { itemTable, findItemTable, itemButtons, itemButton } from '../../../../test/support/item-table';

const { simulator } = consoleAgainstSimulator({ initialised: true });

async function signedIn(path: string, options: { heading?: string } = {}) {
  const view = renderConsole(`/auth?redirect=${encodeURIComponent(path)}`);
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: INITIALISED_ADMIN_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { name: options.heading ?? 'Storage', level: 1 });
  // The sign-in does not wait for the configuration's decode: the page's fields come with it.
  await act(() => view.services.signIn.configurationLoaded());
  return view;
}

const stores = (services: ConsoleServices) =>
  services.workspace.state().draft?.parameters.stores ?? [];

function commit(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('storage page', () => {
  it('lists the stores sorted by name with their markers; a store opens from the URL', async () => {
    const { history } = await signedIn(`/admin/storage?item=${SEED_GUIDS.rescueStore}`);
    const list = await findItemTable('Stores');
    expect(itemButtons(list).map((row) => row.textContent)).toEqual(['Main storagedefault', 'Rescue storagerescue']);
    expect(((await screen.findByLabelText('Path')) as HTMLInputElement).value).toBe('/mnt/rescue');
    fireEvent.click(itemButton(list, /Main storage/));
    await waitFor(() => expect(history.location.search).toContain(SEED_GUIDS.defaultStore));
    expect(itemButton(list, /Main storage/).getAttribute('aria-current')).toBe('true');
  });

  it('shows a bad path by its field and in the problems list, which links back to the field', async () => {
    const { services } = await signedIn(`/admin/storage?item=${SEED_GUIDS.rescueStore}`);
    commit(await screen.findByLabelText('Path'), 'relative/path');
    await waitFor(() => expect(stores(services)[1]?.path).toBe('relative/path'));
    const field = screen.getByLabelText('Path');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const problems = screen.getByTestId('problems-list');
    expect(within(problems).getByText('invalid storage path')).toBeTruthy();
    fireEvent.click(within(problems).getByRole('link', { name: 'Storage › Rescue storage › Path' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Path')));

    commit(field, '');
    expect(await screen.findAllByText('storage path is required')).toHaveLength(2);
    // One committed change is one step of history.
    act(() => void services.workspace.undo());
    await waitFor(() => expect((screen.getByLabelText('Path') as HTMLInputElement).value).toBe('relative/path'));
  });

  it('estimates the days of recording the store holds from the streams recording to it, as its limits change', async () => {
    await signedIn(`/admin/storage?item=${SEED_GUIDS.defaultStore}`);
    const retention = await screen.findByTestId('store-retention');
    // The seed's five streams record to the main store, VBR at 4096 kbit/s at most: 20.48 Mbit/s, 221.184 GB a day.
    expect(retention.textContent).toContain('5 video streams record here: 20.5 Mbit/s in total, about 221.2 GB a day.');
    commit(await screen.findByLabelText('Maximum size'), '2212');
    await waitFor(() => expect(within(retention).getByTestId('retention-days').textContent).toBe('About 10 days of recording fit in the maximum size.'));
    commit(screen.getByLabelText('Keep recordings for'), '7');
    await waitFor(() => expect(within(retention).getByTestId('retention-days').textContent).toBe('Recordings are kept 7 days (the time limit); the maximum size would hold about 10 days.'));
  });

  it('creates a store with the specification defaults and makes it the default', async () => {
    const { services } = await signedIn('/admin/storage');
    fireEvent.click(await screen.findByRole('button', { name: 'New store' }));
    const name = await screen.findByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('New store');
    const created = stores(services)[2]!;
    expect(created).toMatchObject({ default: false, rescue: false, path: '', verifyPath: true, preserveSize: 10, limitTime: 30, limitSize: 0 });
    expect((screen.getByLabelText('Keep recordings for') as HTMLInputElement).value).toBe('30');
    // Expert-only outside expert mode.
    expect(screen.queryByLabelText('Free space kept')).toBeNull();

    commit(name, 'Archive');
    commit(screen.getByLabelText('Path'), '/srv/archive');
    commit(screen.getByLabelText('Maximum size'), '-3');
    // The draft holds what the form shows; its refusal is the draft's problem, in the field and in the problems list.
    expect((await screen.findAllByText('please provide a positive integer')).length).toBeGreaterThan(0);
    expect(stores(services)[2]?.limitSize).toBe(-3);
    expect(services.workspace.state().problems.map((problem) => [problem.path, problem.message])).toContainEqual(['configuration/parameters/stores/store[3]/limit-size', 'please provide a positive integer']);
    commit(screen.getByLabelText('Maximum size'), '0');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Default store' }));
    await waitFor(() => expect(stores(services).map((store) => store.default)).toEqual([false, false, true]));
    expect(screen.getByRole('checkbox', { name: 'Default store' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Make another store the default instead/)).toBeTruthy();
    expect(itemButton(itemTable('Stores'), /Archive/).textContent).toBe('Archivedefault');
  });

  it('asks before deleting a store that devices record to and exports go to, naming them', async () => {
    const { services } = await signedIn(`/admin/storage?item=${SEED_GUIDS.rescueStore}`);
    // The default store cannot be deleted; the rescue store is free to go.
    fireEvent.change(await screen.findByLabelText('Exportation store'), { target: { value: '2' } });
    await waitFor(() => expect(services.workspace.state().draft?.exportation).toBe(SEED_GUIDS.rescueStore));
    expect(await screen.findByRole('link', { name: 'Exportation store' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Exportation store')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(stores(services)).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(stores(services).map((store) => store.name)).toEqual(['Main storage']));
    expect(services.workspace.state().draft?.exportation).toBe('');
  });

  it('lists the devices recording to the default store, which cannot be deleted', async () => {
    await signedIn(`/admin/storage?item=${SEED_GUIDS.defaultStore}`);
    const usedBy = (await screen.findByRole('heading', { name: 'Recorded to by' })).parentElement!;
    expect(within(usedBy).getAllByRole('link').map((link) => link.textContent)).toContain('Entrance camera');
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
  });

  it('lists a store the model could not read, read-only, and keeps it out of the list', async () => {
    simulator.state.setConfiguration(simulator.state.configurationXml().replace(/(Rescue storage[\s\S]*?<limit-time>)30(<\/limit-time>)/, '$1thirty$2'));
    const { services } = await signedIn('/admin/storage');
    const row = within(await screen.findByRole('region', { name: 'Items that could not be read' })).getByTestId('corrupted-item');
    expect(row.getAttribute('data-path')).toBe('configuration/parameters/stores/store[2]');
    expect(row.textContent).toContain('Rescue storage');
    expect(within(row).getByTestId('corrupted-field').textContent).toBe('limit-time');
    expect(stores(services).map((store) => store.name)).toEqual(['Main storage']);
  });

  it('shows a store name holding markup as text', async () => {
    simulator.state.setConfiguration(simulator.state.configurationXml().replace('Rescue storage', '&lt;img src=x onerror=alert(1)&gt;'));
    await signedIn('/admin/storage');
    const list = await findItemTable('Stores');
    expect(within(list).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img[src=x]')).toBeNull();
  });

  it('speaks French: labels, units, markers and the specification\'s messages', async () => {
    await signedIn(`/admin/storage?item=${SEED_GUIDS.rescueStore}`);
    fireEvent.click(screen.getByRole('button', { name: 'FR' }));
    await screen.findByRole('heading', { name: 'Stockage', level: 1 });
    const list = await findItemTable('Stockages');
    expect(itemButtons(list).map((row) => row.textContent)).toEqual(['Main storagepar défaut', 'Rescue storagesecours']);
    expect(screen.getByText('jours')).toBeTruthy();
    commit(await screen.findByLabelText('Chemin'), 'relatif');
    expect(await screen.findAllByText('chemin de stockage invalide')).toHaveLength(2);
  });
});
