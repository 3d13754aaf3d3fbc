import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator, consoleServices } from '../../../../test/support/console-against-simulator';
import type { Language } from '../../../application/ports/preferences.port';
import type { HistoryPort, TimelineQuery } from '../../../application/ports/history.port';
import type { VersionComparison } from '../../../application/ports/version-comparer.port';
import type { Configuration } from '../../../domain/configuration/configuration';
import { diffModel } from '../../../domain/configuration/model-diff';
import type { ConfigurationVersion } from '../../../domain/history/configuration-version';
import { sparseModel } from '../../../domain/history/sparse-model';
import { INITIALISED_ADMIN_PASSWORD } from '../../../infrastructure/simulator/state/accounts';
import { renderConsole } from '../../testing/render-console';

consoleAgainstSimulator({ initialised: true });

function version(id: number, summary: unknown): ConfigurationVersion {
  return { id, recordedAt: `2026-11-2${id}T10:00:00.000Z`, source: 'vigil', author: 'admin', address: '127.0.0.1', vigilInstance: 'this', problems: [], summary } as unknown as ConfigurationVersion;
}

/** The comparison the server would give between `before` and `after`: the domain's diff by name and the sparse models. */
function comparisonOf(before: Configuration, after: Configuration): VersionComparison {
  const changes = diffModel(before, after);
  return { changes, before: sparseModel(before, changes), after: sparseModel(after, changes), problems: [] };
}

/**
 * The Vigil server's history as its port answers (the server's own calls are
 * tested over HTTP in test/integration/history): versions 1 and 3, where 1
 * had another phone for the first contact and no second contact.
 */
function historyOf(comparison: VersionComparison): HistoryPort & { compared: [number, number][] } {
  const v1 = version(1, { first: true, total: 0, changes: [], items: [], before: {}, after: {} });
  const v3 = version(3, { first: false, total: comparison.changes.length, changes: comparison.changes, items: [], before: comparison.before, after: comparison.after });
  const compared: [number, number][] = [];
  return {
    compared,
    status: () => Promise.resolve({ database: { kind: 'embedded', reachable: true, location: 'data' }, spooled: 0, instance: 'this' }),
    authors: () => Promise.resolve(['admin']),
    versions: (query: TimelineQuery) => Promise.resolve(query.beforeId === 3 ? [v1] : query.limit === 1 ? [v3] : [v3, v1]),
    compare: (from: number, to: number) => {
      compared.push([from, to]);
      return Promise.resolve(comparison);
    },
  } as unknown as HistoryPort & { compared: [number, number][] };
}

const WORDS = {
  en: { username: 'Username', password: 'Password', submit: 'Sign in', heading: 'Configuration history', changes: 'Its changes' },
  fr: { username: "Nom d'utilisateur", password: 'Mot de passe', submit: 'Se connecter', heading: 'Historique de la configuration', changes: 'Ses modifications' },
} as const;

/** Signs in on the History page, with `comparison` as what version 3 changed. */
async function historyPage(language: Language, makeComparison: (current: Configuration) => VersionComparison) {
  const parts = consoleServices();
  let history: ReturnType<typeof historyOf> | undefined;
  const services = new Proxy(parts.services, {
    get: (target, name) => (name === 'history' ? history : Reflect.get(target, name)),
  });
  const words = WORDS[language];
  renderConsole(services, `/auth?redirect=${encodeURIComponent('/admin/history')}`, language);
  fireEvent.change(await screen.findByLabelText(words.username), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText(words.password, { exact: true }), { target: { value: INITIALISED_ADMIN_PASSWORD } });
  // The comparison is made from the appliance's configuration once it is loaded.
  history = historyOf({ changes: [], before: {}, after: {}, problems: [] });
  fireEvent.click(screen.getByRole('button', { name: words.submit }));
  await waitFor(() => expect(parts.services.workspace.state().base).toBeDefined());
  const current = parts.services.workspace.state().base!.configuration;
  history = historyOf(makeComparison(current));
  await screen.findByRole('heading', { name: words.heading, level: 1 });
  return { services: parts.services, current, history };
}

/** An older configuration where the first contact had another phone and the second did not exist. */
function olderOf(current: Configuration): Configuration {
  return { ...current, contacts: [{ ...current.contacts[0]!, phone: '+33699999999' }] };
}

describe('the History page', () => {
  it('shows the timeline in the pages’ words, compares a version with the one before and reverts one field as one edit of the draft', async () => {
    const { services, current, history } = await historyPage('en', (configuration) => comparisonOf(olderOf(configuration), configuration));
    const [first, second] = current.contacts;
    const timeline = await screen.findByRole('list', { name: 'Configuration versions, newest first' });
    await waitFor(() => expect(within(timeline).getAllByTestId('history-version')).toHaveLength(2));
    expect(timeline.textContent).toContain('+33699999999');
    expect(timeline.textContent).toContain('The first version history holds of this site.');

    fireEvent.click(within(timeline).getByRole('button', { name: 'Its changes' }));
    const list = await screen.findByRole('list', { name: /^Changes from version 1/ });
    expect(history.compared).toEqual([[1, 3]]);
    expect(list.textContent).toContain(second!.name);
    expect(screen.getByText('2 changes')).toBeTruthy();

    const revertPhone = screen.getAllByRole('button', { name: /^Revert Contacts › .*Phone/ });
    expect(revertPhone).toHaveLength(1);
    fireEvent.click(revertPhone[0]!);
    await waitFor(() => expect(screen.getByTestId('history-reverted').textContent).toMatch(/Done in the draft/));
    const draft = services.workspace.state().draft!;
    expect(draft.contacts.find((contact) => contact.id === first!.id)?.phone).toBe('+33699999999');
    expect(draft.contacts.some((contact) => contact.id === second!.id)).toBe(true);

    // One step of undo takes it back.
    expect(services.workspace.undo()).toBe(true);
    expect(services.workspace.state().draft!.contacts.find((contact) => contact.id === first!.id)?.phone).toBe(first!.phone);

    // Reverting an item: the contact the later version added goes, the other stays as it is.
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Revert this item: Contacts › .*${second!.name}`) }));
    await waitFor(() => expect(services.workspace.state().draft!.contacts.some((contact) => contact.id === second!.id)).toBe(false));
    expect(services.workspace.state().draft!.contacts.find((contact) => contact.id === first!.id)?.phone).toBe(first!.phone);
  });

  it('lists a long comparison whole, a part at a time, and reverts all of it', async () => {
    // The older version also had 130 contacts the later one no longer holds: 132 changes, more than one part.
    const { services, current } = await historyPage('en', (configuration) => {
      const older = olderOf(configuration);
      const extra = Array.from({ length: 130 }, (_, index) => ({ ...older.contacts[0]!, id: `extra-${index}`, name: `Extra ${index}` }));
      return comparisonOf({ ...older, contacts: [...older.contacts, ...extra] }, configuration);
    });
    const timeline = await screen.findByRole('list', { name: 'Configuration versions, newest first' });
    await waitFor(() => expect(within(timeline).getAllByTestId('history-version')).toHaveLength(2));
    fireEvent.click(within(timeline).getByRole('button', { name: 'Its changes' }));
    expect(await screen.findByText('132 changes')).toBeTruthy();
    const list = await screen.findByRole('list', { name: /^Changes from version 1/ });
    await waitFor(() => expect(list.querySelectorAll('[data-kind]')).toHaveLength(132));
    expect([...list.querySelectorAll('[data-kind="removed"]')].map((row) => row.textContent)).toHaveLength(130);
    expect(list.textContent).toContain('Extra 129');
    fireEvent.click(screen.getByRole('button', { name: 'Revert all these changes' }));
    await waitFor(() => expect(services.workspace.state().draft!.contacts).toHaveLength(131));
    expect(services.workspace.state().draft!.contacts.some((contact) => contact.id === current.contacts[1]!.id)).toBe(false);
  });

  it('reverts a whole comparison, in French', async () => {
    const { services, current } = await historyPage('fr', (configuration) => comparisonOf(olderOf(configuration), configuration));
    const [first, second] = current.contacts;
    const timeline = await screen.findByRole('list', { name: 'Versions de la configuration, la plus récente d\'abord' });
    await waitFor(() => expect(within(timeline).getAllByTestId('history-version')).toHaveLength(2));
    fireEvent.click(within(timeline).getByRole('button', { name: 'Ses modifications' }));
    await screen.findByText('2 modifications');
    fireEvent.click(screen.getByRole('button', { name: 'Rétablir toutes ces modifications' }));
    await waitFor(() => expect(screen.getByTestId('history-reverted').textContent).toMatch(/^Fait dans le brouillon/));
    const draft = services.workspace.state().draft!;
    expect(draft.contacts.find((contact) => contact.id === first!.id)?.phone).toBe('+33699999999');
    expect(draft.contacts.some((contact) => contact.id === second!.id)).toBe(false);
  });
});
