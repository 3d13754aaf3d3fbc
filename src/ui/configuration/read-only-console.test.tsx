import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAt } from '../../../test/support/configuration-page-helpers';
import { consoleAgainstSimulator } from '../../../test/support/console-against-simulator';
import { findItemTable } from '../../../test/support/item-table';
import type { ConsoleServices } from '../../application/console-services';
import { SEED_GUIDS } from '../../infrastructure/simulator/seed/seed-guids';

const { simulator } = consoleAgainstSimulator({ initialised: true });

/** The console becomes a fleet site's, opened by an operator of `role` (docs/fleet.md, "A viewer reads"). */
function openedBy(services: ConsoleServices, role: 'installer' | 'viewer') {
  act(() => services.siteConsole.setOpened({ id: 'north', name: 'North depot', tags: [], username: 'admin', operator: { name: 'vera', role } }));
}

const saveBar = () => screen.queryByRole('region', { name: 'Configuration changes' });

describe("the configuration kit in a viewer's console", () => {
  it('shows a list page read-only: fields read-only but readable, no add nor delete, a note in place of the save bar', async () => {
    const { services, history } = await signedInAt(`/admin/contacts?item=${SEED_GUIDS.contactSecurity}`, 'Contacts');
    openedBy(services, 'viewer');
    await findItemTable('Contacts');
    const mail = (await screen.findByLabelText('Mail address')) as HTMLInputElement;
    await waitFor(() => expect(mail.readOnly).toBe(true));
    expect(mail.value).toBe('claire.martin@example.com');
    expect(mail.disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'New contact' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(saveBar()).toBeNull();
    const note = screen.getByRole('region', { name: 'Read only' });
    within(note).getByText('Read only: as a viewer, your changes are refused');

    // Even a change forced on the input reaches neither the field nor the draft.
    const draft = services.workspace.state().draft;
    fireEvent.change(mail, { target: { value: 'someone@example.com' } });
    fireEvent.blur(mail);
    expect(mail.value).toBe('claire.martin@example.com');
    expect(services.workspace.state().draft).toBe(draft);
    expect(services.workspace.state().dirty).toBe(false);

    // Nothing open: the hint says to look, not to edit or add.
    act(() => history.push('/admin/contacts'));
    expect((await screen.findByTestId('detail-hint')).textContent).toBe('Select an item in the list to see it.');
  });

  it("says that an empty site's devices are an installer's to add, with no link to add them", async () => {
    simulator.state.reset(true, 'empty');
    const { services } = await signedInAt('/admin/devices', 'Devices');
    openedBy(services, 'viewer');
    await waitFor(() => expect(screen.getByTestId('devices-empty').textContent).toContain('This site has no camera, recorder nor I/O box. Adding them is for an installer.'));
    expect(screen.queryByRole('link', { name: 'Add devices' })).toBeNull();
  });

  it('leaves the keys inert and offers the download only', async () => {
    const { services } = await signedInAt('/admin/network', 'Network services');
    openedBy(services, 'viewer');
    await waitFor(() => expect(saveBar()).toBeNull());
    const port = screen.getByLabelText('HTTP port') as HTMLInputElement;
    expect(port.readOnly).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Use SIPS' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Reset the .* port to its default/ })).toBeNull();
    const draft = services.workspace.state().draft;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use SIPS' }));
    fireEvent.keyDown(document.body, { key: 'z', code: 'KeyZ', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 's', code: 'KeyS', ctrlKey: true });
    expect(screen.queryByTestId('save-dialog')).toBeNull();
    expect(services.workspace.state().draft).toBe(draft);

    fireEvent.click(within(screen.getByRole('region', { name: 'Read only' })).getByRole('button', { name: 'Configuration file' }));
    expect(await screen.findByRole('menuitem', { name: "Download the appliance's configuration" })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Upload/ })).toBeNull();
    expect(screen.queryByTestId('configuration-upload-input')).toBeNull();
  });

  it("is unchanged on one appliance and in an installer's site console: fields editable, add, delete and the save bar", async () => {
    const { services } = await signedInAt(`/admin/contacts?item=${SEED_GUIDS.contactSecurity}`, 'Contacts');
    await waitFor(() => expect(saveBar()).not.toBeNull());
    expect(services.siteConsole.readOnly()).toBe(false);
    openedBy(services, 'installer');
    const mail = (await screen.findByLabelText('Mail address')) as HTMLInputElement;
    expect(mail.readOnly).toBe(false);
    expect(screen.getByRole('button', { name: 'New contact' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(saveBar()).not.toBeNull();
    expect(screen.queryByTestId('read-only-note')).toBeNull();
    fireEvent.change(mail, { target: { value: 'someone@example.com' } });
    fireEvent.blur(mail);
    await waitFor(() => expect(services.workspace.state().dirty).toBe(true));
  });

  it('shows a user read-only: no new group, no delete, no password form, remote access and group shown but not changeable', async () => {
    const { services } = await signedInAt(`/admin/users?item=${SEED_GUIDS.operators}&user=${SEED_GUIDS.operator}`, 'Users and groups');
    openedBy(services, 'viewer');
    await screen.findByRole('heading', { name: 'operator', level: 2 });
    await waitFor(() => expect((screen.getByLabelText('Username') as HTMLInputElement).readOnly).toBe(true));
    expect((screen.getByRole('checkbox', { name: 'Remote access' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Group') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'New group' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete the user' })).toBeNull();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByTestId('password-status').textContent).toBe('A password is stored on the appliance.');
  });

  it('offers no server operation: the maintenance actions and the start, stop and reload of the server give way to the note', async () => {
    const { services, history } = await signedInAt('/admin/maintenance', 'Maintenance');
    openedBy(services, 'viewer');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Rebuild the database' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Regulate the database' })).toBeNull();
    expect(screen.getByTestId('read-only-note')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('checkbox', { name: /Apply configuration changes/ }) as HTMLInputElement).disabled).toBe(true));

    act(() => history.push('/admin/updates'));
    await screen.findByRole('heading', { name: 'Updates', level: 1 });
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check for updates' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Install the update' })).toBeNull();
    expect(screen.getAllByTestId('read-only-note')).toHaveLength(2);
  });
});
