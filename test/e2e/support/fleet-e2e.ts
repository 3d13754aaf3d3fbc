import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { BrowserContext, Page } from 'playwright-core';
import type { RunningSimulator } from '../../../src/composition/node-servers';
import { embeddedDatabaseFolder } from '../../support/embedded-template';
import { startAppliances, startFleetConsole, type FleetConsole } from '../../support/fleet-console';

/*
 * The one harness of the fleet's e2e tests (the worker's own console,
 * consoleBaseUrl(), is a plain single-appliance one). Two ways to start a
 * fleet, both serving the production build (dist/) on a copy of the
 * migrated embedded database:
 *
 * - startE2eFleet: in the test's process, the appliances as objects the
 *   test stops, breaks and edits; the pages make the first operator;
 * - startE2eFleetProcess: in a process of its own (fleet-console-process.ts),
 *   so that a heavy page of a site's console never stalls the test; the
 *   first operator and one site per appliance made through the API.
 *
 * Then the pages' words in each language, and the steps the tests share.
 */

/** A fleet-mode console in the test's process, with simulated appliances on ports of their own; sites polled every `pollEveryMs` (1 s by default). */
export interface E2eFleet {
  readonly server: FleetConsole;
  readonly baseUrl: string;
  readonly appliances: readonly RunningSimulator[];
  close(): Promise<void>;
}

export async function startE2eFleet(options: { readonly appliances: number; readonly now?: () => Date; readonly pollEveryMs?: number }): Promise<E2eFleet> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-e2e-fleet-'));
  await embeddedDatabaseFolder(join(dataDir, 'database'));
  const appliances = await startAppliances(options.appliances);
  const server = await startFleetConsole({ dataDir, distDir: resolve('dist'), pollEveryMs: options.pollEveryMs ?? 1_000, fetchEverySeconds: 1, ...(options.now ? { now: options.now } : {}) });
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

/** A fleet-mode Vigil server and its simulated appliances (fleet-console-process.ts), with an operator signed in and one site per appliance. */
export interface E2eFleetProcess {
  readonly baseUrl: string;
  readonly appliances: readonly string[];
  /** The installer's session cookie (`vigil_operator=…`). */
  readonly cookie: string;
  readonly sites: readonly { readonly id: string; readonly name: string }[];
  /** Gives a browser context the installer's session (as if signed in on the fleet's page), or the session of `cookie`. */
  signInBrowser(context: BrowserContext, cookie?: string): Promise<void>;
  close(): Promise<void>;
}

export const FLEET_INSTALLER = { name: 'claire', password: 'Fleet-pass-1' } as const;

/** A JSON call as the fleet's pages make it (X-Requested-With, the session cookie). */
export async function fleetApiCall(baseUrl: string, path: string, cookie: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'X-Requested-With': 'vigil-console', ...(cookie ? { Cookie: cookie } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/**
 * Starts the fleet, makes the first operator through the API and adds one
 * site per appliance, named `names` in order (tags customer:Acme and a region).
 */
export async function startE2eFleetProcess(names: readonly string[]): Promise<E2eFleetProcess> {
  const rootDir = resolve(import.meta.dirname, '../../..');
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'fleet-console-process.ts'), resolve(rootDir, 'dist'), String(names.length)], { cwd: rootDir, stdio: ['pipe', 'pipe', 'inherit'] });
  const close = () => new Promise<void>((ended) => {
    if (child.exitCode !== null || child.signalCode !== null) return ended();
    child.once('exit', () => ended());
    child.kill('SIGTERM');
  });
  try {
    const { baseUrl, appliances } = await new Promise<{ baseUrl: string; appliances: string[] }>((resolved, rejected) => {
      child.once('exit', (code) => rejected(new Error(`the e2e fleet process ended (${code}) before it was ready`)));
      createInterface({ input: child.stdout! }).once('line', (line) => resolved(JSON.parse(line) as { baseUrl: string; appliances: string[] }));
    });
    const setUp = await fleetApiCall(baseUrl, '/fleet/api/setup', '', FLEET_INSTALLER);
    if (setUp.status !== 200) throw new Error(`the first operator was refused: ${setUp.status} ${await setUp.text()}`);
    const cookie = setUp.headers.get('set-cookie')!.split(';')[0]!;
    const sites: { id: string; name: string }[] = [];
    for (const [index, name] of names.entries()) {
      const url = new URL(appliances[index]!);
      const added = await fleetApiCall(baseUrl, '/fleet/api/sites', cookie, { name, address: url.hostname, httpPort: Number(url.port), username: 'admin', password: 'Vigil-admin-1', tags: ['customer:Acme', `region:${index === 0 ? 'north' : 'south'}`] });
      if (added.status !== 200) throw new Error(`the site ${name} was refused: ${added.status} ${await added.text()}`);
      sites.push(((await added.json()) as { site: { id: string; name: string } }).site);
    }
    return {
      baseUrl,
      appliances,
      cookie,
      sites,
      signInBrowser: (context, session = cookie) =>
        context.addCookies([{ name: session.slice(0, session.indexOf('=')), value: session.slice(session.indexOf('=') + 1), url: baseUrl, httpOnly: true, sameSite: 'Strict' }]),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The first operator made and signed in through the API, in the browser context's own cookies; the appliances added as "Site 1"…. */
export async function signedInWithSites(context: BrowserContext, fleet: E2eFleet): Promise<void> {
  const headers = { 'X-Requested-With': 'vigil-console' };
  const setUp = await context.request.post(`${fleet.baseUrl}/fleet/api/setup`, { headers, data: FLEET_INSTALLER });
  if (!setUp.ok()) throw new Error(`first operator refused: ${await setUp.text()}`);
  const csv = ['name,address,http_port,username,password', ...fleet.appliances.map((appliance, index) => `Site ${index + 1},127.0.0.1,${new URL(appliance.url).port},admin,Vigil-admin-1`)].join('\n');
  const imported = await context.request.post(`${fleet.baseUrl}/fleet/api/sites/import`, { headers, data: { csv } });
  if (!imported.ok()) throw new Error(`import refused: ${await imported.text()}`);
}

/**
 * Prepares a copy of `items` from one site to others and starts its rollout
 * through the API, as the Copy to many page does (its cookie, the console's
 * header); resolves to the rollout's id.
 */
export async function startRolloutThroughApi(page: Page, baseUrl: string, copy: { readonly sourceSiteId: string; readonly items: readonly { kind: string; name: string }[]; readonly targetSiteIds: readonly string[]; readonly words: readonly string[] }): Promise<string> {
  const headers = { 'X-Requested-With': 'vigil-console' };
  const prepared = await page.request.post(`${baseUrl}/fleet/api/copies`, { headers, data: { sourceSiteId: copy.sourceSiteId, items: copy.items, targetSiteIds: copy.targetSiteIds } });
  if (!prepared.ok()) throw new Error(`the copy was refused: ${await prepared.text()}`);
  const { targets } = (await prepared.json()) as { targets: { kind: string; site: { id: string; signature: string }; document: string; summary: string }[] };
  const reviewed = targets.filter((target) => target.kind === 'review').map((target) => ({ siteId: target.site.id, baseSignature: target.site.signature, document: target.document, summary: target.summary }));
  const started = await page.request.post(`${baseUrl}/fleet/api/rollouts`, { headers, data: { sourceSiteId: copy.sourceSiteId, items: copy.words, targets: reviewed } });
  if (!started.ok()) throw new Error(`the rollout was refused: ${await started.text()}`);
  return ((await started.json()) as { rollout: { id: string } }).rollout.id;
}

/** The fleet pages' words the tests look for, in each language. */
export const FLEET_WORDS = {
  en: {
    locale: 'en-US', operatorName: 'Operator name', password: 'Password', passwordAgain: 'Password again', createFirst: 'Create the first operator', overview: 'Fleet overview',
    sites: 'Sites', audit: 'Audit', auditHeading: 'Fleet audit', addSite: 'Add a site', addTheSite: 'Add the site', name: 'Name', address: 'Address', httpPort: 'HTTP port', rootPassword: 'Root password',
    signIn: 'Sign in', signOut: 'Sign out', refused: 'The appliance refused this user name and password', viewerNote: /^You are a viewer/, notFleet: /not in fleet mode/, reachable: 'Reachable', sessionEnded: 'Your session has ended: sign in again',
    tooMany: /^Too many failed sign-ins/, viewer: 'Viewer', installer: 'Installer', open: 'Open',
    operators: 'Operators', addOperator: 'Add an operator', addTheOperator: 'Add the operator', viewerChoice: 'Viewer: reads only', makeMeViewer: 'Make me a viewer',
    makeViewer: (name: string) => `Make viewer: ${name}`, makeInstaller: (name: string) => `Make installer: ${name}`, lastInstaller: 'The last installer cannot be removed nor made a viewer',
    rollouts: 'Rollouts', rollout: 'Rollout', rolloutDone: 'Done: 1 of 1 sites hold the change.', noRollout: 'No rollout yet',
  },
  fr: {
    locale: 'fr-FR', operatorName: "Nom de l'opérateur", password: 'Mot de passe', passwordAgain: 'Mot de passe (confirmation)', createFirst: 'Créer le premier opérateur', overview: "Vue d'ensemble du parc",
    sites: 'Sites', audit: 'Audit', auditHeading: 'Audit du parc', addSite: 'Ajouter un site', addTheSite: 'Ajouter le site', name: 'Nom', address: 'Adresse', httpPort: 'Port HTTP', rootPassword: 'Mot de passe root',
    signIn: 'Se connecter', signOut: 'Se déconnecter', refused: "L'appareil a refusé ce nom d'utilisateur et ce mot de passe", viewerNote: /^Vous êtes lecteur/, notFleet: /pas en mode parc/, reachable: 'Joignable', sessionEnded: 'Votre session a pris fin : reconnectez-vous',
    tooMany: /^Trop de connexions/, viewer: 'Lecteur', installer: 'Installateur', open: 'Ouvrir',
    operators: 'Opérateurs', addOperator: 'Ajouter un opérateur', addTheOperator: "Ajouter l'opérateur", viewerChoice: 'Lecteur : lit seulement', makeMeViewer: 'Me rendre lecteur',
    makeViewer: (name: string) => `Rendre lecteur : ${name}`, makeInstaller: (name: string) => `Rendre installateur : ${name}`, lastInstaller: 'Le dernier installateur ne peut être ni supprimé ni rendu lecteur',
    rollouts: 'Déploiements', rollout: 'Déploiement', rolloutDone: 'Terminé : 1 sites sur 1 ont la modification.', noRollout: 'Aucun déploiement pour l’instant',
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
