import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator } from '../../../../test/support/console-against-simulator';
import { signedInAt } from '../../../../test/support/configuration-page-helpers';
import { TEST_APPLIANCE } from '../../testing/render-console';

/**
 * The devices list shows each device's live connection, as the appliance
 * reports it through its connection-state io (read with readio for the rows
 * in view): the demonstration site's Parking PTZ dome is offline, the others
 * online; a device the appliance does not drive has none; while the
 * appliance does not answer, the states shown are marked as its last answer.
 */
const { simulator } = consoleAgainstSimulator({ initialised: true });

const WORDS = {
  en: { title: 'Devices', online: 'Online', offline: 'Offline', notDriven: 'Not driven' },
  fr: { title: 'Équipements', online: 'En ligne', offline: 'Hors ligne', notDriven: 'Non piloté' },
} as const;

const connectionOf = (address: string) => {
  const row = screen.getAllByRole('row').find((each) => each.textContent?.includes(address));
  return row?.querySelector('[data-connection]')?.textContent ?? row?.querySelectorAll('[role="cell"]')[2]?.textContent;
};

describe('the live connection of each device', () => {
  for (const language of ['en', 'fr'] as const) {
    it(`is online, offline or not driven, as the appliance says (${language})`, async () => {
      const words = WORDS[language];
      // The recorder is not driven by the appliance (configured 0).
      simulator.state.setConfiguration(simulator.state.configurationXml().replace(/(<name>Warehouse recorder<\/name>[\s\S]*?<configured>)1(<\/configured>)/, '$10$2'));
      await signedInAt('/admin/devices', words.title, language);
      await waitFor(() => expect(connectionOf('192.168.1.21')).toBe(words.online), { timeout: 10_000 });
      expect(connectionOf('192.168.1.22')).toBe(words.offline);
      expect(connectionOf('192.168.1.30')).toBe(words.notDriven);
      expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent)).toContain(language === 'en' ? 'Connection' : 'Connexion');
    }, 40_000);
  }

  it('marks the states as the last answer while the appliance does not answer', async () => {
    await signedInAt('/admin/devices', 'Devices');
    await waitFor(() => expect(connectionOf('192.168.1.22')).toBe('Offline'), { timeout: 10_000 });
    const post = (body: unknown) => fetch(`${TEST_APPLIANCE}/__simulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await post({ api: { status5xx: 503 }, clientApi: { status5xx: true } });
    await screen.findByTestId('appliance-unreachable', undefined, { timeout: 15_000 });
    await waitFor(() => expect(screen.getAllByRole('row').some((row) => row.querySelector('[data-connection][data-stale]'))).toBe(true));
    expect(connectionOf('192.168.1.22')).toBe('Offline');
    await post({ api: { status5xx: false }, clientApi: { status5xx: false } });
  }, 40_000);
});
