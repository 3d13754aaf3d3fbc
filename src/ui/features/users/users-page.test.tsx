import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator, renderConsole } from '../../../../test/support/console-against-simulator';
import { SEED_GUIDS } from '../../../infrastructure/simulator/seed/seed-guids';
import { INITIALISED_ADMIN_PASSWORD } from '../../../infrastructure/simulator/state/accounts';

const { simulator } = consoleAgainstSimulator({ initialised: true });

async function signedIn(path = '/admin/users', heading = 'Users and groups') {
  const view = renderConsole(`/auth?redirect=${encodeURIComponent(path)}`);
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: INITIALISED_ADMIN_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { name: heading, level: 1 });
  const { workspace } = view.services;
  await waitFor(() => expect(workspace.state().draft).toBeDefined());
  return { ...view, workspace };
}

const groupsNav = () => within(screen.getByRole('navigation', { name: 'Groups and users' }));

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('users and groups page', () => {
  it('lists a user the model could not read under the groups, read-only, with its path, field and reason', async () => {
    simulator.state.setConfiguration(simulator.state.configurationXml().replace(/(<name>operator<\/name>[\s\S]*?<remote>)0(<\/remote>)/, '$1maybe$2'));
    const { workspace } = await signedIn();
    expect(workspace.state().draft!.groups.find((group) => group.name === 'Operators')!.users).toEqual([]);
    const row = within(await screen.findByRole('region', { name: 'Items that could not be read' })).getByTestId('corrupted-item');
    expect(row.getAttribute('data-path')).toBe('configuration/groups/group[2]/users/user[1]');
    expect(row.textContent).toContain('operator');
    expect(within(row).getByTestId('corrupted-field').textContent).toBe('remote');
    expect(within(row).getByTestId('corrupted-reason').textContent).toContain('maybe');
    expect(groupsNav().queryByRole('button', { name: /^operator/ })).toBeNull();
  });

  it('lists the groups by name with their users, and opens one from the URL', async () => {
    const { history } = await signedIn(`/admin/users?item=${SEED_GUIDS.operators}`);
    const administrators = groupsNav().getByRole('button', { name: /^Administrators/ });
    const operators = groupsNav().getByRole('button', { name: /^Operators/ });
    expect(administrators.compareDocumentPosition(operators) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(operators.getAttribute('aria-current')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Operators', level: 2 })).toBeTruthy();
    fireEvent.click(groupsNav().getByRole('button', { name: /^operator/ }));
    expect(await screen.findByRole('heading', { name: 'operator', level: 2 })).toBeTruthy();
    expect(history.location.search).toContain(`user=${SEED_GUIDS.operator}`);
  });

  it('creates, renames and deletes a group, each one step of history, and refuses to delete a group with users', async () => {
    const { workspace } = await signedIn();
    fireEvent.click(groupsNav().getByRole('button', { name: /New group/ }));
    expect(await screen.findByRole('heading', { name: 'New group', level: 2 })).toBeTruthy();
    const created = workspace.state().draft!.groups.at(-1)!;
    expect(created).toMatchObject({ name: 'New group', root: false, users: [], rights: [] });
    expect(created.id).toMatch(/^\d+-\d+$/);

    type(screen.getByLabelText('Group name'), 'Night shift');
    expect(await screen.findByRole('heading', { name: 'Night shift', level: 2 })).toBeTruthy();
    type(screen.getByLabelText('Group name'), '  ');
    expect(await screen.findByText('this field is required')).toBeTruthy();
    expect(workspace.history().map((entry) => entry.kind)).toEqual(['group.add', 'group.rename']);

    fireEvent.click(screen.getByRole('button', { name: 'Delete the group' }));
    await waitFor(() => expect(workspace.state().draft!.groups.some((group) => group.id === created.id)).toBe(false));

    fireEvent.click(groupsNav().getByRole('button', { name: /^Operators/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the group' }));
    expect((await screen.findByRole('alert')).textContent).toContain("group isn't empty, can't delete it");
  });

  it("shows a new user's problems by their fields and in the page's problems, then creates it with a plain password", async () => {
    const { workspace } = await signedIn(`/admin/users?item=${SEED_GUIDS.operators}&user=new`);
    await screen.findByRole('heading', { name: 'New user in Operators' });
    fireEvent.click(screen.getByRole('button', { name: 'Create the user' }));
    const problems = within(await screen.findByRole('region', { name: /^Problems on this page/ }));
    expect(problems.getByRole('link', { name: 'username is required' })).toBeTruthy();
    expect(problems.getByRole('link', { name: 'please set a password' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'night guard' } });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'Night-2026' } });
    fireEvent.change(screen.getByLabelText('Confirm the password'), { target: { value: 'Night-2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the user' }));
    expect(await screen.findAllByText("passwords don't match")).toHaveLength(2);
    expect(workspace.history()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Confirm the password'), { target: { value: 'Night-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the user' }));
    expect(await screen.findByRole('heading', { name: 'night guard', level: 2 })).toBeTruthy();
    const operators = workspace.state().draft!.groups.find((group) => group.id === SEED_GUIDS.operators)!;
    expect(operators.users.at(-1)).toMatchObject({ name: 'night guard', password: { value: 'Night-2026', crypted: false }, remote: false });
    expect(screen.queryByRole('region', { name: /^Problems on this page/ })).toBeNull();
  });

  it('edits a user: name (never empty), remote access, a new password, then moves it and deletes it', async () => {
    const { workspace } = await signedIn(`/admin/users?item=${SEED_GUIDS.operators}&user=${SEED_GUIDS.operator}`);
    await screen.findByRole('heading', { name: 'operator', level: 2 });
    expect(screen.getByTestId('password-status').textContent).toBe('A password is stored on the appliance.');

    type(screen.getByLabelText('Username'), '');
    expect(await screen.findByText('username is required')).toBeTruthy();
    type(screen.getByLabelText('Username'), 'opérateur');
    await screen.findByRole('heading', { name: 'opérateur', level: 2 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remote access' }));
    const user = () => workspace.state().draft!.groups.flatMap((group) => group.users).find((each) => each.id === SEED_GUIDS.operator)!;
    await waitFor(() => expect(user().remote).toBe(true));

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Op-2026' } });
    fireEvent.change(screen.getByLabelText('Confirm the password'), { target: { value: 'Op-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the password' }));
    await waitFor(() => expect(screen.getByTestId('password-status').textContent).toContain('A new password is set'));
    expect(user()).toMatchObject({ name: 'opérateur', remote: true, password: { value: 'Op-2026', crypted: false } });

    fireEvent.change(screen.getByLabelText('Group'), { target: { value: SEED_GUIDS.administrators } });
    await waitFor(() => expect(workspace.state().draft!.groups.find((group) => group.id === SEED_GUIDS.administrators)!.users.map((each) => each.id)).toContain(SEED_GUIDS.operator));
    expect(workspace.history().map((entry) => entry.kind)).toEqual(['user.update', 'user.update', 'user.password', 'user.move']);

    fireEvent.click(screen.getByRole('button', { name: 'Delete the user' }));
    await waitFor(() => expect(workspace.state().draft!.groups.flatMap((group) => group.users).some((each) => each.id === SEED_GUIDS.operator)).toBe(false));
    act(() => void workspace.undo());
    expect(user().name).toBe('opérateur');
  });
});
