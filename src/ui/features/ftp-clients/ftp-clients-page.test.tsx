import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkFields, signedInAt, usedByList } from '../../../../test/support/configuration-page-helpers';
import { consoleAgainstSimulator } from '../../../../test/support/console-against-simulator';
import { addGate } from '../../../domain/configuration/controller/controller';
import { createGate } from '../../../domain/configuration/controller/gate-factory';
import { SEED_GUIDS } from '../../../infrastructure/simulator/seed/seed-guids';
import { itemTable, itemButton } from '../../../../test/support/item-table';

consoleAgainstSimulator({ initialised: true });

describe('FTP clients page', () => {
  it('accepts a host name or an IP address, and refuses a dotted number that is no address', async () => {
    const { services } = await signedInAt(`/admin/ftp-clients?item=${SEED_GUIDS.ftpClient}`, 'FTP clients');
    expect(((await screen.findByLabelText('Server address')) as HTMLInputElement).value).toBe('ftp.example.net');
    expect((screen.getByLabelText('Connection mode') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Passive');
    expect((screen.getByLabelText('Folder') as HTMLInputElement).value).toBe('/evidence');

    await checkFields([
      ['Server address', '10.0.0.300', 'invalid ip address'],
      ['Server address', '192.0.2.21', { not: 'invalid ip address' }],
      ['Server address', '', 'this field is required'],
      ['Port', '0', 'please provide a port between 1 and 65535'],
      ['Port', '70000', 'please provide a port between 1 and 65535'],
    ]);
    fireEvent.change(screen.getByLabelText('Connection mode'), { target: { value: '1' } });
    // The draft holds what the form shows, each refusal a problem of the draft blocking the save.
    await waitFor(() => expect(services.workspace.state().draft!.ftpClients[0]).toMatchObject({ address: '', port: 70000, connection: 1 }));
    expect(services.workspace.state().comparison.blocking.map((problem) => [problem.at.at(-1), problem.message])).toEqual([
      ['address', 'this field is required'],
      ['port', 'please provide a port between 1 and 65535'],
    ]);
  });

  it('creates a client with port 21, and names the alerts that upload to a client before deleting it', async () => {
    const { services } = await signedInAt('/admin/ftp-clients', 'FTP clients');
    fireEvent.click(await screen.findByRole('button', { name: 'New FTP client' }));
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('New FtpClient');
    expect((screen.getByLabelText('Port') as HTMLInputElement).value).toBe('21');
    screen.getByText('Nothing refers to it.');

    const gate = createGate('alert-ftp', { name: 'Snapshot upload', ftpIdentifier: SEED_GUIDS.ftpClient });
    services.workspace.apply({ kind: 'test.gate', apply: (draft) => ({ ...draft, controller: addGate(draft.controller, gate) }) });
    fireEvent.click(itemButton(itemTable('FTP clients'), 'Evidence archive'));
    await waitFor(async () => expect((await usedByList('Used by')).textContent).toBe('Snapshot upload — FTP alert · uploads its pictures and videos here'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete anyway' }));
    await waitFor(() => expect(services.workspace.state().draft!.ftpClients.map((client) => client.name)).toEqual(['New FtpClient']));
    expect(services.workspace.state().problems.map((problem) => problem.code)).toContain('CONFIG.UNKNOWN_FTP_CLIENT');
  });

  it('speaks French: the address and port rules, and who uses a client', async () => {
    const { services } = await signedInAt(`/admin/ftp-clients?item=${SEED_GUIDS.ftpClient}`, 'Clients FTP', 'fr');
    await screen.findByLabelText('Adresse du serveur');
    await checkFields([
      ['Adresse du serveur', '10.0.0.300', 'adresse IP invalide'],
      ['Port', '70000', 'veuillez saisir un port entre 1 et 65535'],
    ]);
    const gate = createGate('alert-ftp', { name: '', ftpIdentifier: SEED_GUIDS.ftpClient });
    services.workspace.apply({ kind: 'test.gate', apply: (draft) => ({ ...draft, controller: addGate(draft.controller, gate) }) });
    await waitFor(async () => expect((await usedByList('Utilisé par')).textContent).toBe('Alerte FTP — Alerte FTP · y dépose ses images et vidéos'));
  });
});
