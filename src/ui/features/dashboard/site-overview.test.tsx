import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator } from '../../../../test/support/console-against-simulator';
import { INITIALISED_ADMIN_PASSWORD } from '../../../infrastructure/simulator/state/accounts';
import { SEED_GUIDS } from '../../../infrastructure/simulator/seed/seed-guids';
import { TEST_APPLIANCE } from '../../testing/render-console';
import { signedInAt } from '../../../../test/support/configuration-page-helpers';

consoleAgainstSimulator({ initialised: true });

const CLIENT_AUTH = { authorization: `Basic ${btoa(`admin:${INITIALISED_ADMIN_PASSWORD}`)}`, 'x-requested-with': 'vigil-test' };

async function control(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${TEST_APPLIANCE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.ok).toBe(true);
}

/** Holds the simulated connection states still, then sets each device's. */
async function connections(states: Record<string, 0 | 1>): Promise<void> {
  await control('/__simulator/client-api/reset', {});
  await control('/__simulator/client-api/settings', { inputToggleMs: 3_600_000 });
  for (const [guid, value] of Object.entries(states)) {
    const response = await fetch(`${TEST_APPLIANCE}/api/writeio?guid=${guid}`, { method: 'POST', headers: { ...CLIENT_AUTH, 'content-type': 'application/json' }, body: JSON.stringify({ defined: true, value }) });
    expect(response.ok).toBe(true);
  }
}

const signedIn = () => signedInAt('/admin', 'Dashboard');

const figure = (testId: string) => screen.getByTestId(`${testId}-value`).textContent;

describe('site overview', () => {
  it('counts the devices and shows which ones the appliance answers as connected or not', async () => {
    await connections({ [SEED_GUIDS.entranceConnection]: 1, [SEED_GUIDS.parkingConnection]: 0, [SEED_GUIDS.recorderConnection]: 1 });
    const { services } = await signedIn();
    const devices = services.workspace.state().draft?.devices ?? [];
    await waitFor(() => expect(figure('devices-connected')).toBe('2'));
    expect(figure('devices-disconnected')).toBe('1');
    expect(figure('devices-total')).toBe(String(devices.length));
    expect(figure('devices-disabled')).toBe(String(devices.filter((device) => !device.configured).length));
    const tile = screen.getByRole('region', { name: 'Devices' });
    expect(within(tile).getByRole('link', { name: 'Open the devices' }).getAttribute('href')).toBe('/admin/devices');
  });

  it('shows each store with its limits and retention, the recent events, and no problem on the seed', async () => {
    await signedIn();
    const storage = await screen.findByRole('region', { name: 'Storage' });
    const stores = await within(storage).findAllByTestId('overview-store');
    expect(stores.map((store) => within(store).getByText(/storage$/).textContent)).toEqual(['Main storage', 'Rescue storage']);
    expect(within(stores[0]!).getByTestId('overview-store-retention').textContent).toMatch(/GB a day|No video stream records here/);
    const events = screen.getByRole('region', { name: 'Recent events' });
    expect((await within(events).findAllByTestId('overview-event')).length).toBeGreaterThan(0);
    expect(within(events).getByRole('link', { name: 'Open the logs' }).getAttribute('href')).toBe('/admin/logs');
    const problems = screen.getByRole('region', { name: 'Configuration problems' });
    expect(within(problems).getByTestId('overview-no-problem')).toBeTruthy();
  });

  it('groups an introduced problem by page and links it to its field', async () => {
    const { services } = await signedIn();
    const draft = services.workspace.state().draft!;
    expect(draft.parameters.stores.some((store) => store.id === SEED_GUIDS.rescueStore)).toBe(true);
    act(() => {
      services.workspace.apply({
        kind: 'field.set',
        apply: (configuration) => ({
          ...configuration,
          parameters: { ...configuration.parameters, stores: configuration.parameters.stores.map((store) => (store.id === SEED_GUIDS.rescueStore ? { ...store, path: 'relative/path' } : store)) },
        }),
      });
    });
    const problems = await screen.findByRole('region', { name: 'Configuration problems' });
    const pages = await within(problems).findByRole('list', { name: 'Problems by page' });
    expect(within(pages).getByRole('link', { name: 'Storage' }).getAttribute('href')).toBe('/admin/storage');
    expect(within(pages).getByText('1 error')).toBeTruthy();
    const link = within(problems).getByRole('link', { name: 'Storage › Rescue storage › Path' });
    expect(link.getAttribute('href')).toContain(`/admin/storage?item=${SEED_GUIDS.rescueStore}#`);
  });

  it('keeps the other tiles when the connection states fail', async () => {
    await control('/__simulator/faults', { clientApi: { status5xx: true } });
    await signedIn();
    const devices = screen.getByRole('region', { name: 'Devices' });
    await within(devices).findByText(/Connection states unavailable/, undefined);
    expect(within(devices).getByTestId('devices-total').textContent).toMatch(/\d/);
    expect((await screen.findAllByTestId('overview-store')).length).toBe(2);
    await screen.findByTestId('application-details');
    await control('/__simulator/client-api/reset', {});
  });
});
