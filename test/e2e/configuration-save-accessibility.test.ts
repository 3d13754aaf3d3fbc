import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { changeOnAppliance, consoleBrowserPerTest, readDocument, signIn } from './support/configuration-session';
import { resetAppliance, setFaults } from './support/simulator-control';
import { consoleBaseUrl } from './support/worker-console';

/**
 * axe-core (WCAG 2.0/2.1, A and AA) on what the save flow adds to the
 * configuration pages, in states the route-by-route accessibility test does
 * not reach: the bar with problems, the review (blocked and not), the
 * conflict with its overwrite confirmation, a failure, a refused upload and
 * the draft offer, the discard confirmation; dark and light, at phone width.
 */
const baseUrl = consoleBaseUrl();

const session = consoleBrowserPerTest(baseUrl);

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

describe('accessibility of the save flow', () => {
  it('has no axe violation (WCAG 2.1 A/AA) in the bar, review, problems, conflict, failure, upload and draft offer, dark and light, at phone width', async () => {
    const violations: string[] = [];
    for (const colorScheme of ['dark', 'light'] as const) {
      await resetAppliance(baseUrl, { initialised: true });
      // The console's Content-Security-Policy refuses axe's inline script: bypassed in this context only.
      const context = await session.context({ bypassCSP: true, colorScheme, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      page.on('dialog', (dialog) => void dialog.accept());
      await page.goto(`${baseUrl}/auth?redirect=${encodeURIComponent('/admin/network')}`);
      if (colorScheme === 'light') await page.evaluate(() => localStorage.setItem('vigil.theme', 'light'));
      await page.reload();
      await signIn(page, 'en');
      await page.getByRole('heading', { name: 'Network services', level: 1 }).waitFor();
      const check = async (where: string) => {
        // The colours at rest: the pointer left where the last click was (on a phone the bar's Review button lies
        // under the review's Save button, whose hover shade axe would measure instead).
        await page.mouse.move(0, 0);
        // A dialog fading in has every colour half-way: wait for the animations to end.
        await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
        await page.addScriptTag({ path: AXE_SCRIPT });
        const found = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } }).axe;
          return (await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })).violations;
        });
        violations.push(...found.map((violation) => `${colorScheme} ${where}: ${violation.id} ${violation.nodes.map((node) => node.html).join(' | ')}`));
      };
      const bar = page.getByRole('region', { name: 'Configuration changes' });
      const setPort = async (label: string, value: string) => {
        await page.getByLabel(label, { exact: true }).fill(value);
        await page.getByLabel(label, { exact: true }).press('Tab');
      };

      await setPort('RTSP port', '80');
      await bar.getByRole('button', { name: /problem/ }).click();
      await check('bar and problems');
      await bar.getByRole('button', { name: 'Review', exact: true }).click();
      await page.getByTestId('save-blocked').waitFor();
      await check('review blocked by problems');
      await page.keyboard.press('Escape');
      await setPort('RTSP port', '8554');
      await bar.getByRole('button', { name: 'Discard', exact: true }).click();
      await page.getByRole('alertdialog').waitFor();
      await check('discard confirmation');
      await page.keyboard.press('Escape');
      await bar.getByRole('button', { name: 'Review', exact: true }).click();
      await page.getByTestId('review-changes').waitFor();
      await check('review');

      await changeOnAppliance(baseUrl, (xml) => xml.replace('<rtsp-port>554</rtsp-port>', '<rtsp-port>9554</rtsp-port>'));
      await page.getByRole('button', { name: 'Save to the appliance' }).click();
      await page.getByRole('button', { name: 'Overwrite theirs…' }).click();
      await check('conflict');
      await setFaults(baseUrl, { configuration: { saveFails: true } });
      await page.getByRole('button', { name: 'Overwrite their changes' }).click();
      await page.getByTestId('save-failure').waitFor();
      await check('failure');
      await setFaults(baseUrl, { configuration: { saveFails: false } });
      await page.keyboard.press('Escape');

      const broken = (await readDocument(baseUrl)).replace('<type>17235970</type>', '<type>99</type>');
      await page.getByTestId('configuration-upload-input').setInputFiles({ name: 'broken.xml', mimeType: 'text/xml', buffer: Buffer.from(broken) });
      await page.getByTestId('upload-invalid').waitFor();
      await check('upload refused');
      await page.keyboard.press('Escape');

      await page.reload();
      await signIn(page, 'en');
      await page.getByTestId('draft-offer').getByRole('button', { name: 'Show the changes' }).click();
      await check('draft offer');

      // An edit saved: the toast that says so, then the review of what was saved it reopens.
      await page.getByTestId('draft-offer').getByRole('button', { name: 'Discard them' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
      await page.getByTestId('draft-offer').waitFor({ state: 'detached' });
      await setPort('HTTP port', '8080');
      await bar.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('button', { name: 'Save to the appliance' }).click();
      const toast = page.getByTestId('save-done');
      await toast.waitFor();
      await check('saved toast');
      await toast.getByRole('button', { name: 'Review what was saved' }).click();
      await page.getByTestId('saved-review').waitFor();
      await check('saved review');
      await page.keyboard.press('Escape');
    }
    expect(violations).toEqual([]);
  }, 180_000);
});
