import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator, consoleServices } from '../../../../test/support/console-against-simulator';
import { renderConsole } from '../../testing/render-console';
import { answerFleet, SIGNED_IN, threeSites } from '../../../../test/support/fleet-pages-server';

const { server } = consoleAgainstSimulator({ initialised: true });

const WORDS = {
  en: {
    notFleet: /not in fleet mode/, operatorName: 'Operator name', password: 'Password', signIn: 'Sign in', tooMany: 'Too many failed sign-ins: wait 8 s before trying again',
    overview: 'Fleet overview', unreachable: /^Unreachable since/, refused: 'Stored credentials refused', reachable: 'Reachable', sessionEnded: 'Your session has ended: sign in again',
    sites: 'Sites', addSite: 'Add a site', viewerNote: /^You are a viewer/, exportCsv: 'Export CSV', name: 'Name', address: 'Address', rootPassword: 'Root password', addTheSite: 'Add the site',
    siteUnreachable: 'The appliance does not answer at this address and port', importCsv: 'Import CSV', import: 'Import', pasted: 'Or paste its lines', linesRefused: '1 sites added, 1 lines refused.', portWords: 'please provide a port between 1 and 65535', httpPort: 'HTTP port',
    filterReachable: 'Reachable', site: 'Site', baseline: 'Baseline', installer: 'Installer', viewer: 'Viewer',
  },
  fr: {
    notFleet: /pas en mode parc/, operatorName: "Nom de l'opérateur", password: 'Mot de passe', signIn: 'Se connecter', tooMany: 'Trop de connexions échouées : attendez 8 s avant de réessayer',
    overview: "Vue d'ensemble du parc", unreachable: /^Injoignable depuis/, refused: 'Identifiants enregistrés refusés', reachable: 'Joignable', sessionEnded: 'Votre session a pris fin : reconnectez-vous',
    sites: 'Sites', addSite: 'Ajouter un site', viewerNote: /^Vous êtes lecteur/, exportCsv: 'Exporter en CSV', name: 'Nom', address: 'Adresse', rootPassword: 'Mot de passe root', addTheSite: 'Ajouter le site',
    siteUnreachable: "L'appareil ne répond pas à cette adresse et ce port", importCsv: 'Importer un CSV', import: 'Importer', pasted: 'Ou collez ses lignes', linesRefused: '1 sites ajoutés, 1 lignes refusées.', portWords: 'veuillez saisir un port entre 1 et 65535', httpPort: 'Port HTTP',
    filterReachable: 'Joignable', site: 'Site', baseline: 'Référence', installer: 'Installateur', viewer: 'Lecteur',
  },
} as const;

function open(path: string, language: 'en' | 'fr') {
  const { services } = consoleServices();
  return { services, ...renderConsole(services, path, language) };
}

/** The overview's rows, in the order shown, as their site names. */
function shownNames(): string[] {
  return screen.queryAllByTestId('fleet-site-row').map((row) => row.querySelector('[data-cell="name"] strong')?.textContent ?? '');
}

describe.each(['en', 'fr'] as const)('the fleet pages (%s)', (language) => {
  const words = WORDS[language];

  it('a plain Vigil server: /fleet says it is not in fleet mode', async () => {
    answerFleet(server, { state: { status: 404, body: { result: false, detail: 'this Vigil server is not in fleet mode (npm start -- --fleet)' } }, rows: [] });
    open('/fleet', language);
    expect((await screen.findByTestId('not-fleet-mode')).textContent).toMatch(words.notFleet);
  });

  it('signed out: /fleet/sites goes to the sign-in keeping where it was; the throttle’s wait is said', async () => {
    const fleet = answerFleet(server, { state: { body: { setUp: true } }, rows: [], session: { status: 429, body: { result: false, code: 'AUTH.TOO_MANY_SIGN_INS', detail: 'too many', retryAfter: 8 }, headers: { 'Retry-After': '8' } } });
    const { history } = open('/fleet/sites', language);
    fireEvent.change(await screen.findByLabelText(words.operatorName), { target: { value: 'claire' } });
    expect(history.location.pathname).toBe('/fleet/sign-in');
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/fleet/sites');
    fireEvent.change(screen.getByLabelText(words.password), { target: { value: 'Fleet-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: words.signIn }));
    expect((await screen.findByTestId('fleet-sign-in-problem')).textContent).toBe(words.tooMany);
    expect(fleet.sent.filter((each) => each.path === '/fleet/api/session')).toEqual([{ method: 'POST', path: '/fleet/api/session', body: { name: 'claire', password: 'Fleet-pass-1' } }]);
  });

  it('the overview: worst first, unreachable since when, wrong credentials on their row, a filter and a sort on a column, the baseline from the address', async () => {
    const fleet = answerFleet(server, { state: SIGNED_IN('installer'), rows: threeSites() });
    open('/fleet?baseline=a', language);
    await screen.findByRole('heading', { name: words.overview, level: 1 });
    await waitFor(() => expect(shownNames()).toEqual(['Bravo', 'Charlie', 'Alpha']));
    const rows = screen.getAllByTestId('fleet-site-row');
    expect(within(rows[0]!).getByText(words.unreachable)).toBeTruthy();
    expect(rows[0]!.textContent).toContain('connect ECONNREFUSED 10.0.0.2:80');
    expect(rows[1]!.textContent).toContain(words.refused);
    expect(rows[1]!.textContent).toContain('Invalid username or password');
    expect(within(rows[2]!).getByText(words.reachable)).toBeTruthy();
    expect(rows[2]!.querySelector('[data-cell="open"] a')?.getAttribute('href')).toBe('/fleet/sites/a/');
    expect(rows[2]!.querySelector('[data-cell="drift"]')?.textContent).toBe(words.baseline);
    expect(fleet.sent[0]).toMatchObject({ method: 'GET', path: '/fleet/api/overview?baseline=a' });

    // Sort by name, ascending; then the reachable ones only.
    fireEvent.click(screen.getByRole('button', { name: words.site }));
    await waitFor(() => expect(shownNames()).toEqual(['Alpha', 'Bravo', 'Charlie']));
    fireEvent.change(screen.getByRole('combobox', { name: words.filterReachable }), { target: { value: 'unreachable' } });
    await waitFor(() => expect(shownNames()).toEqual(['Bravo']));
    expect(screen.getByTestId('fleet-operator').textContent).toContain(words.installer);
  });

  it('a session ended on the server sends back to the sign-in, which says so and keeps where one was', async () => {
    answerFleet(server, { state: SIGNED_IN('installer'), rows: [], overviewStatus: 401 });
    const { history } = open('/fleet/sites', language);
    expect((await screen.findByTestId('session-ended')).textContent).toContain(words.sessionEnded);
    expect(history.location.pathname).toBe('/fleet/sign-in');
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/fleet/sites');
  });

  it('a viewer sees the sites and the export, no changing control, and why', async () => {
    answerFleet(server, { state: SIGNED_IN('viewer'), rows: threeSites() });
    open('/fleet/sites', language);
    expect((await screen.findByTestId('viewer-note')).textContent).toMatch(words.viewerNote);
    await waitFor(() => expect(screen.getAllByTestId('fleet-site')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: words.addSite })).toBeNull();
    expect(screen.queryByRole('button', { name: words.importCsv })).toBeNull();
    expect(screen.getAllByTestId('fleet-site').flatMap((row) => within(row).queryAllByRole('button'))).toEqual([]);
    expect(screen.getByRole('button', { name: words.exportCsv })).toBeTruthy();
    expect(screen.getByTestId('fleet-operator').textContent).toContain(words.viewer);
  });

  it('adding a site: a port out of range is said before asking; the server’s refusal is said on the field it is about, with its reason', async () => {
    const fleet = answerFleet(server, {
      state: SIGNED_IN('installer'),
      rows: [],
      addSite: { status: 422, body: { result: false, code: 'FLEET.SITE_UNREACHABLE', detail: 'no answer from 10.9.9.9:80: connect ECONNREFUSED' } },
    });
    open('/fleet/sites', language);
    fireEvent.click(await screen.findByRole('button', { name: words.addSite }));
    const form = await screen.findByTestId('site-form');
    fireEvent.change(within(form).getByLabelText(words.name), { target: { value: 'Depot' } });
    fireEvent.change(within(form).getByLabelText(words.address), { target: { value: '10.9.9.9' } });
    fireEvent.change(within(form).getByLabelText(words.rootPassword), { target: { value: 'Vigil-admin-1' } });
    fireEvent.change(within(form).getByLabelText(words.httpPort), { target: { value: '70000' } });
    fireEvent.click(within(form).getByRole('button', { name: words.addTheSite }));
    await waitFor(() => expect(form.querySelector('[data-field="httpPort"]')?.textContent).toContain(words.portWords));
    expect(fleet.sent.filter((each) => each.path === '/fleet/api/sites')).toEqual([]);

    fireEvent.change(within(form).getByLabelText(words.httpPort), { target: { value: '80' } });
    fireEvent.click(within(form).getByRole('button', { name: words.addTheSite }));
    await waitFor(() => expect(form.querySelector('[data-field="address"]')?.textContent).toContain(words.siteUnreachable));
    expect(screen.getByTestId('site-form-detail').textContent).toContain('no answer from 10.9.9.9:80: connect ECONNREFUSED');
    expect(fleet.sent.filter((each) => each.path === '/fleet/api/sites')).toEqual([
      { method: 'POST', path: '/fleet/api/sites', body: { name: 'Depot', address: '10.9.9.9', httpPort: 80, httpsPort: 443, secure: false, insecure: false, username: 'admin', password: 'Vigil-admin-1', tags: [] } },
    ]);
  });

  it('importing CSV: the good lines added, every bad line listed with its number, column and reason', async () => {
    const csv = 'name,address,username,password,http_port\nDepot,10.0.0.5,admin,Vigil-admin-1,80\nBad,10.0.0.6,admin,Vigil-admin-1,99999\n';
    const fleet = answerFleet(server, {
      state: SIGNED_IN('installer'),
      rows: [],
      importSites: { status: 200, body: { added: [{ line: 2, id: 's1', name: 'Depot' }], bad: [{ line: 3, code: 'FIELD.INVALID_PORT', message: 'please provide a port between 1 and 65535', column: 'http_port' }] } },
    });
    open('/fleet/sites', language);
    fireEvent.click(await screen.findByRole('button', { name: words.importCsv }));
    const dialog = await screen.findByTestId('import-sites');
    fireEvent.change(within(dialog).getByLabelText(words.pasted), { target: { value: csv } });
    fireEvent.click(within(dialog).getByRole('button', { name: words.import }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(words.linesRefused);
    const bad = within(dialog).getByTestId('import-bad-lines');
    expect(within(bad).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([['3', 'http_port', `${words.portWords}please provide a port between 1 and 65535`]]);
    expect(fleet.sent.filter((each) => each.path === '/fleet/api/sites/import')).toEqual([{ method: 'POST', path: '/fleet/api/sites/import', body: { csv } }]);
  });
});
