import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator, consoleServices, renderConsole } from '../../../../test/support/console-against-simulator';
import { renderConsole as renderInLanguage } from '../../testing/render-console';
import { INITIALISED_ADMIN_PASSWORD, OPERATOR } from '../../../infrastructure/simulator/state/accounts';
import { expectPasswordToggle } from '../../../../test/support/auth-forms';

const { simulator, server } = consoleAgainstSimulator({ initialised: true });

/** The console server's answer once an address has failed too often (docs/security.md). */
function throttled(seconds: number): void {
  server.use(
    http.get('*/api/login', () =>
      HttpResponse.json({ result: false, detail: `too many failed sign-ins from this address: try again in ${seconds} s`, retryAfter: seconds }, { status: 429, headers: { 'Retry-After': String(seconds) } }),
    ),
  );
}

async function fill(user: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: user } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

describe('sign-in screen', () => {
  it('is where the guard sends an /admin visit, with the path kept in redirect, titled with the server name', async () => {
    const { history } = renderConsole('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Vigil Appliance' })).toBeTruthy();
    expect(history.location.pathname).toBe('/auth');
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/admin/users');
  });

  it('shows and hides the password with a labelled toggle', async () => {
    renderConsole('/auth');
    await expectPasswordToggle();
  });

  it('submits from the keyboard (the button is the form submitter) and shows InvalidUserPassword under both fields', async () => {
    renderConsole('/auth');
    await fill('admin', 'wrong');
    const submit = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    expect(submit.type).toBe('submit');
    fireEvent.submit(submit.closest('form')!);
    await waitFor(() => expect(screen.getAllByText('Invalid username or password')).toHaveLength(2));
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('says how long to wait under both fields when the server throttles sign-ins (429), without an alert', async () => {
    throttled(8);
    const { notifier } = renderConsole('/auth');
    await fill('admin', 'guess');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getAllByText('Too many failed sign-ins: wait 8 s before trying again')).toHaveLength(2));
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(notifier.alerts).toEqual([]);
  });

  it('says how long to wait in French', async () => {
    throttled(2);
    renderInLanguage(consoleServices().services, '/auth', 'fr');
    fireEvent.change(await screen.findByLabelText("Nom d'utilisateur"), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'guess' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(screen.getAllByText('Trop de connexions échouées : attendez 2 s avant de réessayer')).toHaveLength(2));
  });

  it("shows UserNotRoot under both fields for an account that is not root", async () => {
    renderConsole('/auth');
    await fill(OPERATOR.name, OPERATOR.password);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getAllByText("User isn't root")).toHaveLength(2));
  });

  it('signs in and goes to the first redirect value, here the dashboard with the appliance data', async () => {
    const { history, notifier, services } = renderConsole('/auth?redirect=%2Fadmin&redirect=%2Fadmin%2Fusers');
    await fill('admin', INITIALISED_ADMIN_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(history.location.pathname).toBe('/admin');
    expect(services.session.isLoaded()).toBe(true);
    expect(notifier.alerts).toEqual([]);
    expect(await screen.findByTestId('application-status')).toBeTruthy();
    expect(screen.getByText('Deactivated')).toBeTruthy();
    expect(screen.getAllByText(simulator.state.licence.productCode!).length).toBeGreaterThan(0);
  });

  it('follows a same-origin redirect with its query', async () => {
    const { history } = renderConsole(`/auth?redirect=${encodeURIComponent('/admin/users?tab=groups')}`);
    await fill('admin', INITIALISED_ADMIN_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(history.location.pathname + history.location.search).toBe('/admin/users?tab=groups'));
  });

  it('lands on /admin, signed in, when the redirect would leave the console (a tab that a browser drops)', async () => {
    const { history, notifier, services } = renderConsole('/auth?redirect=%2F%09%2Fevil.example');
    await fill('admin', INITIALISED_ADMIN_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(history.location.pathname).toBe('/admin');
    expect(services.session.isLoaded()).toBe(true);
    expect(notifier.alerts).toEqual([]);
  });

  it('alerts and stays when the appliance fails after the credentials were accepted', async () => {
    const { notifier, history } = renderConsole('/auth');
    await fill('admin', INITIALISED_ADMIN_PASSWORD);
    simulator.state.faults.set({ api: { status5xx: 503 } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(notifier.alerts).toEqual(['APPLIANCE.REQUEST_FAILED']));
    expect(history.location.pathname).toBe('/auth');
  });
});
