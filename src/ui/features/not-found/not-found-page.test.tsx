import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAt } from '../../../../test/support/configuration-page-helpers';
import { consoleAgainstSimulator, consoleServices, renderConsole } from '../../../../test/support/console-against-simulator';
import { renderConsole as renderInLanguage } from '../../testing/render-console';

consoleAgainstSimulator({ initialised: true });

describe('not-found page', () => {
  it('answers an unknown path in the console\'s frame, translated, with a way back that goes through sign-in', async () => {
    const { history } = renderConsole('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('not-found').textContent).toContain('There is no page at /no/such/page.');
    expect(screen.queryByText('Not Found')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    // Not signed in: the guard sends the way back to sign-in first.
    await waitFor(() => expect(history.location.pathname).toBe('/auth'));
  });

  it('keeps the admin layout for an unknown admin page, its navigation included', async () => {
    const { history } = await signedInAt('/admin/nowhere', 'Page not found');
    expect(screen.getByRole('navigation')).toBeTruthy();
    expect(screen.getByTestId('not-found').textContent).toContain('/admin/nowhere');
    fireEvent.click(within(screen.getByTestId('not-found')).getByRole('link', { name: 'Back to the dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    expect(history.location.pathname).toBe('/admin');
  });

  it('speaks French', async () => {
    renderInLanguage(consoleServices().services, '/perdu', 'fr');
    expect(await screen.findByRole('heading', { name: 'Page introuvable', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('not-found').textContent).toContain("Il n'y a pas de page à l'adresse /perdu.");
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeTruthy();
  });
});
