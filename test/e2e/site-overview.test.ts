import { afterAll, describe, expect, it } from 'vitest';
import { SEED_GUIDS } from '../../src/infrastructure/simulator/seed/seed-guids';
import { INITIALISED_ADMIN_PASSWORD } from '../../src/infrastructure/simulator/state/accounts';
import { commitField, consoleBrowserPerTest } from './support/configuration-session';
import { consoleBaseUrl } from './support/worker-console';

/**
 * The dashboard's site overview in the production build, in headless
 * Chromium, on the simulated site: the devices the appliance answers as
 * connected or not, each store's retention, and a problem introduced on the
 * storage page that the overview links back to its field.
 */
const baseUrl = consoleBaseUrl();
const TIMEOUT = 15_000;

const WORDS = {
  en: { dashboard: 'Dashboard', devices: 'Devices', storage: 'Storage', problems: 'Configuration problems', byPage: 'Problems by page', path: 'Path', stores: 'Stores', openStorage: 'Open the storage', perDay: /GB a day/ },
  fr: { dashboard: 'Tableau de bord', devices: 'Équipements', storage: 'Stockage', problems: 'Problèmes de la configuration', byPage: 'Problèmes par page', path: 'Chemin', stores: 'Stockages', openStorage: 'Ouvrir le stockage', perDay: /Go par jour/ },
} as const;

const CLIENT_AUTH = { authorization: `Basic ${Buffer.from(`admin:${INITIALISED_ADMIN_PASSWORD}`).toString('base64')}`, 'x-requested-with': 'vigil-test' };

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}

/** The simulated site with its connection states held still: the parking dome unreachable, the two others connected. */
async function parkingDomeUnreachable(): Promise<void> {
  await post('/__simulator/client-api/reset', {});
  await post('/__simulator/client-api/settings', { inputToggleMs: 3_600_000 });
  const states = { [SEED_GUIDS.entranceConnection]: 1, [SEED_GUIDS.parkingConnection]: 0, [SEED_GUIDS.recorderConnection]: 1 };
  for (const [guid, value] of Object.entries(states)) await post(`/api/writeio?guid=${guid}`, { defined: true, value }, CLIENT_AUTH);
}

const session = consoleBrowserPerTest(baseUrl, parkingDomeUnreachable);
// The connection states move again for the next test files.
afterAll(() => post('/__simulator/client-api/reset', {}));

describe.each(['en', 'fr'] as const)('site overview in a real browser (%s)', (language) => {
  const words = WORDS[language];

  it('shows the connected and disconnected devices, each store’s retention, and links a new problem to its field', async () => {
    const { page } = await session.signedIn(language, '/admin', words.dashboard, { timeout: TIMEOUT, viewport: { width: 1366, height: 900 } });
    const devices = page.getByRole('region', { name: words.devices });
    await expect.poll(() => devices.getByTestId('devices-connected-value').textContent(), { timeout: TIMEOUT }).toBe('2');
    expect(await devices.getByTestId('devices-disconnected-value').textContent()).toBe('1');
    expect(await devices.getByTestId('devices-total-value').textContent()).toBe('3');

    const storage = page.getByRole('region', { name: words.storage });
    const main = storage.getByTestId('overview-store').filter({ hasText: 'Main storage' });
    expect(await main.getByTestId('overview-store-retention').textContent()).toMatch(words.perDay);

    // Several columns at 1366 px: the devices and storage tiles side by side.
    const [devicesBox, storageBox] = [await devices.boundingBox(), await storage.boundingBox()];
    expect(devicesBox!.y).toBe(storageBox!.y);
    expect(storageBox!.x).toBeGreaterThan(devicesBox!.x);

    // A problem introduced on the storage page, reached from the tile.
    await storage.getByRole('link', { name: words.openStorage }).click();
    await page.getByRole('heading', { name: words.storage, level: 1 }).waitFor();
    await page.getByRole('table', { name: words.stores, exact: true }).getByRole('button', { name: /Rescue storage/ }).click();
    await commitField(page, words.path, 'relative/path');
    await page.getByRole('link', { name: words.dashboard, exact: true }).first().click();
    await page.getByRole('heading', { name: words.dashboard, level: 1 }).waitFor();

    const problems = page.getByRole('region', { name: words.problems });
    await problems.getByRole('list', { name: words.byPage }).getByRole('link', { name: words.storage }).waitFor();
    await problems.getByRole('link', { name: `${words.storage} › Rescue storage › ${words.path}` }).click();
    await page.getByRole('heading', { name: words.storage, level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('relative/path');
  });

  it('stacks the tiles in one column on a phone', async () => {
    const { page } = await session.signedIn(language, '/admin', words.dashboard, { timeout: TIMEOUT, viewport: { width: 390, height: 844 } });
    const devices = page.getByRole('region', { name: words.devices });
    const storage = page.getByRole('region', { name: words.storage });
    await storage.getByTestId('overview-store').first().waitFor();
    const [devicesBox, storageBox] = [await devices.boundingBox(), await storage.boundingBox()];
    expect(storageBox!.x).toBe(devicesBox!.x);
    expect(storageBox!.y).toBeGreaterThan(devicesBox!.y);
  });
});
