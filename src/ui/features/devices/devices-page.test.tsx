import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleServices } from '../../../application/console-services';
import { consoleAgainstSimulator } from '../../../../test/support/console-against-simulator';
import { signedInAt } from '../../../../test/support/configuration-page-helpers';

const { simulator } = consoleAgainstSimulator({ initialised: true });

const signedIn = signedInAt;

const devices = (services: ConsoleServices) => services.workspace.state().draft?.devices ?? [];
const rowsOf = () => screen.getAllByRole('row').slice(1);

/** The manual creation form's labels, in each language. */
const CREATION = {
  en: { model: 'Model', id: 'or model id', address: 'Device address', create: 'Create the device' },
  fr: { model: 'Modèle', id: 'ou identifiant du modèle', address: 'Adresse de l’équipement', create: 'Créer l’équipement' },
} as const;

/** Waits for the model list, types a model id and an address into the manual creation form, and submits it. */
async function createByHand(words: (typeof CREATION)[keyof typeof CREATION], id: string, address: string): Promise<void> {
  await waitFor(() => expect(within(screen.getByLabelText(words.model)).getAllByRole('option').length).toBeGreaterThan(1));
  fireEvent.change(screen.getByLabelText(words.id), { target: { value: id } });
  fireEvent.change(screen.getByLabelText(words.address), { target: { value: address } });
  fireEvent.click(screen.getByRole('button', { name: words.create }));
}

describe('devices page', () => {
  it('lists every device with its model, address, state and store; search and the kind filter narrow it', async () => {
    const { services } = await signedIn('/admin/devices', 'Devices');
    await waitFor(() => expect(rowsOf()).toHaveLength(3));
    const first = devices(services)[0]!;
    const link = screen.getAllByRole('link').find((each) => each.getAttribute('href') === '/admin/devices/edit/0');
    expect(link).toBeTruthy();
    expect(within(rowsOf().find((row) => row.textContent?.includes(first.address))!).getByRole('link').getAttribute('href')).toBe('/admin/devices/edit/0');

    fireEvent.change(screen.getByLabelText('Filter by kind'), { target: { value: 'onvif' } });
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(rowsOf()[0]!.textContent).toContain('ONVIF');
    fireEvent.change(screen.getByLabelText('Filter by kind'), { target: { value: '*' } });

    fireEvent.change(screen.getByLabelText('Search devices'), { target: { value: first.address } });
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(screen.getByText('1 of 3 devices shown, 0 selected')).toBeTruthy();
  });

  it('shows a device the model could not read as a read-only row: corrupted, its path, the field and why, and its XML', async () => {
    const xml = simulator.state.configurationXml();
    simulator.state.setConfiguration(xml.replace(/(<name>Entrance camera<\/name>[\s\S]*?<port>)80(<\/port>)/, '$1eighty$2'));
    const { services } = await signedIn('/admin/devices', 'Devices');
    await waitFor(() => expect(rowsOf()).toHaveLength(2));
    expect(devices(services).map((device) => device.name)).not.toContain('Entrance camera');
    const row = within(await screen.findByRole('region', { name: 'Items that could not be read' })).getByTestId('corrupted-item');
    expect(row.textContent).toContain('Corrupted');
    expect(row.textContent).toContain('Entrance camera');
    expect(within(row).getByTestId('corrupted-path').textContent).toBe('configuration/devices/device[1]');
    expect(within(row).getByTestId('corrupted-field').textContent).toBe('port');
    expect(within(row).getByTestId('corrupted-reason').textContent).toContain("not an integer: 'eighty'");
    // Read-only: nothing in the row edits or links to an editor.
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).queryByRole('textbox')).toBeNull();
    const show = within(row).getByRole('button', { name: 'Show the XML of configuration/devices/device[1]' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    const source = within(row).getByLabelText('XML of configuration/devices/device[1]');
    expect(source.hidden).toBe(false);
    expect(source.textContent).toMatch(/^<device>[\s\S]*<port>eighty<\/port>[\s\S]*<\/device>$/);
    expect(source.textContent).toContain('<identifier type="guid">5764607523034234883-3001</identifier>');
    // The console's document holds passwords in clear: the XML shown (and downloaded) masks them.
    expect(source.textContent).toContain('<password>••••</password>');
    expect(source.textContent).not.toContain('Entr4nce!');
    expect(within(row).getByRole('button', { name: 'Download the XML of configuration/devices/device[1]' })).toBeTruthy();
  });

  it('disables and deletes a selection, each as one step of history', async () => {
    const { services } = await signedIn('/admin/devices', 'Devices');
    await waitFor(() => expect(rowsOf()).toHaveLength(3));
    fireEvent.click(screen.getByLabelText('Select all shown devices'));
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(devices(services).every((device) => !device.configured)).toBe(true));
    expect(screen.getAllByText('Disabled')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Delete…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete 3 devices' }));
    await waitFor(() => expect(devices(services)).toHaveLength(0));
    act(() => void services.workspace.undo());
    await waitFor(() => expect(devices(services)).toHaveLength(3));
    act(() => void services.workspace.undo());
    await waitFor(() => expect(devices(services).some((device) => device.configured)).toBe(true));
  });

  it('sets the recording store of the selected devices', async () => {
    const { services } = await signedIn('/admin/devices', 'Devices');
    await waitFor(() => expect(rowsOf()).toHaveLength(3));
    fireEvent.click(within(rowsOf()[0]!).getByRole('checkbox'));
    fireEvent.change(screen.getByLabelText('Store for the selected devices'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set store' }));
    await waitFor(() => expect(screen.getAllByText('Not recorded').length).toBeGreaterThan(0));
    expect(devices(services).filter((device) => device.videos.every((video) => !video.store.use))).toHaveLength(1);
  });
});

describe('new device page', () => {
  it('lists discovered devices as they arrive, marked, and adds two with one set of credentials', async () => {
    simulator.state.faults.set({ devices: { discoveryMs: 300 } });
    const { services } = await signedIn('/admin/devices/new', 'New device');
    fireEvent.click(screen.getByRole('button', { name: 'Discover devices' }));
    await screen.findByText(/Discovery finished/);
    const list = screen.getByRole('list', { name: 'Discovered devices' });
    expect(within(list).getAllByText('Already added').length).toBeGreaterThan(0);
    expect(within(list).getAllByText('Needs credentials')).toHaveLength(2);
    fireEvent.click(screen.getByLabelText('Add Axis P3265-LVE at 192.168.1.41'));
    fireEvent.click(screen.getByLabelText('Add Dahua IPC-HDW2431T-AS at 192.168.1.44'));
    fireEvent.change(screen.getAllByLabelText('Device user')[0]!, { target: { value: 'viewer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add 2 devices' }));
    await waitFor(() => expect(devices(services)).toHaveLength(5));
    const added = devices(services).slice(3);
    expect(added.map((device) => device.address)).toEqual(['192.168.1.41', '192.168.1.44']);
    expect(added.every((device) => device.useAuth && device.user === 'viewer')).toBe(true);
    expect(services.workspace.state().canUndo).toBe(true);
  });

  it('creates a device by hand from a chosen model', async () => {
    const { services } = await signedIn('/admin/devices/new', 'New device');
    const models = await services.devices.supportedDevices();
    const model = models[0]!;
    const select = screen.getByLabelText('Model');
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    fireEvent.change(select, { target: { value: String(model.id) } });
    fireEvent.change(screen.getByLabelText('Device name'), { target: { value: 'Gate' } });
    fireEvent.change(screen.getByLabelText('Device address'), { target: { value: '10.0.0.9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the device' }));
    await waitFor(() => expect(devices(services)).toHaveLength(4));
    const created = devices(services)[3]!;
    expect(created.address).toBe('10.0.0.9');
    expect(created.videos[0]?.name ?? 'Gate').toBe('Gate');
    expect(await screen.findByText('1 device added to the configuration; save to apply it.')).toBeTruthy();
  });

  it('names the cause of a refused creation: the form\'s own rule, the bad address on its field, the appliance\'s detail', async () => {
    const { services } = await signedIn('/admin/devices/new', 'New device');
    await createByHand(CREATION.en, 'abc', '999.999.1.1');
    await waitFor(() => expect(screen.getByLabelText('or model id').closest('.chakra-field__root')!.textContent).toContain('choose a model in the list or type its numeric id'));
    expect(screen.getByLabelText('Device address').closest('.chakra-field__root')!.textContent).toContain('invalid ip address');
    expect(screen.queryByText(/label/)).toBeNull();
    expect(screen.getByLabelText('or model id').getAttribute('aria-invalid')).toBe('true');

    await createByHand(CREATION.en, '99999', '10.0.0.9');
    expect(await screen.findByText('The appliance does not know this model (unsupported device id 99999)')).toBeTruthy();
    expect(screen.queryByText('please retry later')).toBeNull();
    expect(devices(services)).toHaveLength(3);
  });

  it('speaks French: the rule of the form, the address and the appliance\'s detail', async () => {
    await signedInAt('/admin/devices/new', 'Nouvel équipement', 'fr');
    await createByHand(CREATION.fr, 'abc', '999.999.1.1');
    await waitFor(() => expect(screen.getByLabelText('ou identifiant du modèle').closest('.chakra-field__root')!.textContent).toContain('choisissez un modèle dans la liste ou saisissez son identifiant numérique'));
    expect(screen.getByLabelText('Adresse de l’équipement').closest('.chakra-field__root')!.textContent).toContain('adresse IP invalide');
    await createByHand(CREATION.fr, '99999', '');
    expect(await screen.findByText('Le serveur ne connaît pas ce modèle (unsupported device id 99999)')).toBeTruthy();
  });
});
