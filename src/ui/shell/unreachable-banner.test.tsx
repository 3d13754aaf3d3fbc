import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator } from '../../../test/support/console-against-simulator';
import { signedInAt } from '../../../test/support/configuration-page-helpers';
import { TEST_APPLIANCE } from '../testing/render-console';

/**
 * An appliance that stops answering (every /api call 503, as a proxy in front
 * of a dead appliance answers): a banner says since when and offers a retry,
 * the dashboard's live figures are marked stale; once it answers again, the
 * banner goes and says so. In English and French.
 */
consoleAgainstSimulator({ initialised: true });

async function faults(body: unknown): Promise<void> {
  const response = await fetch(`${TEST_APPLIANCE}/__simulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.ok).toBe(true);
}

const WORDS = {
  en: { dashboard: 'Dashboard', banner: /^The appliance does not answer since \d{1,2}:\d{2}:\d{2}/, retry: 'Retry now', back: 'The appliance answers again.', stale: /^Stale: as the appliance last said at/ },
  fr: { dashboard: 'Tableau de bord', banner: /^L'appareil ne répond plus depuis \d{2}:\d{2}:\d{2}/, retry: 'Réessayer maintenant', back: "L'appareil répond de nouveau.", stale: /^Périmé : selon la dernière réponse de l'appareil, à/ },
} as const;

describe('an appliance that does not answer', () => {
  for (const language of ['en', 'fr'] as const) {
    it(`says so on every page with since when and a retry, marks the dashboard's figures stale, and says when it answers again (${language})`, async () => {
      const words = WORDS[language];
      const { services } = await signedInAt('/admin', words.dashboard, language);
      // The figures of the devices tile come first, as the appliance answers them.
      await waitFor(() => expect(screen.getByTestId('devices-connected-value').textContent).toMatch(/\d/), { timeout: 10_000 });
      await faults({ api: { status5xx: 503 }, clientApi: { status5xx: true } });
      const banner = await screen.findByTestId('appliance-unreachable', undefined, { timeout: 15_000 });
      expect(banner.getAttribute('role')).toBe('alert');
      expect(within(banner).getByText(words.banner)).toBeTruthy();
      expect(services.reachability.state().kind).toBe('unreachable');
      // The dashboard's live figures keep the last answer, marked stale.
      await waitFor(() => expect(screen.getByTestId('devices-stale').textContent).toMatch(words.stale));
      expect(screen.getByTestId('devices-connected').getAttribute('data-stale')).toBe('true');
      // Still unreachable: a retry says so again.
      fireEvent.click(within(banner).getByRole('button', { name: words.retry }));
      await waitFor(() => expect(services.reachability.state()).toMatchObject({ kind: 'unreachable', checking: false }));
      await faults({ api: { status5xx: false }, clientApi: { status5xx: false } });
      fireEvent.click(within(screen.getByTestId('appliance-unreachable')).getByRole('button', { name: words.retry }));
      await screen.findByText(words.back, undefined, { timeout: 10_000 });
      expect(screen.queryByTestId('appliance-unreachable')).toBeNull();
      expect(screen.queryByTestId('devices-stale')).toBeNull();
    }, 60_000);
  }
});
