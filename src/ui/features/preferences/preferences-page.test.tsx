import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoragePreferencesAdapter } from '../../../infrastructure/memory/storage-preferences.adapter';
import { consoleAgainstSimulator } from '../../../../test/support/console-against-simulator';
import { signedInAt } from '../../../../test/support/configuration-page-helpers';

consoleAgainstSimulator({ initialised: true });

const signedIn = (path: string) => signedInAt(path, 'Preferences');

describe('preferences page', () => {
  it('switches expert mode, which reveals the expert-only options (force activation, force update) and is remembered', async () => {
    const { history, storage } = await signedIn('/admin/preferences');
    const expert = await screen.findByRole('checkbox', { name: 'Expert mode' });
    expect((expert as HTMLInputElement).checked).toBe(false);

    act(() => history.push('/admin'));
    await screen.findByRole('button', { name: 'Activate the licence' });
    expect(screen.queryByText('Force activation, even when already activated')).toBeNull();

    act(() => history.push('/admin/preferences'));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Expert mode' }));
    await waitFor(() => expect(new StoragePreferencesAdapter(storage).expertMode()).toBe(true));

    act(() => history.push('/admin'));
    expect(await screen.findByText('Force activation, even when already activated')).toBeTruthy();
    act(() => history.push('/admin/updates'));
    expect(await screen.findByText('Force the update, even when already up to date')).toBeTruthy();
  }, 20_000);

  it('changes the theme and the language', async () => {
    const { storage } = await signedIn('/admin/preferences');
    fireEvent.click(await screen.findByRole('radio', { name: 'Light' }));
    await waitFor(() => expect(document.documentElement.classList.contains('light')).toBe(true));
    expect(new StoragePreferencesAdapter(storage).theme()).toBe('light');
    fireEvent.click(screen.getByRole('radio', { name: 'Français' }));
    expect(await screen.findByRole('heading', { name: 'Préférences' })).toBeTruthy();
    expect(new StoragePreferencesAdapter(storage).language()).toBe('fr');
  }, 20_000);
});
