import { describe, expect, it } from 'vitest';
import { consoleBrowserPerTest } from './support/configuration-session';
import { resetAppliance } from './support/simulator-control';
import { consoleBaseUrl } from './support/worker-console';

/**
 * The console on a freshly installed appliance (`npm start -- --fresh`, here
 * already through its first run) at 1366×900: the overview, the devices list
 * and the logic page say that the site is empty and show the action to take.
 */
const baseUrl = consoleBaseUrl();
const VIEW = { viewport: { width: 1366, height: 900 } };

const session = consoleBrowserPerTest(baseUrl, () => resetAppliance(baseUrl, { initialised: true, site: 'empty' }));

describe('an empty site in a real browser at 1366×900', () => {
  it('the overview counts no device and links to adding the first ones', async () => {
    const { page } = await session.signedIn('en', '/admin', 'Dashboard', VIEW);
    const tile = page.getByTestId('overview-devices');
    await expect.poll(() => tile.getByTestId('devices-none').textContent()).toBe('No device on this site yet. Add the first devices');
    await tile.getByRole('link', { name: 'Add the first devices' }).click();
    await page.getByRole('heading', { name: 'New device', level: 1 }).waitFor();
  });

  it('the devices list shows an empty state whose action opens the device creation', async () => {
    const { page } = await session.signedIn('en', '/admin/devices', 'Devices', VIEW);
    const empty = page.getByRole('region', { name: 'No device yet' });
    await empty.waitFor();
    expect(await page.getByRole('table', { name: 'Devices' }).count()).toBe(0);
    const add = empty.getByRole('link', { name: 'Add devices' });
    expect(await add.isVisible()).toBe(true);
    const box = await add.boundingBox();
    expect(box !== null && box.y + box.height <= 900).toBe(true);
    await add.click();
    await page.getByRole('heading', { name: 'New device', level: 1 }).waitFor();
  });

  it('the logic page says how to add the first gate, and the palette does it', async () => {
    const { page } = await session.signedIn('en', '/admin/logic', 'Logic controller', VIEW);
    const note = page.getByTestId('logic-empty');
    expect(await note.textContent()).toContain('Choose a gate type in the palette');
    const palette = page.getByRole('region', { name: 'Gate palette' });
    await palette.getByRole('button', { name: 'Add a gate and' }).click();
    await note.waitFor({ state: 'detached' });
  });
});
