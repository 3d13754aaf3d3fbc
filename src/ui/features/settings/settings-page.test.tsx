import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator, consoleServices } from '../../../../test/support/console-against-simulator';
import type { Parameters } from '../../../domain/configuration/parameters';
import { INITIALISED_ADMIN_PASSWORD } from '../../../infrastructure/simulator/state/accounts';
import { renderConsole as renderApp } from '../../testing/render-console';

consoleAgainstSimulator({ initialised: true });

const WORDS = {
  en: { user: 'Username', password: 'Password', signIn: 'Sign in', title: 'General settings', menu: 'Configuration' },
  fr: { user: "Nom d'utilisateur", password: 'Mot de passe', signIn: 'Se connecter', title: 'Paramètres généraux', menu: 'Configuration' },
} as const;

async function signedIn(language: 'en' | 'fr' = 'en') {
  const parts = consoleServices();
  renderApp(parts.services, `/auth?redirect=${encodeURIComponent('/admin/settings')}`, language);
  const words = WORDS[language];
  fireEvent.change(await screen.findByLabelText(words.user), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText(words.password, { exact: true }), { target: { value: INITIALISED_ADMIN_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: words.signIn }));
  await screen.findByRole('heading', { name: words.title, level: 1 });
  // The sign-in does not wait for the configuration's decode: the page's fields come with it.
  await act(() => parts.services.signIn.configurationLoaded());
  const parameters = () => parts.services.workspace.state().draft?.parameters as Parameters;
  return { services: parts.services, parameters };
}

describe('general settings page', () => {
  it("edits the title, the CPU priority and a flag, each one step of history, and refuses a priority that is no positive integer", async () => {
    const { services, parameters } = await signedIn();
    const title = screen.getByLabelText('Title') as HTMLInputElement;
    expect(title.value).toBe('Vigil Appliance');
    fireEvent.change(title, { target: { value: 'Quai 4 recorder' } });
    fireEvent.keyDown(title, { key: 'Enter' });
    await waitFor(() => expect(parameters().title).toBe('Quai 4 recorder'));
    expect(services.workspace.state().undoLabel).toBe('General settings: Title');

    const priority = screen.getByLabelText('CPU priority') as HTMLInputElement;
    expect(priority.value).toBe('0');
    fireEvent.change(priority, { target: { value: '-2' } });
    fireEvent.blur(priority);
    // In the field and in the problems list; the draft holds what the field shows, a problem that blocks the save.
    expect((await screen.findAllByText('please provide a positive integer')).length).toBeGreaterThan(0);
    expect(priority.value).toBe('-2');
    expect(parameters().cpuPriority).toBe(-2);
    expect(services.workspace.state().comparison.blocking.map((problem) => problem.message)).toEqual(['please provide a positive integer']);
    fireEvent.change(priority, { target: { value: '2' } });
    fireEvent.blur(priority);
    await waitFor(() => expect(parameters().cpuPriority).toBe(2));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Check for updates' }));
    await waitFor(() => expect(parameters().checkUpdates).toBe(false));
    services.workspace.undo();
    await waitFor(() => expect(parameters().checkUpdates).toBe(true));
    // The stores and the network services are other pages' fields; the expert-only flag is hidden.
    expect(screen.queryByLabelText('Start the inputs and outputs')).toBeNull();
    expect(within(screen.getByRole('navigation')).getByRole('link', { name: 'General settings' })).toBeTruthy();
  });

  it('speaks French', async () => {
    const { parameters } = await signedIn('fr');
    const title = screen.getByLabelText('Titre') as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Enregistreur du quai' } });
    fireEvent.blur(title);
    await waitFor(() => expect(parameters().title).toBe('Enregistreur du quai'));
    const priority = screen.getByLabelText('Priorité processeur');
    fireEvent.change(priority, { target: { value: 'haute' } });
    fireEvent.blur(priority);
    expect((await screen.findAllByText('veuillez saisir un entier positif')).length).toBeGreaterThan(0);
    expect(screen.getByRole('checkbox', { name: "Démarrer le serveur avec l'appareil" })).toBeTruthy();
  });
});
