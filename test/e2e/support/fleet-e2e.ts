import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { RunningSimulator } from '../../../src/composition/node-servers';
import { embeddedDatabaseFolder } from '../../support/embedded-template';
import { startAppliances, startFleetConsole, type FleetConsole } from '../../support/fleet-console';

/**
 * A fleet-mode console for the e2e tests (the worker's own console,
 * consoleBaseUrl(), is a plain single-appliance one): the production build
 * served by `npm start -- --fleet` on a fresh embedded database, with
 * simulated appliances on ports of their own, sites polled every second.
 */
export interface E2eFleet {
  readonly server: FleetConsole;
  readonly baseUrl: string;
  readonly appliances: readonly RunningSimulator[];
  close(): Promise<void>;
}

export async function startE2eFleet(options: { readonly appliances: number; readonly now?: () => Date }): Promise<E2eFleet> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-e2e-fleet-'));
  await embeddedDatabaseFolder(join(dataDir, 'database'));
  const appliances = await startAppliances(options.appliances);
  const server = await startFleetConsole({ dataDir, distDir: resolve('dist'), pollEveryMs: 1_000, fetchEverySeconds: 1, ...(options.now ? { now: options.now } : {}) });
  return {
    server,
    baseUrl: server.url.replace(/\/$/, ''),
    appliances,
    close: async () => {
      await server.close();
      await Promise.all(appliances.map((appliance) => appliance.close().catch(() => undefined)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The fleet pages' words the tests look for, in each language. */
export const FLEET_WORDS = {
  en: {
    locale: 'en-US', operatorName: 'Operator name', password: 'Password', passwordAgain: 'Password again', createFirst: 'Create the first operator', overview: 'Fleet overview',
    sites: 'Sites', audit: 'Audit', auditHeading: 'Fleet audit', addSite: 'Add a site', addTheSite: 'Add the site', name: 'Name', address: 'Address', httpPort: 'HTTP port', rootPassword: 'Root password',
    signIn: 'Sign in', signOut: 'Sign out', refused: 'The appliance refused this user name and password', viewerNote: /^You are a viewer/, notFleet: /not in fleet mode/, reachable: 'Reachable', sessionEnded: 'Your session has ended: sign in again',
    tooMany: /^Too many failed sign-ins/, viewer: 'Viewer', installer: 'Installer', open: 'Open',
  },
  fr: {
    locale: 'fr-FR', operatorName: "Nom de l'opérateur", password: 'Mot de passe', passwordAgain: 'Mot de passe (confirmation)', createFirst: 'Créer le premier opérateur', overview: "Vue d'ensemble du parc",
    sites: 'Sites', audit: 'Audit', auditHeading: 'Audit du parc', addSite: 'Ajouter un site', addTheSite: 'Ajouter le site', name: 'Nom', address: 'Adresse', httpPort: 'Port HTTP', rootPassword: 'Mot de passe root',
    signIn: 'Se connecter', signOut: 'Se déconnecter', refused: "L'appareil a refusé ce nom d'utilisateur et ce mot de passe", viewerNote: /^Vous êtes lecteur/, notFleet: /pas en mode parc/, reachable: 'Joignable', sessionEnded: 'Votre session a pris fin : reconnectez-vous',
    tooMany: /^Trop de connexions/, viewer: 'Lecteur', installer: 'Installateur', open: 'Ouvrir',
  },
} as const;

export type FleetLanguage = keyof typeof FLEET_WORDS;

/** Creates the first operator through the first-run page (the fleet's pages go there by themselves). */
export async function createFirstOperator(page: Page, baseUrl: string, language: FleetLanguage, name: string, password: string): Promise<void> {
  const words = FLEET_WORDS[language];
  await page.goto(`${baseUrl}/fleet`);
  await page.getByLabel(words.operatorName).fill(name);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByLabel(words.passwordAgain).fill(password);
  await page.getByRole('button', { name: words.createFirst }).click();
  await page.getByRole('heading', { name: words.overview, level: 1 }).waitFor();
}

/** Signs in on the fleet's sign-in page (the page is there already). */
export async function signInOperator(page: Page, language: FleetLanguage, name: string, password: string): Promise<void> {
  const words = FLEET_WORDS[language];
  await page.getByLabel(words.operatorName).fill(name);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
}

/** A changing call of the fleet's API from the page (its cookie, the console's header), as the pages make them. */
export async function fleetCall(page: Page, path: string, method: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ([url, verb, json]) => (await fetch(url, { method: verb, headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'vigil-console' }, body: JSON.stringify(json) })).status,
    [path, method, body] as const,
  );
}
