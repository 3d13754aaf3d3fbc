import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator, consoleServices } from '../../../../test/support/console-against-simulator';
import { createRightsEntry, type UserGroup } from '../../../domain/configuration/user-group';
import { SEED_GUIDS as G } from '../../../infrastructure/simulator/seed/seed-guids';
import { INITIALISED_ADMIN_PASSWORD } from '../../../infrastructure/simulator/state/accounts';
import { renderConsole as renderApp } from '../../testing/render-console';

consoleAgainstSimulator({ initialised: true });

async function openRights(path = `/admin/users?item=${G.operators}&tab=rights`, language: 'en' | 'fr' = 'en') {
  const parts = consoleServices();
  const view = { ...renderApp(parts.services, `/auth?redirect=${encodeURIComponent(path)}`, language), ...parts };
  fireEvent.change(await screen.findByLabelText(language === 'fr' ? "Nom d'utilisateur" : 'Username'), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText(language === 'fr' ? 'Mot de passe' : 'Password', { exact: true }), { target: { value: INITIALISED_ADMIN_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: language === 'fr' ? 'Se connecter' : 'Sign in' }));
  const { workspace } = view.services;
  await waitFor(() => expect(workspace.state().draft).toBeDefined());
  const operators = (): UserGroup => workspace.state().draft!.groups.find((group) => group.id === G.operators)!;
  const base = workspace.state().base!.configuration.groups.find((group) => group.id === G.operators)!;
  return { ...view, workspace, operators, base };
}

const box = (name: string) => screen.findByRole<HTMLInputElement>('checkbox', { name });

describe('rights matrix', () => {
  it("shows the group's rights per resource, named by device and module, and toggles one right as one step", async () => {
    const { workspace, operators, base } = await openRights();
    const live = await box('Live — Entrance camera: Entrance (channel 1, stream 1)');
    expect(live.checked).toBe(true);
    const exportation = await box('Export — Entrance camera: Entrance (channel 1, stream 1)');
    expect(exportation.checked).toBe(false);

    fireEvent.click(exportation);
    await waitFor(() => expect(operators().rights[0]).toMatchObject({ id: G.entranceVideo, exportation: true }));
    expect(workspace.history()).toHaveLength(1);
    fireEvent.click(await box('Export — Entrance camera: Entrance (channel 1, stream 1)'));
    await waitFor(() => expect(operators().rights).toEqual(base.rights));
    expect(workspace.history()).toHaveLength(2);
  });

  it('revokes a whole row, keeping the entry the document held in place, so that granting again gives back the same rights', async () => {
    const { operators, base } = await openRights();
    const all = 'All rights — Parking PTZ dome: Parking wide (channel 1, stream 1)';
    expect((await box(all)).checked).toBe(true);
    fireEvent.click(await box(all));
    await waitFor(() => expect(operators().rights[1]).toEqual(createRightsEntry(G.parkingVideo1)));
    expect(operators().rights.map((entry) => entry.id)).toEqual(base.rights.map((entry) => entry.id));
    fireEvent.click(await box(all));
    await waitFor(() => expect(operators().rights).toEqual(base.rights));
  });

  it('grants a whole device, then a column over the resources the search shows, each as one step', async () => {
    const { workspace, operators } = await openRights();
    const device = await box('All rights — all of Warehouse recorder');
    expect(device.checked).toBe(false);
    fireEvent.click(device);
    await waitFor(() => expect(operators().rights.map((entry) => entry.id)).toEqual(expect.arrayContaining([G.recorderVideo1, G.recorderVideo2, G.recorderConnection])));
    expect(operators().rights.find((entry) => entry.id === G.recorderVideo2)).toMatchObject({ liveRead: true, consultation: true, exportation: true, ptzWrite: true });
    expect(workspace.history()).toHaveLength(1);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the resources' }), { target: { value: 'parking' } });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Entrance camera/ })).toBeNull());
    expect(screen.getByText(/resources shown/).textContent).toMatch(/^\d+ of \d+ resources shown$/);
    fireEvent.click(await box('PTZ — every resource shown'));
    await waitFor(() => expect(operators().rights.find((entry) => entry.id === G.parkingInput)).toMatchObject({ ptzWrite: true, liveRead: false }));
    expect(operators().rights.find((entry) => entry.id === G.entranceVideo)!.ptzWrite).toBe(false);
    expect(workspace.history()).toHaveLength(2);
    act(() => void workspace.undo());
    expect(operators().rights.some((entry) => entry.id === G.parkingInput)).toBe(false);
  });

  it('moves between boxes with the arrow keys', async () => {
    await openRights();
    const first = await box('Live — Entrance camera: Entrance (channel 1, stream 1)');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Live — Entrance camera: Entrance door contact'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Consultation — Entrance camera: Entrance door contact'));
  });

  it('lists an entry on a resource the configuration no longer holds, and removes it as one step', async () => {
    const { workspace, operators } = await openRights();
    act(() => {
      workspace.apply({ kind: 'test.dangling', apply: (c) => ({ ...c, groups: c.groups.map((group) => (group.id === G.operators ? { ...group, rights: [...group.rights, createRightsEntry('404-404', { liveRead: true })] } : group)) }) });
    });
    const problems = within(await screen.findByTestId('problems-list'));
    const link = problems.getByRole('link', { name: /^Users and groups › Operators › rights$/i });
    expect(link.parentElement!.textContent).toContain("404-404 isn't a device or io of this configuration");
    fireEvent.click(screen.getByRole('tab', { name: /^Users/ }));
    await waitFor(() => expect(screen.queryByTestId('other-right-404-404')).toBeNull());
    fireEvent.click(link);
    const entry = within(await screen.findByTestId('other-right-404-404'));
    await waitFor(() => expect(document.activeElement).toBe(entry.getByRole('button', { name: 'Remove the entry 404-404' })));
    expect(entry.getByText('No longer in the configuration')).toBeTruthy();
    expect(entry.getByText('Live')).toBeTruthy();
    fireEvent.click(entry.getByRole('button', { name: 'Remove the entry 404-404' }));
    await waitFor(() => expect(operators().rights.some((each) => each.id === '404-404')).toBe(false));
  });

  it('speaks French', async () => {
    await openRights(undefined, 'fr');
    expect(await box('Direct — Entrance camera : Entrance (canal 1, flux 1)')).toBeTruthy();
  });
});

describe('effective rights', () => {
  it("answers what a user can do on a camera from its group's entry, and says why", async () => {
    await openRights(`/admin/users?item=${G.operators}&user=${G.operator}`);
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Find a resource' }), { target: { value: 'entrance entrance' } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Entrance camera: Entrance (channel 1, stream 1)' }));
    const answer = within(await screen.findByTestId('effective-rights-answer'));
    expect(answer.getByRole('row', { name: /^Live/ }).textContent).toContain('Allowed');
    expect(answer.getByRole('row', { name: /^Export/ }).textContent).toContain('Not allowed');
    expect(answer.getByText(/operator is in Operators, whose rights entry for Entrance camera: Entrance \(channel 1, stream 1\) decides/)).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a resource' }), { target: { value: 'siren warehouse' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a resource' }), { target: { value: 'warehouse dock' } });
    fireEvent.click(await screen.findByRole('radio', { name: /Warehouse recorder: Warehouse dock/ }));
    expect(await screen.findByText(/which has no rights entry for Warehouse recorder: Warehouse dock/)).toBeTruthy();
  });

  it('grants everything to a user of the root group', async () => {
    await openRights(`/admin/users?item=${G.administrators}&user=${G.admin}`);
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Find a resource' }), { target: { value: 'barrier' } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Parking PTZ dome: Barrier loop' }));
    const answer = within(await screen.findByTestId('effective-rights-answer'));
    expect(answer.getAllByText('Allowed')).toHaveLength(4);
    expect(answer.getByText(/admin is in Administrators, a root group/)).toBeTruthy();
  });
});
