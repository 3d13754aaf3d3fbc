// Regenerates the README's screenshot: `npm run build && npx tsx scripts/readme-screenshot.ts`.
// Serves the production build with the simulated appliance, signs in and captures the dashboard.
import { fileURLToPath } from 'node:url';
import { startConsoleServer } from '../src/composition/node-servers';
import { INITIALISED_ADMIN_PASSWORD } from '../src/infrastructure/simulator/state/accounts';
import { launchBrowser, openPage } from '../test/e2e/support/browser';
import { resetAppliance } from '../test/e2e/support/simulator-control';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const output = fileURLToPath(new URL('../docs/images/console-dashboard.png', import.meta.url));

const server = await startConsoleServer({ host: '127.0.0.1', port: 0, distDir });
const baseUrl = server.url.replace(/\/$/, '');
const browser = await launchBrowser();
try {
  await resetAppliance(baseUrl, { initialised: true });
  const { page } = await openPage(browser, { viewport: { width: 1280, height: 760 }, colorScheme: 'light' });
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(INITIALISED_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  // The site overview's connection states have answered once.
  await page.waitForFunction(() => /^\d+$/.test(document.querySelector('[data-testid="devices-connected-value"]')?.textContent ?? ''));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500); // let charts and badges settle for the picture
  await page.screenshot({ path: output });
  console.log(`wrote ${output}`);
} finally {
  await browser.close();
  await server.close();
}
