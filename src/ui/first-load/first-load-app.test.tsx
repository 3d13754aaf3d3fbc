import { setupI18n } from '@lingui/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleAgainstSimulator, consoleServices } from '../../../test/support/console-against-simulator';
import type { Language } from '../../application/ports/preferences.port';
import { INITIALISED_ADMIN_PASSWORD, OPERATOR } from '../../infrastructure/simulator/state/accounts';
import { App } from '../app';
import { activateLanguage } from '../i18n/i18n-setup';
import { FirstLoadApp } from './first-load-app';
import { firstLoadLocation, type FirstLoadServices, type FullConsole } from './first-load-services';
import { expectPasswordToggle, submitInitialisation } from '../../../test/support/auth-forms';

const { simulator, server } = consoleAgainstSimulator({ initialised: true });

afterEach(() => window.history.replaceState(null, '', '/'));

/**
 * The first-load screens at `path`, with the real use cases against the
 * simulated appliance; `console()` counts its calls and gives the whole
 * console (the real App on the page's history), which `handOver` renders in
 * place of the first-load screens, as main.tsx does.
 */
function renderFirstLoad(path: string, language: Language = 'en') {
  window.history.replaceState(null, '', path);
  const parts = consoleServices();
  const i18n = activateLanguage(language, setupI18n());
  const loads = { console: 0, handedOver: 0, warmed: [] as string[] };
  const full: FullConsole = {
    services: parts.services,
    element: (lang) => (
      <StrictMode>
        <App services={parts.services} i18n={i18n} initialLanguage={lang} />
      </StrictMode>
    ),
    warm: (target) => loads.warmed.push(target),
  };
  const services: FirstLoadServices = {
    preferences: parts.services.preferences,
    loadApplication: parts.services.loadApplication,
    checkInitialisation: parts.services.checkInitialisation,
    toggleExpertMode: parts.services.toggleExpertMode,
    logger: parts.logger,
    console: () => {
      loads.console += 1;
      return Promise.resolve(full);
    },
    handOver: (console) => {
      loads.handedOver += 1;
      view.rerender(console.element(language));
    },
  };
  const view = render(<FirstLoadApp services={services} i18n={i18n} />);
  return { ...parts, loads };
}

describe('where a first visit goes', () => {
  it('sends /admin paths and / to /auth with the page asked for, keeps /auth and /init, and leaves other paths to the console', () => {
    expect(firstLoadLocation('/admin/users', '?tab=2')).toEqual({ screen: 'sign-in', path: '/auth?redirect=%2Fadmin%2Fusers%3Ftab%3D2' });
    expect(firstLoadLocation('/', '')).toEqual({ screen: 'sign-in', path: '/auth?redirect=%2Fadmin' });
    expect(firstLoadLocation('/auth', '?redirect=%2Fadmin')).toEqual({ screen: 'sign-in', path: '/auth?redirect=%2Fadmin' });
    expect(firstLoadLocation('/init', '')).toEqual({ screen: 'init', path: '/init' });
    expect(firstLoadLocation('/nowhere', '')).toBeUndefined();
  });
});

describe('the first-load sign-in screen', () => {
  it('shows the loading overlay, then the form titled with the server name, and loads nothing of the console before a keystroke', async () => {
    const { loads } = renderFirstLoad('/admin/users');
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Vigil Appliance' })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/auth?redirect=%2Fadmin%2Fusers');
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    expect(loads.console).toBe(0);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'a' } });
    expect(loads.console).toBe(1);
    // Then the code of the page the sign-in will lead to.
    await waitFor(() => expect(loads.warmed).toContain('/admin/users'));
  });

  it('shows and hides the password with a labelled toggle', async () => {
    renderFirstLoad('/auth');
    await expectPasswordToggle();
  });

  it('submits with the form (the button is its submitter) and shows InvalidUserPassword under both fields, tied to them', async () => {
    const { loads } = renderFirstLoad('/auth');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    const submit = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    expect(submit.type).toBe('submit');
    fireEvent.submit(submit.closest('form')!);
    await waitFor(() => expect(screen.getAllByText('Invalid username or password')).toHaveLength(2));
    for (const label of ['Username', 'Password']) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Invalid username or password');
    }
    expect(loads.handedOver).toBe(0);
    expect(window.location.pathname).toBe('/auth');
  });

  it("shows UserNotRoot under both fields for an account that is not root", async () => {
    renderFirstLoad('/auth');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: OPERATOR.name } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: OPERATOR.password } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getAllByText("User isn't root")).toHaveLength(2));
  });

  it('signs in with the console and hands the page over to it, on the page asked for', async () => {
    const { loads, services, notifier } = renderFirstLoad('/admin/users');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: INITIALISED_ADMIN_PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(loads.handedOver).toBe(1));
    expect(services.session.isLoaded()).toBe(true);
    expect(window.location.pathname).toBe('/admin/users');
    // The shell draws the page in a transition (time-sliced): on a loaded machine jsdom takes longer than the default wait.
    expect(await screen.findByRole('heading', { name: 'Users and groups', level: 1 }, { timeout: 15_000 })).toBeTruthy();
    expect(notifier.alerts).toEqual([]);
  });

  it('draws the first page with the application info the sign-in read: the appliance is asked for it once from the submission on', async () => {
    const { loads } = renderFirstLoad('/admin/users');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: INITIALISED_ADMIN_PASSWORD } });
    const asked: string[] = [];
    const count = ({ request }: { request: Request }) => asked.push(new URL(request.url).pathname);
    server.events.on('request:start', count);
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(loads.handedOver).toBe(1));
      expect(await screen.findByRole('heading', { name: 'Users and groups', level: 1 }, { timeout: 15_000 })).toBeTruthy();
    } finally {
      server.events.removeListener('request:start', count);
    }
    expect(asked.filter((path) => path === '/api/application')).toHaveLength(1);
  });

  it('speaks French', async () => {
    renderFirstLoad('/auth', 'fr');
    fireEvent.change(await screen.findByLabelText("Nom d'utilisateur"), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'faux' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(screen.getAllByText("Nom d'utilisateur ou mot de passe invalide")).toHaveLength(2));
  });

  it('toggles the expert-mode strip with Alt+Shift+E and keeps the choice', async () => {
    const { services } = renderFirstLoad('/auth');
    await screen.findByLabelText('Username');
    expect(screen.queryByTestId('expert-mode-indicator')).toBeNull();
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { altKey: true, shiftKey: true, code: 'KeyE', key: 'E' })));
    expect(screen.getByTestId('expert-mode-indicator').textContent).toContain('Expert mode');
    expect(services.preferences.expertMode()).toBe(true);
  });

  it('hands any other path to the console at once', async () => {
    const { loads } = renderFirstLoad('/nowhere');
    await waitFor(() => expect(loads.handedOver).toBe(1));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('the first-load first-run screen', () => {
  it('is where a fresh appliance sends the visitor; checks the fields with the console, then initialises and hands over on the dashboard', async () => {
    simulator.state.reset(false);
    const { loads } = renderFirstLoad('/auth');
    const password = await screen.findByLabelText('New password');
    expect(window.location.pathname).toBe('/init');
    expect(screen.getByText(/At least 8 characters, without the user name \(admin\)/)).toBeTruthy();
    fireEvent.change(password, { target: { value: 'a' } });
    expect(screen.getByTestId('password-strength').textContent).toBe('Strength: weak');
    expect(loads.console).toBe(1);
    submitInitialisation('a');
    expect(await screen.findByText('the password needs at least 8 characters')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');

    submitInitialisation('Install-2026');
    await waitFor(() => expect(loads.handedOver).toBe(1));
    expect(window.location.pathname).toBe('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    expect(simulator.state.licence.productCode).toBe('ABCDEFGHIJKLMNOPQRSTUVWX1234');
  });

  it('says an appliance already set up is, with a link to the sign-in screen', async () => {
    renderFirstLoad('/init');
    expect(await screen.findByText(/This appliance is already set up/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to sign-in' }));
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(window.location.pathname).toBe('/auth');
  });
});
