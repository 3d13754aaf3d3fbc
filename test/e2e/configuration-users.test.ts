import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_GUIDS as G } from '../../src/infrastructure/simulator/seed/seed-guids';
import { INITIALISED_ADMIN_PASSWORD } from '../../src/infrastructure/simulator/state/accounts';
import { accessibilityViolations } from './support/axe';
import { consoleBrowserPerTest } from './support/configuration-session';
import { lineDiff, passwordOf, splitGroups } from './support/document-lines';
import { setConfigurationText } from './support/simulator-control';
import { consoleBaseUrl } from './support/worker-console';

/**
 * The users and groups page as an installer meets it, in the production
 * build: groups and users created, edited, moved and deleted, rights toggled
 * with the mouse and the keyboard, rule errors shown by their fields and in
 * the page's problems, then one save, after which the appliance's document
 * differs from the one before only where it was edited (and its date and
 * signature). The admin user's root group is never touched: the simulator's
 * accounts come from this document.
 */
const baseUrl = consoleBaseUrl();
const TIMEOUT = 15_000;
const session = consoleBrowserPerTest(baseUrl);

async function documentText(encrypted = false): Promise<string> {
  const authorization = `Basic ${Buffer.from(`admin:${INITIALISED_ADMIN_PASSWORD}`).toString('base64')}`;
  const response = await fetch(`${baseUrl}/api/configuration${encrypted ? '' : '?uncrypted'}`, { headers: { authorization } });
  expect(response.status).toBe(200);
  return response.text();
}

async function open(locale: string, options: { readonly path?: string; readonly theme?: 'dark' | 'light'; readonly axe?: boolean } = {}): Promise<Page> {
  // axe is injected as an inline script, which the console's Content-Security-Policy rightly refuses: its runs bypass it.
  const context = options.axe ? await session.context({ locale, viewport: { width: 1280, height: 800 }, bypassCSP: true }) : (await session.open({ locale })).context;
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(TIMEOUT);
  if (options.theme) await page.addInitScript((theme) => localStorage.setItem('vigil.theme', theme), options.theme);
  await page.goto(`${baseUrl}/auth?redirect=${encodeURIComponent(options.path ?? '/admin/users')}`);
  return page;
}

async function signIn(page: Page, labels: { username: string; password: string; signIn: string; title: string }): Promise<void> {
  await page.getByLabel(labels.username).fill('admin');
  await page.getByLabel(labels.password, { exact: true }).fill(INITIALISED_ADMIN_PASSWORD);
  await page.getByRole('button', { name: labels.signIn }).click();
  await page.getByRole('heading', { name: labels.title, level: 1 }).waitFor();
}

/** Saves through the save bar: review, save to the appliance, saved. */
async function save(page: Page, words: { save: RegExp; confirm: RegExp; saved: RegExp; close: RegExp }): Promise<void> {
  await page.getByRole('region', { name: /Configuration changes|Modifications de la configuration/ }).getByRole('button', { name: words.save }).click();
  await page.getByRole('button', { name: words.confirm }).click();
  await page.getByText(words.saved).waitFor();
  await page.getByRole('button', { name: words.close }).click();
}

const nav = (page: Page) => page.getByRole('navigation', { name: /Groups and users|Groupes et utilisateurs/ });


describe('users and groups in a real browser', () => {
  it('creates, edits, moves and deletes groups and users, toggles rights, saves, and changes nothing else in the document', async () => {
    const before = await documentText();
    const page = await open('en-US');
    await signIn(page, { username: 'Username', password: 'Password', signIn: 'Sign in', title: 'Users and groups' });

    // A group, created with the default name and renamed.
    await nav(page).getByRole('button', { name: /New group/ }).click();
    await page.getByRole('heading', { name: 'New group', level: 2 }).waitFor();
    await page.getByLabel('Group name').fill('Night shift');
    await page.getByLabel('Group name').press('Enter');
    await page.getByRole('heading', { name: 'Night shift', level: 2 }).waitFor();

    // A user: the rules speak by the fields and in the page's problems before anything is created.
    await page.getByRole('button', { name: 'New user in Night shift' }).click();
    await page.getByRole('button', { name: 'Create the user' }).click();
    const problems = page.getByTestId('form-problems');
    await problems.getByRole('link', { name: 'username is required' }).waitFor();
    await problems.getByRole('link', { name: 'please set a password' }).waitFor();
    expect(await page.getByText('username is required').count()).toBe(2);
    await page.getByLabel('Username').fill('nightguard');
    await page.getByLabel('Password', { exact: true }).fill('Night-2026');
    await page.getByLabel('Confirm the password').fill('Night-2027');
    await page.getByRole('button', { name: 'Create the user' }).click();
    await problems.getByRole('link', { name: "passwords don't match" }).waitFor();
    expect(await page.getByText("passwords don't match").count()).toBe(2);
    await problems.getByRole('link', { name: "passwords don't match" }).click();
    expect(await page.getByLabel('Confirm the password').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.getByLabel('Confirm the password').fill('Night-2026');
    await page.getByRole('button', { name: 'Create the user' }).click();
    await page.getByRole('heading', { name: 'nightguard', level: 2 }).waitFor();
    expect(await page.getByTestId('password-status').textContent()).toContain('A new password is set');

    // A second user, deleted again.
    await page.getByRole('button', { name: 'Back to Night shift' }).click();
    await page.getByRole('button', { name: 'New user in Night shift' }).click();
    await page.getByLabel('Username').fill('temporary');
    await page.getByLabel('Password', { exact: true }).fill('Temp-2026');
    await page.getByLabel('Confirm the password').fill('Temp-2026');
    await page.getByRole('button', { name: 'Create the user' }).click();
    await page.getByRole('heading', { name: 'temporary', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Delete the user' }).click();
    await page.getByRole('heading', { name: 'Night shift', level: 2 }).waitFor();
    expect(await nav(page).getByRole('button', { name: /^temporary/ }).count()).toBe(0);

    // The operator: an empty name is refused, remote access, a new password, then a move to the new group.
    await nav(page).getByRole('button', { name: /^operator/ }).click();
    await page.getByRole('heading', { name: 'operator', level: 2 }).waitFor();
    expect(await page.getByTestId('password-status').textContent()).toBe('A password is stored on the appliance.');
    await page.getByLabel('Username').fill('');
    await page.getByLabel('Username').press('Enter');
    await page.getByText('username is required').waitFor();
    await page.getByLabel('Username').press('Escape');
    await page.getByText('Remote access', { exact: true }).click();
    await page.getByLabel('New password').fill('Op-2026');
    await page.getByLabel('Confirm the password').fill('Op-2026');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await page.getByText('Password set; save the configuration to send it.').waitFor();
    await page.getByLabel('Group', { exact: true }).selectOption({ label: 'Night shift' });
    await page.getByRole('button', { name: 'Back to Night shift' }).waitFor();

    // A group with users cannot be deleted; the emptied one can.
    await nav(page).getByRole('button', { name: /^Night shift/ }).click();
    await page.getByRole('button', { name: 'Delete the group' }).click();
    expect(await page.getByRole('alert').textContent()).toContain("group isn't empty, can't delete it");
    await nav(page).getByRole('button', { name: /^Operators/ }).click();
    await page.getByRole('heading', { name: 'Operators', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Delete the group' }).click();
    await page.getByText('Choose a group or a user.').waitFor();
    expect(await nav(page).getByRole('button', { name: /^Operators/ }).count()).toBe(0);

    // Rights of the new group: a box, a whole device, the keyboard, and a box toggled twice (no change).
    await nav(page).getByRole('button', { name: /^Night shift/ }).click();
    await page.getByRole('tab', { name: 'Rights' }).click();
    await page.getByRole('checkbox', { name: 'Live — Entrance camera: Entrance (channel 1, stream 1)' }).click();
    await page.getByRole('checkbox', { name: 'All rights — all of Warehouse recorder' }).click();
    const consultation = page.getByRole('checkbox', { name: 'Consultation — Entrance camera: Entrance (channel 1, stream 1)' });
    await consultation.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Consultation — Entrance camera: Entrance door contact');
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    expect(await consultation.isChecked()).toBe(true);
    const ptz = page.getByRole('checkbox', { name: 'PTZ — Parking PTZ dome: Parking wide (channel 1, stream 1)' });
    await ptz.click();
    await ptz.click();
    expect(await ptz.isChecked()).toBe(false);

    await save(page, { save: /^Save$/, confirm: /^Save to the appliance$/, saved: /The configuration is saved on the appliance/, close: /^Close$/ });

    // The document, read back: the date, the signature and the groups' edited elements changed, nothing else.
    const after = await documentText();
    const outside = lineDiff(splitGroups(before).rest, splitGroups(after).rest);
    expect(outside.removed.map((line) => line.replace(/>.*</, '><'))).toEqual(['<date></date>', '<signature></signature>']);
    expect(outside.added.map((line) => line.replace(/>.*</, '><'))).toEqual(['<date></date>', '<signature></signature>']);
    const inside = lineDiff(splitGroups(before).groups, splitGroups(after).groups);
    const administrators = before.slice(before.indexOf('<group>'), before.indexOf('</group>'));
    expect(after).toContain(administrators);
    expect(inside.removed).toEqual(expect.arrayContaining([`<identifier type="guid">${G.operators}</identifier>`, '<name>Operators</name>', '<password>operator</password>']));
    expect(inside.added).toEqual(expect.arrayContaining(['<name>Night shift</name>', '<name>nightguard</name>', '<password>Night-2026</password>', '<password>Op-2026</password>', '<remote>1</remote>', `<identifier type="guid">${G.recorderVideo2}</identifier>`]));
    expect(inside.added.join('\n')).not.toContain('temporary');
    expect(inside.added.join('\n')).not.toContain('crypted');
    expect(inside.added.join('\n')).not.toContain(G.parkingVideo1);
    // No right granting nothing is written.
    expect(splitGroups(after).groups).not.toMatch(/<live-read>0<\/live-read>\s*<consultation>0<\/consultation>\s*<exportation>0<\/exportation>\s*<ptz-write>0<\/ptz-write>/);
  });

  // The console posts the passwords it read uncrypted back in clear; the appliance stores them crypted
  // again, so in the stored document only the password that was set changes.
  it("keeps the other users' encrypted passwords as the appliance stores them", async () => {
    const before = await documentText(true);
    const adminPassword = passwordOf(before, 'admin');
    expect(adminPassword).toContain('crypted="1"');
    const page = await open('en-US');
    await signIn(page, { username: 'Username', password: 'Password', signIn: 'Sign in', title: 'Users and groups' });
    await nav(page).getByRole('button', { name: /^operator/ }).click();
    await page.getByLabel('New password').fill('Op-2026');
    await page.getByLabel('Confirm the password').fill('Op-2026');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await save(page, { save: /^Save$/, confirm: /^Save to the appliance$/, saved: /The configuration is saved on the appliance/, close: /^Close$/ });
    const after = await documentText(true);
    expect(passwordOf(after, 'operator')).toContain('crypted="1"');
    expect(passwordOf(after, 'operator')).not.toBe(passwordOf(before, 'operator'));
    expect(passwordOf(after, 'admin')).toBe(adminPassword);
  });

  it('speaks French: a group and a user with its rule errors, a right, the save', async () => {
    const before = await documentText();
    const page = await open('fr-FR');
    await signIn(page, { username: "Nom d'utilisateur", password: 'Mot de passe', signIn: 'Se connecter', title: 'Utilisateurs et groupes' });
    await nav(page).getByRole('button', { name: /Nouveau groupe/ }).click();
    await page.getByRole('heading', { name: 'New group', level: 2 }).waitFor();
    await page.getByLabel('Nom du groupe').fill('Équipe de nuit');
    await page.getByLabel('Nom du groupe').press('Enter');
    await page.getByRole('button', { name: 'Nouvel utilisateur dans Équipe de nuit' }).click();
    await page.getByLabel('Mot de passe', { exact: true }).fill('Nuit-2026');
    await page.getByLabel('Confirmer le mot de passe').fill('Nuit-2027');
    await page.getByRole('button', { name: "Créer l'utilisateur" }).click();
    const problems = page.getByTestId('form-problems');
    await problems.getByRole('link', { name: /le nom d['’]utilisateur est requis/ }).waitFor();
    await problems.getByRole('link', { name: 'les mots de passe ne correspondent pas' }).waitFor();
    expect(await page.getByText('les mots de passe ne correspondent pas').count()).toBe(2);
    await page.getByLabel("Nom d'utilisateur").fill('veilleur');
    await page.getByLabel('Confirmer le mot de passe').fill('Nuit-2026');
    await page.getByRole('button', { name: "Créer l'utilisateur" }).click();
    await page.getByRole('heading', { name: 'veilleur', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Retour à Équipe de nuit' }).click();
    await page.getByRole('tab', { name: 'Droits' }).click();
    await page.getByRole('checkbox', { name: 'Direct — Entrance camera : Entrance (canal 1, flux 1)' }).click();

    await save(page, {
      save: /^Enregistrer$/,
      confirm: /^Enregistrer sur l'appareil$/,
      saved: /La configuration est enregistrée sur l'appareil/,
      close: /^Fermer$/,
    });
    const after = await documentText();
    const outside = lineDiff(splitGroups(before).rest, splitGroups(after).rest);
    expect(outside.added.map((line) => line.replace(/>.*</, '><'))).toEqual(['<date></date>', '<signature></signature>']);
    const inside = lineDiff(splitGroups(before).groups, splitGroups(after).groups);
    expect(inside.removed).toEqual([]);
    expect(inside.added).toEqual(expect.arrayContaining(['<name>Équipe de nuit</name>', '<name>veilleur</name>', '<password>Nuit-2026</password>', `<identifier type="guid">${G.entranceVideo}</identifier>`, '<live-read>1</live-read>']));
  });

  it.each([
    ['en-US', 'dark', 'Users and groups', 'Rights', 'Find a resource'],
    ['fr-FR', 'light', 'Utilisateurs et groupes', 'Droits', 'Trouver une ressource'],
  ] as const)('has no WCAG 2.1 A/AA violation on the rights matrix and a user (%s, %s)', async (locale, theme, title, rights, find) => {
    const page = await open(locale, { theme, axe: true, path: `/admin/users?item=${G.operators}&tab=rights` });
    const words = locale === 'fr-FR' ? { username: "Nom d'utilisateur", password: 'Mot de passe', signIn: 'Se connecter', title } : { username: 'Username', password: 'Password', signIn: 'Sign in', title };
    await signIn(page, words);
    await page.getByRole('tab', { name: rights }).waitFor();
    await page.getByRole('table').getByRole('checkbox').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await nav(page).getByRole('button', { name: /^operator/ }).click();
    await page.getByRole('searchbox', { name: find }).fill('entrance');
    await page.locator('label:has(input[type=radio])').first().click();
    await page.getByTestId('effective-rights-answer').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('shows names holding markup as text', async () => {
    await setConfigurationText(baseUrl, (text) => text.replace('<name>Operators</name>', '<name>&lt;img src=x onerror="window.__injected=1"&gt;</name>'));
    const page = await open('en-US');
    await signIn(page, { username: 'Username', password: 'Password', signIn: 'Sign in', title: 'Users and groups' });
    await nav(page).getByRole('button', { name: /<img src=x/ }).click();
    await page.getByRole('heading', { name: '<img src=x onerror="window.__injected=1">', level: 2 }).waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  });
});
