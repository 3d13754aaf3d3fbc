import { setupI18n } from '@lingui/core';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator, consoleServices } from '../../test/support/console-against-simulator';
import { INITIALISED_ADMIN_PASSWORD } from '../infrastructure/simulator/state/accounts';
import { App } from './app';
import { activateLanguage } from './i18n/i18n-setup';
import { createAppRouter } from './routes/router';

consoleAgainstSimulator({ initialised: true });

/** The console with a router loaded before it is drawn, as console.tsx prepares it for the hand-over after sign-in. */
async function renderPrepared(path: string, options: { readonly shareHistory?: boolean } = {}) {
  const { services } = consoleServices();
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(services, history);
  await router.load();
  const i18n = activateLanguage('en', setupI18n());
  const view = render(<App services={services} i18n={i18n} initialLanguage="en" history={options.shareHistory === false ? undefined : history} router={router} />);
  return { ...view, router, history };
}

describe('the console drawn with a router loaded beforehand', () => {
  it('draws the page the router was loaded at, and follows that router', async () => {
    // The page's own address (jsdom's, '/') would show the sign-in: the first-run page comes from the prepared router.
    const { router } = await renderPrepared('/init', { shareHistory: false });
    expect(await screen.findByText(/already (been )?(set up|initialised)/i)).toBeTruthy();
    expect(screen.queryByLabelText('Username')).toBeNull();
    await act(() => router.navigate({ to: '/auth' }));
    expect(await screen.findByLabelText('Username')).toBeTruthy();
  });

  it('draws the page again in a fresh router on a change of language, at the same place', async () => {
    const { history } = await renderPrepared(`/auth?redirect=${encodeURIComponent('/admin/preferences')}`);
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: INITIALISED_ADMIN_PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Preferences', level: 1 }, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Français' }));
    expect(await screen.findByRole('heading', { name: 'Préférences', level: 1 }, { timeout: 15_000 })).toBeTruthy();
    act(() => history.push('/admin/users'));
    expect(await screen.findByRole('heading', { name: 'Utilisateurs et groupes', level: 1 }, { timeout: 15_000 })).toBeTruthy();
  });
});
