import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator, renderConsole } from '../../../../test/support/console-against-simulator';
import type { MemoryStorage } from '../../../infrastructure/memory/storage-preferences.adapter';
import { INITIALISED_ADMIN_PASSWORD } from '../../../infrastructure/simulator/state/accounts';

consoleAgainstSimulator({ initialised: true });

async function signIn(path: string, heading: string, storage?: MemoryStorage) {
  const view = renderConsole(`/auth?redirect=${encodeURIComponent(path)}`, storage ? { storage } : {});
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: INITIALISED_ADMIN_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { name: heading, level: 1 });
  // The sign-in does not wait for the configuration's decode: the page's fields come with it.
  await act(() => view.services.signIn.configurationLoaded());
  return view;
}

async function editHttpPort(value: string) {
  const input = screen.getByLabelText('HTTP port');
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  await screen.findByText('1 unsaved change');
}

describe('leaving with unsaved changes', () => {
  it('asks before a navigation out of the console, and stays when told to', async () => {
    const { history, services } = await signIn('/admin/network', 'Network services');
    await editHttpPort('8080');
    act(() => history.push('/auth'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    expect(dialog.textContent).toContain('without passwords');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(history.location.pathname).toBe('/admin/network');
    expect(services.workspace.state().draft?.parameters.network.httpPort).toBe(8080);

    act(() => history.push('/auth'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(history.location.pathname).toBe('/auth'));
  });

  it('does not ask between admin pages, nor when nothing is pending', async () => {
    const { history } = await signIn('/admin/network', 'Network services');
    await editHttpPort('8080');
    act(() => history.push('/admin/preferences'));
    await screen.findByRole('heading', { name: 'Preferences', level: 1 });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before signing out, saying the draft stays in this browser, then offers it back at the next sign-in', async () => {
    const first = await signIn('/admin/network', 'Network services');
    await editHttpPort('8080');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out with unsaved changes?' });
    expect(dialog.textContent).toContain('kept in this browser');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await screen.findByLabelText('Username');
    first.unmount();

    // Same browser (same storage), new sign-in: the draft is offered, then restored as one step.
    const second = await signIn('/admin/network', 'Network services', first.storage);
    const offer = await screen.findByTestId('draft-offer');
    expect(offer.textContent).toMatch(/You have unsaved changes from .+: 1 change\./);
    fireEvent.click(within(offer).getByRole('button', { name: 'Show the changes' }));
    expect((await within(offer).findByRole('list', { name: 'Unsaved changes' })).textContent).toContain('HTTP port:80→becomes8080');
    fireEvent.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect((await screen.findByTestId('draft-restored')).textContent).toContain('1 change restored.');
    await waitFor(() => expect(second.services.workspace.state().draft?.parameters.network.httpPort).toBe(8080));
    expect((screen.getByLabelText('HTTP port') as HTMLInputElement).value).toBe('8080');
  });

  it('discards an offered draft only after asking', async () => {
    const first = await signIn('/admin/network', 'Network services');
    await editHttpPort('8080');
    first.services.drafts.flush();
    first.unmount();

    const second = await signIn('/admin/network', 'Network services', first.storage);
    const offer = await screen.findByTestId('draft-offer');
    fireEvent.click(within(offer).getByRole('button', { name: 'Discard them' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard the unsaved changes?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByTestId('draft-offer')).toBeNull());
    expect(second.services.drafts.offer()).toBeUndefined();
    expect(second.services.workspace.state().dirty).toBe(false);
  });
});
