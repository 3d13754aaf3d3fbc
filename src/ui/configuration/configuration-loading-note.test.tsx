import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator, consoleServices } from '../../../test/support/console-against-simulator';
import type { Language } from '../../application/ports/preferences.port';
import { INITIALISED_ADMIN_PASSWORD } from '../../infrastructure/simulator/state/accounts';
import { renderConsole } from '../testing/render-console';

consoleAgainstSimulator({ initialised: true });

const MB = 1024 * 1024;

/** A session signed in (as the sign-in leaves it) whose configuration is still on its way. */
function signedInWhileLoading() {
  const parts = consoleServices();
  parts.services.session.setCredentials({ user: 'admin', password: INITIALISED_ADMIN_PASSWORD });
  parts.services.session.markLoaded();
  const ticket = parts.services.configurationLoading.begin();
  return { ...parts, ticket };
}

const WORDS = {
  en: { storage: 'Storage', dashboard: 'Dashboard', loading: 'Loading the configuration…', downloading: 'Downloading the configuration… 5.0 of 20.0 MB', none: 'No configuration is loaded.', devices: 'Devices' },
  fr: { storage: 'Stockage', dashboard: 'Tableau de bord', loading: 'Chargement de la configuration…', downloading: 'Téléchargement de la configuration… 5,0 sur 20,0 Mo', none: "Aucune configuration n'est chargée.", devices: 'Équipements' },
} as const;

describe.each(['en', 'fr'] as const)('the configuration still loading after the sign-in (%s)', (language: Language) => {
  const words = WORDS[language as 'en' | 'fr'];

  it('a configuration page says so with how far it is, offers nothing to edit, then says when none came', async () => {
    const { services, ticket } = signedInWhileLoading();
    renderConsole(services, '/admin/storage', language);
    await screen.findByRole('heading', { name: words.storage, level: 1 });
    const note = await screen.findByTestId('configuration-loading');
    expect(note.textContent).toBe(words.loading);
    expect(note.getAttribute('role')).toBe('status');
    act(() => services.configurationLoading.report(ticket, { phase: 'fetching', bytes: 5 * MB, total: 20 * MB }));
    expect(screen.getByTestId('configuration-loading').textContent).toBe(words.downloading);
    expect(screen.getByRole('main').querySelectorAll('input, textarea, select')).toHaveLength(0);
    act(() => services.configurationLoading.end(ticket));
    expect(screen.queryByTestId('configuration-loading')).toBeNull();
    expect(screen.getByText(words.none)).toBeTruthy();
  });

  it('the dashboard is shown, its tiles drawn from the configuration saying it is loading', async () => {
    const { services } = signedInWhileLoading();
    renderConsole(services, '/admin', language);
    await screen.findByRole('heading', { name: words.dashboard, level: 1 });
    const devices = await screen.findByRole('region', { name: words.devices });
    expect(within(devices).getByTestId('configuration-loading').textContent).toBe(words.loading);
    expect(screen.getAllByTestId('configuration-loading')).toHaveLength(3);
  });
});
