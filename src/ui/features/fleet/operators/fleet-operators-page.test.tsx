import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator, consoleServices } from '../../../../../test/support/console-against-simulator';
import { answerFleet, SIGNED_IN, twoOperators } from '../../../../../test/support/fleet-pages-server';
import { renderConsole } from '../../../testing/render-console';

const { server } = consoleAgainstSimulator({ initialised: true });

const LAST_INSTALLER = { status: 409, body: { result: false, code: 'FLEET.LAST_INSTALLER', detail: 'the last installer cannot be removed nor made a viewer' } };

const WORDS = {
  en: {
    operators: 'Operators', add: 'Add an operator', addThe: 'Add the operator', name: 'Operator name', password: 'Password', installerChoice: /^Installer:/, viewerNote: /^You are a viewer/,
    nameRule: 'a name is made of letters, digits and . _ @ -', passwordShort: 'the password needs at least 8 characters', taken: 'this name is already taken',
    added: 'Operator olga added, an installer.', makeVictorInstaller: 'Make installer: victor', makeClaireViewer: 'Make viewer: claire', removeClaire: 'Remove claire', removeVictor: 'Remove victor',
    nowInstaller: 'victor is now an installer.', lastInstaller: 'The last installer cannot be removed nor made a viewer', makeMeViewer: 'Make me a viewer', removeMe: 'Remove me', removeThe: 'Remove the operator',
    roleNotChanged: 'The role of claire was not changed: The last installer cannot be removed nor made a viewer', another: 'Make another operator an installer first.', removed: 'Operator victor removed.', installer: 'Installer', viewer: 'Viewer',
    yourself: /This is you/,
  },
  fr: {
    operators: 'Opérateurs', add: 'Ajouter un opérateur', addThe: "Ajouter l'opérateur", name: "Nom de l'opérateur", password: 'Mot de passe', installerChoice: /^Installateur :/, viewerNote: /^Vous êtes lecteur/,
    nameRule: 'un nom est fait de lettres, de chiffres et de . _ @ -', passwordShort: 'le mot de passe doit compter au moins 8 caractères', taken: 'ce nom est déjà pris',
    added: 'Opérateur olga ajouté, installateur.', makeVictorInstaller: 'Rendre installateur : victor', makeClaireViewer: 'Rendre lecteur : claire', removeClaire: 'Retirer claire', removeVictor: 'Retirer victor',
    nowInstaller: 'victor est maintenant installateur.', lastInstaller: 'Le dernier installateur ne peut être ni supprimé ni rendu lecteur', makeMeViewer: 'Me rendre lecteur', removeMe: 'Me retirer', removeThe: "Retirer l'opérateur",
    roleNotChanged: "Le rôle de claire n'a pas changé : Le dernier installateur ne peut être ni supprimé ni rendu lecteur", another: "Rendez d'abord un autre opérateur installateur.", removed: 'Opérateur victor retiré.', installer: 'Installateur', viewer: 'Lecteur',
    yourself: /C'est vous/,
  },
} as const;

function open(language: 'en' | 'fr') {
  const { services } = consoleServices();
  return renderConsole(services, '/fleet/operators', language);
}

/** The rows as "name role". */
async function shownOperators(): Promise<string[]> {
  const rows = await screen.findAllByTestId('operator-row');
  return rows.map((row) => `${row.dataset['operator']} ${row.dataset['role']}`);
}

describe.each(['en', 'fr'] as const)('the fleet operators page (%s)', (language) => {
  const words = WORDS[language];

  it('adds an operator: the rules are said under their fields before asking, a name taken under the name with the server’s words', async () => {
    const fleet = answerFleet(server, { state: SIGNED_IN('installer'), rows: [], operators: twoOperators(), addOperator: { status: 409, body: { result: false, code: 'FLEET.OPERATOR_NAME_TAKEN', detail: 'an operator already has this name', fields: { name: { code: 'FIELD.NAME_TAKEN', message: 'an operator already has this name' } } } } });
    open(language);
    await screen.findByRole('heading', { name: words.operators, level: 1 });
    expect(await shownOperators()).toEqual(['claire installer', 'victor viewer']);
    fireEvent.click(screen.getByRole('button', { name: words.add }));
    const form = await screen.findByTestId('operator-form');
    fireEvent.change(within(form).getByLabelText(words.name), { target: { value: 'olga lebrun' } });
    fireEvent.change(within(form).getByLabelText(words.password), { target: { value: 'short' } });
    fireEvent.click(within(form).getByRole('button', { name: words.addThe }));
    await waitFor(() => expect(form.querySelector('[data-field="name"]')?.textContent).toContain(words.nameRule));
    expect(form.querySelector('[data-field="password"]')?.textContent).toContain(words.passwordShort);
    expect(fleet.sent.filter((each) => each.path === '/fleet/api/operators')).toEqual([]);

    fireEvent.change(within(form).getByLabelText(words.name), { target: { value: 'Victor' } });
    fireEvent.change(within(form).getByLabelText(words.password), { target: { value: 'Viewer-pass-1' } });
    fireEvent.click(within(form).getByRole('button', { name: words.addThe }));
    await waitFor(() => expect(form.querySelector('[data-field="name"]')?.textContent).toContain(words.taken));
    expect(within(form).getByTestId('operator-form-detail').textContent).toContain('an operator already has this name');

    fleet.addOperator = undefined;
    fireEvent.change(within(form).getByLabelText(words.name), { target: { value: 'olga' } });
    const installer = within(form).getByRole('radio', { name: words.installerChoice }) as HTMLInputElement;
    fireEvent.click(installer);
    await waitFor(() => expect(installer.checked).toBe(true));
    fireEvent.click(within(form).getByRole('button', { name: words.addThe }));
    expect((await screen.findByRole('status')).textContent).toBe(words.added);
    await waitFor(async () => expect(await shownOperators()).toEqual(['claire installer', 'victor viewer', 'olga installer']));
    expect(fleet.sent.filter((each) => each.method === 'POST' && each.path === '/fleet/api/operators').map((each) => each.body)).toEqual([
      { name: 'Victor', password: 'Viewer-pass-1', role: 'viewer' },
      { name: 'olga', password: 'Viewer-pass-1', role: 'installer' },
    ]);
  });

  it('changes a role; making oneself a viewer asks first, and the last installer’s refusal is said with the server’s words', async () => {
    const fleet = answerFleet(server, { state: SIGNED_IN('installer'), rows: [], operators: twoOperators() });
    open(language);
    fireEvent.click(await screen.findByRole('button', { name: words.makeVictorInstaller }));
    expect((await screen.findByRole('status')).textContent).toBe(words.nowInstaller);
    await waitFor(async () => expect(await shownOperators()).toEqual(['claire installer', 'victor installer']));
    expect(fleet.sent.filter((each) => each.method === 'PATCH')).toEqual([{ method: 'PATCH', path: '/fleet/api/operators/o2', body: { role: 'installer' } }]);

    fleet.setOperatorRole = LAST_INSTALLER;
    fireEvent.click(screen.getByRole('button', { name: words.makeClaireViewer }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toMatch(words.yourself);
    fireEvent.click(within(confirm).getByRole('button', { name: words.makeMeViewer }));
    const refusal = await screen.findByTestId('operator-refusal');
    expect(refusal.textContent).toContain(words.roleNotChanged);
    expect(within(refusal).getByTestId('server-words').textContent).toContain('the last installer cannot be removed nor made a viewer');
    expect(refusal.textContent).toContain(words.another);
  });

  it('removes an operator after asking; removing oneself says so, and the last installer’s refusal is said in the dialog', async () => {
    const fleet = answerFleet(server, { state: SIGNED_IN('installer'), rows: [], operators: twoOperators(), removeOperator: LAST_INSTALLER });
    open(language);
    fireEvent.click(await screen.findByRole('button', { name: words.removeClaire }));
    const dialog = await screen.findByTestId('remove-operator');
    expect(within(dialog).getByTestId('remove-yourself').textContent).toMatch(words.yourself);
    fireEvent.click(within(dialog).getByRole('button', { name: words.removeMe }));
    const refusal = await within(dialog).findByTestId('operator-refusal');
    expect(refusal.textContent).toContain(words.lastInstaller);
    expect(refusal.textContent).toContain('the last installer cannot be removed nor made a viewer');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('remove-operator')).toBeNull());

    fleet.removeOperator = undefined;
    fireEvent.click(screen.getByRole('button', { name: words.removeVictor }));
    const other = await screen.findByTestId('remove-operator');
    expect(within(other).queryByTestId('remove-yourself')).toBeNull();
    fireEvent.click(within(other).getByRole('button', { name: words.removeThe }));
    expect((await screen.findByRole('status')).textContent).toBe(words.removed);
    await waitFor(async () => expect(await shownOperators()).toEqual(['claire installer']));
    expect(fleet.sent.filter((each) => each.method === 'DELETE').map((each) => each.path)).toEqual(['/fleet/api/operators/o1', '/fleet/api/operators/o2']);
  });

  it('a viewer sees the list only, and why', async () => {
    answerFleet(server, { state: SIGNED_IN('viewer'), rows: [], operators: twoOperators() });
    open(language);
    expect((await screen.findByTestId('viewer-note')).textContent).toMatch(words.viewerNote);
    expect(await shownOperators()).toEqual(['claire installer', 'victor viewer']);
    expect(screen.queryByRole('button', { name: words.add })).toBeNull();
    expect(screen.getAllByTestId('operator-row').flatMap((row) => within(row).queryAllByRole('button'))).toEqual([]);
    expect(within(screen.getAllByTestId('operator-row')[0]!).getByText(words.installer)).toBeTruthy();
  });
});
