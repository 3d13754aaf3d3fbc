import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator, consoleServices, renderConsole } from '../../../../test/support/console-against-simulator';
import { renderConsole as renderInLanguage } from '../../testing/render-console';
import { submitInitialisation } from '../../../../test/support/auth-forms';

const { simulator } = consoleAgainstSimulator({ initialised: false });

describe('first-run screen', () => {
  it('shows the root password rule before anything is typed, hints the strength, and refuses "a" with a clear message', async () => {
    renderConsole('/init');
    const password = await screen.findByLabelText('New password');
    expect(screen.getByText(/At least 8 characters, without the user name \(admin\)/)).toBeTruthy();
    expect(screen.getByTestId('password-strength').textContent).toBe('');

    fireEvent.change(password, { target: { value: 'a' } });
    expect(screen.getByTestId('password-strength').textContent).toBe('Strength: weak');
    submitInitialisation('a');
    expect(await screen.findByText('the password needs at least 8 characters')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');

    submitInitialisation('Admin-2026');
    expect(await screen.findByText('the password must not contain the user name')).toBeTruthy();
    // Nothing reached the appliance.
    expect(simulator.state.accounts.usesDefaultCredentials()).toBe(true);
    expect(simulator.state.licence.productCode).not.toBe('ABCDEFGHIJKLMNOPQRSTUVWX1234');

    fireEvent.change(password, { target: { value: 'Quai-4-night' } });
    expect(screen.getByTestId('password-strength').textContent).toBe('Strength: strong');
  });

  it('says in French', async () => {
    renderInLanguage(consoleServices().services, '/init', 'fr');
    const password = await screen.findByLabelText('Nouveau mot de passe');
    expect(screen.getByText(/Au moins 8 caractères, sans le nom d'utilisateur \(admin\)/)).toBeTruthy();
    fireEvent.change(password, { target: { value: 'a' } });
    expect(screen.getByTestId('password-strength').textContent).toBe('Robustesse : faible');
    fireEvent.click(screen.getByRole('button', { name: 'Initialiser' }));
    expect(await screen.findByText('le mot de passe doit compter au moins 8 caractères')).toBeTruthy();
  });

  it('says that an appliance already set up is set up, with a link to sign in', async () => {
    simulator.state.reset(true);
    const { history } = renderConsole('/init');
    expect(await screen.findByText('This appliance is already set up: its administrator password and product code are chosen.')).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Go to sign-in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/auth'));
  });

  it('says it in French too', async () => {
    simulator.state.reset(true);
    renderInLanguage(consoleServices().services, '/init', 'fr');
    expect(await screen.findByText('Ce serveur est déjà configuré : son mot de passe administrateur et son code produit sont choisis.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller à la connexion' }).getAttribute('href')).toBe('/auth');
  });
});
