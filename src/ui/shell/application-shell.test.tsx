import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryStorage, StoragePreferencesAdapter } from '../../infrastructure/memory/storage-preferences.adapter';
import { consoleAgainstSimulator, renderConsole } from '../../../test/support/console-against-simulator';
import { INITIALISED_ADMIN_PASSWORD } from '../../infrastructure/simulator/state/accounts';

const { simulator } = consoleAgainstSimulator({ initialised: true });

describe('application shell', () => {
  it('covers the page with an accessible loading overlay until the application info answers, logging each failure', async () => {
    simulator.state.faults.set({ api: { status5xx: 503 } });
    const { logger } = renderConsole('/auth');
    expect((await screen.findByRole('status', { name: /loading the application/i })).getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(logger.messages()).toContain('failed to load app'));
    expect(screen.queryByLabelText('Username')).toBeNull();
    simulator.state.faults.set({ api: { status5xx: false } });
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('sends a fresh appliance to /init and initialises it: password rules, product code, then signed in', async () => {
    simulator.state.reset(false);
    const { history, services } = renderConsole('/auth');
    const password = await screen.findByLabelText('New password');
    expect(history.location.pathname).toBe('/init');

    fireEvent.click(screen.getByRole('button', { name: 'Initialise' }));
    expect(await screen.findByText('please set a password')).toBeTruthy();
    expect(screen.getByText('product code is required')).toBeTruthy();

    fireEvent.change(password, { target: { value: 'n3w-secret' } });
    fireEvent.change(screen.getByLabelText('Confirm the password'), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText('Product code'), { target: { value: 'abcd-efgh-ijkl-mnop-qrst-uvwx-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Initialise' }));
    expect(await screen.findByText("passwords don't match")).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Confirm the password'), { target: { value: 'n3w-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Initialise' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(history.location.pathname).toBe('/admin');
    expect(services.session.credentials()).toEqual({ user: 'admin', password: 'n3w-secret' });
    expect(simulator.state.licence.productCode).toBe('ABCDEFGHIJKLMNOPQRSTUVWX1234');
  });

  it('toggles expert mode with Alt+Shift+E, shows it, and remembers it', async () => {
    const storage = new MemoryStorage();
    const first = renderConsole('/auth', { storage });
    await screen.findByLabelText('Username');
    expect(screen.queryByTestId('expert-mode-indicator')).toBeNull();
    act(() => {
      fireEvent.keyDown(window, { key: 'E', code: 'KeyE', altKey: true, shiftKey: true });
    });
    expect(screen.getByTestId('expert-mode-indicator').textContent).toContain('Expert mode');
    first.unmount();
    renderConsole('/auth', { storage });
    expect(await screen.findByTestId('expert-mode-indicator')).toBeTruthy();
    act(() => {
      fireEvent.keyDown(window, { key: 'E', code: 'KeyE', altKey: true, shiftKey: true });
    });
    expect(screen.queryByTestId('expert-mode-indicator')).toBeNull();
  });

  it('switches to French from the admin shell, re-creating the page, and remembers the choice', async () => {
    const { storage } = renderConsole('/auth');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: INITIALISED_ADMIN_PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.getByTestId('server-name').textContent).toBe('Vigil Appliance');

    fireEvent.click(screen.getByRole('button', { name: 'FR' }));
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Se déconnecter/ })).toBeTruthy();
    expect(new StoragePreferencesAdapter(storage).language()).toBe('fr');
  });

  it('signs out back to the sign-in screen, after which /admin is guarded again', async () => {
    const { history, services } = renderConsole('/auth?redirect=/admin/preferences');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: INITIALISED_ADMIN_PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Preferences' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Sign out/ }));
    await screen.findByLabelText('Username');
    expect(history.location.pathname).toBe('/auth');
    expect(services.session.isLoaded()).toBe(false);
  });
});
