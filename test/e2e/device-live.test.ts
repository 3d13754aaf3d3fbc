import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { consoleBrowserPerTest } from './support/configuration-session';
import { consoleBaseUrl } from './support/worker-console';

/**
 * The device page's "Live" tab in the production build, in headless
 * Chromium against the simulated appliance: frames that move, PTZ test
 * moves that move the simulated camera's picture, a refusal without the
 * write right, and no stream left open once the page is left.
 */
const baseUrl = consoleBaseUrl();
const TIMEOUT = 20_000;
/** The seed's "Parking PTZ dome" (second device) and its first video stream. */
const PTZ_DEVICE_INDEX = 1;

interface ClientApiState {
  readonly openStreams: number;
  readonly views: Record<string, { pan: number; tilt: number; zoom: number }>;
}

async function clientApiState(): Promise<ClientApiState> {
  return (await fetch(`${baseUrl}/__simulator/client-api/state`)).json() as Promise<ClientApiState>;
}

async function control(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}/__simulator/client-api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}

// The appliance and its streaming interface (counters, rights, camera positions) reset before each test.
const session = consoleBrowserPerTest(baseUrl, () => control('reset', {}));

async function livePage(): Promise<Page> {
  const { page } = await session.signedIn('en', `/admin/devices/edit/${PTZ_DEVICE_INDEX}`, /\S/, { timeout: TIMEOUT });
  await page.getByRole('tab', { name: 'Live' }).click();
  await page.getByTestId('live-image').waitFor();
  return page;
}

/** The frames counted by the live image (its data-frames attribute). */
async function frameCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('live-image').getAttribute('data-frames'));
}

/** The red level of the live picture at (20, 80): away from the sweeping bar and the clock, it follows the pan. */
async function redAt(page: Page): Promise<number> {
  return page.getByTestId('live-image').evaluate((image: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context2d = canvas.getContext('2d')!;
    context2d.drawImage(image, 0, 0);
    return context2d.getImageData(20, 80, 1, 1).data[0]!;
  });
}

describe('device live preview and PTZ (e2e)', () => {
  it('shows moving frames and closes the stream when the page is left', async () => {
    const page = await livePage();
    await expect.poll(() => frameCount(page), { timeout: TIMEOUT }).toBeGreaterThan(1);
    const first = await page.getByTestId('live-image').screenshot();
    const seen = await frameCount(page);
    await expect.poll(() => frameCount(page), { timeout: TIMEOUT }).toBeGreaterThan(seen + 1);
    const second = await page.getByTestId('live-image').screenshot();
    expect(Buffer.compare(first, second)).not.toBe(0);
    expect((await clientApiState()).openStreams).toBe(1);

    await page.getByRole('link', { name: 'Storage' }).first().click();
    await page.getByRole('heading', { name: 'Storage', level: 1 }).waitFor();
    await expect.poll(async () => (await clientApiState()).openStreams, { timeout: TIMEOUT }).toBe(0);
  });

  it('moves the simulated camera with the PTZ buttons and the keyboard, and its picture follows', async () => {
    const page = await livePage();
    await expect.poll(() => frameCount(page), { timeout: TIMEOUT }).toBeGreaterThan(1);
    const before = await redAt(page);
    await page.getByRole('button', { name: 'Pan right' }).click();
    await page.getByText('Sent: Pan right').waitFor();
    const views = (await clientApiState()).views;
    expect(Object.values(views).some((view) => Math.abs(view.pan - 0.1) < 1e-9)).toBe(true);
    await expect.poll(async () => (await redAt(page)) - before, { timeout: TIMEOUT }).toBeGreaterThan(10);

    // The pad takes the arrow keys while focused: one more step right, then home.
    await page.getByRole('button', { name: 'Pan right' }).focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => Object.values((await clientApiState()).views).some((view) => Math.abs(view.tilt - 0.1) < 1e-9), { timeout: TIMEOUT }).toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(async () => Object.values((await clientApiState()).views).every((view) => view.pan === 0 && view.tilt === 0), { timeout: TIMEOUT }).toBe(true);
  });

  it("says 'no rights to write' when the account may not move the camera", async () => {
    const rights = (await (await fetch(`${baseUrl}/__simulator/client-api/state`)).json()) as ClientApiState;
    await control('rights', Object.fromEntries(Object.keys(rights.views).map((guid) => [guid, ['live/read']])));
    const page = await livePage();
    await page.getByText('This account has no right to move this camera').waitFor();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => page.getByTestId('ptz-refused').textContent()).toContain('no rights to write');
    expect(Object.values((await clientApiState()).views).every((view) => view.zoom === 0)).toBe(true);
  });

  it('takes a snapshot through /api/imageref', async () => {
    const page = await livePage();
    await page.getByRole('button', { name: 'Take a snapshot' }).click();
    await page.getByTestId('snapshot-image').waitFor();
    const width = await page.getByTestId('snapshot-image').evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      return image.naturalWidth;
    });
    expect(width).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Download the snapshot' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
