import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleAgainstSimulator, consoleServices } from '../../../../test/support/console-against-simulator';
import type { Language } from '../../../application/ports/preferences.port';
import type { AuditFilter, HistoryFile, HistoryPort } from '../../../application/ports/history.port';
import type { AuditEntry, AuditRecord } from '../../../domain/audit/audit-entry';
import { INITIALISED_ADMIN_PASSWORD } from '../../../infrastructure/simulator/state/accounts';
import { renderConsole } from '../../testing/render-console';

consoleAgainstSimulator({ initialised: true });

/**
 * The file the page hands to the browser: the blob of the object URL, and the
 * link's click kept from navigating the test's window (spies, not vi.mock:
 * the ui project shares one module graph per worker).
 */
const saved: { blob: Blob; name: string }[] = [];
beforeEach(() => {
  saved.length = 0;
  let last: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob as Blob;
    return 'blob:audit';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ blob: last, name: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

function entry(sequence: number, record: Partial<AuditRecord>): AuditEntry {
  return {
    entryId: `e${sequence}`, at: `2026-11-${10 + sequence}T09:30:00.000Z`, siteId: 'site', actor: 'admin', address: '127.0.0.1', action: 'sign-in',
    target: '', result: 'succeeded', detail: '', vigilInstance: 'this', sequence, previousHash: `p${sequence}`, hash: `h${sequence}`, ...record,
  } as AuditEntry;
}

/** Four operations, oldest first: a refused sign-in (mallory), admin's sign-in, a save, a save the appliance refused. */
const ENTRIES = [
  entry(1, { actor: 'mallory', address: '10.0.0.9', result: 'refused', detail: 'Invalid Credentials' }),
  entry(2, {}),
  entry(3, { action: 'configuration.save', detail: 'version 7' }),
  entry(4, { action: 'configuration.save', result: 'refused', detail: 'Signature mismatch' }),
];

/** The filter as the server applies it (its SQL is tested over HTTP in test/integration/history). */
function matches(each: AuditEntry, filter: AuditFilter): boolean {
  return (
    (filter.actor === undefined || each.actor === filter.actor) &&
    (filter.action === undefined || each.action === filter.action) &&
    (filter.result === undefined || each.result === filter.result) &&
    (filter.from === undefined || each.at >= filter.from) &&
    (filter.to === undefined || each.at <= filter.to)
  );
}

/** The Vigil server's audit as its port answers, keeping every filter and export asked for. */
function auditOf() {
  const asked: AuditFilter[] = [];
  const exported: { filter: AuditFilter; format: 'csv' | 'json' }[] = [];
  const port = {
    status: () => Promise.resolve({ database: { kind: 'embedded', reachable: true, location: 'data' }, spooled: 0, instance: 'this' }),
    verify: () => Promise.resolve({ intact: true, checked: ENTRIES.length }),
    audit: (filter: AuditFilter) => {
      asked.push(filter);
      return Promise.resolve(ENTRIES.filter((each) => matches(each, filter)).reverse());
    },
    exportAudit: (filter: AuditFilter, format: 'csv' | 'json'): Promise<HistoryFile> => {
      exported.push({ filter, format });
      const rows = ENTRIES.filter((each) => matches(each, filter)).map((each) => `${each.sequence},${each.actor},${each.action},${each.result}`);
      return Promise.resolve({ fileName: `vigil-audit.${format}`, bytes: new TextEncoder().encode(['sequence,actor,action,result', ...rows].join('\n')), type: 'text/csv' });
    },
  } as unknown as HistoryPort;
  return { port, asked, exported };
}

const WORDS = {
  en: {
    username: 'Username', password: 'Password', submit: 'Sign in', heading: 'Audit of operations', table: 'Operations', intact: /The audit chain is intact: 4 entries checked/,
    who: 'Who', what: 'What', result: 'Result', refused: 'Refused', succeeded: 'Succeeded', saved: 'Configuration saved', signIn: 'Sign-in', csv: 'Export as CSV', none: 'No operation matches.',
  },
  fr: {
    username: "Nom d'utilisateur", password: 'Mot de passe', submit: 'Se connecter', heading: 'Audit des opérations', table: 'Opérations', intact: /La chaîne d'audit est intacte : 4 entrées vérifiées/,
    who: 'Qui', what: 'Quoi', result: 'Résultat', refused: 'Refusé', succeeded: 'Réussi', saved: 'Configuration enregistrée', signIn: 'Connexion', csv: 'Exporter en CSV', none: 'Aucune opération ne correspond.',
  },
} as const;

async function auditPage(language: Language) {
  const parts = consoleServices();
  const audit = auditOf();
  const services = new Proxy(parts.services, { get: (target, name) => (name === 'history' ? audit.port : Reflect.get(target, name)) });
  const words = WORDS[language];
  renderConsole(services, `/auth?redirect=${encodeURIComponent('/admin/audit')}`, language);
  fireEvent.change(await screen.findByLabelText(words.username), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText(words.password, { exact: true }), { target: { value: INITIALISED_ADMIN_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: words.submit }));
  await screen.findByRole('heading', { name: words.heading, level: 1 }, { timeout: 10_000 });
  return { audit, words };
}

/** The table's rows, each as its cells' text (the header left out). */
function rows(label: string): string[][] {
  const table = screen.getByRole('region', { name: label });
  return within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

describe.each(['en', 'fr'] as const)('the Audit page (%s)', (language) => {
  it('lists the operations newest first in its words, filters them by result, who and what, and exports what the filters select as CSV', async () => {
    const { audit, words } = await auditPage(language);
    await screen.findByText(words.intact);
    await waitFor(() => expect(rows(words.table)).toHaveLength(4));
    const listed = rows(words.table);
    // Newest first: when, who, from where, what, result, detail.
    expect(listed.map((cells) => cells.slice(1).join('|'))).toEqual([
      `admin|127.0.0.1|${words.saved}|${words.refused}|Signature mismatch`,
      `admin|127.0.0.1|${words.saved}|${words.succeeded}|version 7`,
      `admin|127.0.0.1|${words.signIn}|${words.succeeded}|`,
      `mallory|10.0.0.9|${words.signIn}|${words.refused}|Invalid Credentials`,
    ]);

    fireEvent.change(screen.getByLabelText(words.result), { target: { value: 'refused' } });
    await waitFor(() => expect(rows(words.table)).toHaveLength(2));
    expect(audit.asked.at(-1)).toMatchObject({ result: 'refused', limit: 100 });
    expect(rows(words.table).map((cells) => cells[5])).toEqual(['Signature mismatch', 'Invalid Credentials']);

    fireEvent.change(screen.getByLabelText(words.who), { target: { value: ' mallory ' } });
    await waitFor(() => expect(rows(words.table)).toHaveLength(1));
    expect(audit.asked.at(-1)).toMatchObject({ actor: 'mallory', result: 'refused' });

    fireEvent.change(screen.getByLabelText(words.what), { target: { value: 'configuration.save' } });
    await screen.findByText(words.none);
    expect(audit.asked.at(-1)).toMatchObject({ actor: 'mallory', action: 'configuration.save', result: 'refused' });

    // Back to every user: the refused save only; the export takes the same filters.
    fireEvent.change(screen.getByLabelText(words.who), { target: { value: '' } });
    await waitFor(() => expect(rows(words.table).map((cells) => cells[5])).toEqual(['Signature mismatch']));
    fireEvent.click(screen.getByRole('button', { name: words.csv }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(audit.exported).toEqual([{ filter: { action: 'configuration.save', result: 'refused' }, format: 'csv' }]);
    expect(saved[0]!.name).toBe('vigil-audit.csv');
    expect(await saved[0]!.blob.text()).toBe('sequence,actor,action,result\n4,admin,configuration.save,refused');
  });
});
