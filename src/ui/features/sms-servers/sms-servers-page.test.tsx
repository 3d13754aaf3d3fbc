import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editField, fieldProblem, signedInAt } from '../../../../test/support/configuration-page-helpers';
import { consoleAgainstSimulator } from '../../../../test/support/console-against-simulator';
import { setAt } from '../../../domain/configuration/model-path';
import { SEED_GUIDS } from '../../../infrastructure/simulator/seed/seed-guids';
import { itemTable, itemButtons } from '../../../../test/support/item-table';

consoleAgainstSimulator({ initialised: true });

const rows = () => itemButtons(itemTable('SMS servers')).map((row) => row.textContent);

describe('SMS servers page', () => {
  it('shows the provider as its number, checks the sender phone and the provider, and keeps one default', async () => {
    const { services } = await signedInAt(`/admin/sms-servers?item=${SEED_GUIDS.smsProvider}`, 'SMS servers');
    await waitFor(() => expect(rows()).toEqual(['Appliance SMS gatewaydefault', 'SMS provider']));
    expect(((await screen.findByLabelText('Provider number')) as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText('Sender phone number') as HTMLInputElement).value).toBe('+33700000000');

    editField('Sender phone number', 'call me');
    await fieldProblem('Sender phone number', 'invalid phone number');
    // The whole-configuration validation blocks the save on it too: the row says the server has a problem.
    await waitFor(() => expect(rows()[1]).not.toBe('SMS provider'));
    editField('Sender phone number', '+33 7 00 00 00 01');
    editField('Provider number', 'two');
    await fieldProblem('Provider number', 'please provide a positive integer');
    editField('Provider number', '7');
    await waitFor(() => expect(services.workspace.state().draft!.messages.find((server) => server.id === SEED_GUIDS.smsProvider)?.provider).toBe(7));

    fireEvent.change(screen.getByLabelText('Default server'), { target: { value: '1' } });
    await waitFor(() => expect(rows()).toEqual(['Appliance SMS gateway', 'SMS providerdefault']));
    expect(services.workspace.state().draft!.messages.map((server) => server.default)).toEqual([0, 1]);
  });

  it('creates a server named as section 3 says and deletes it', async () => {
    const { services } = await signedInAt('/admin/sms-servers', 'SMS servers');
    fireEvent.click(await screen.findByRole('button', { name: 'New SMS server' }));
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('New SMS Server');
    expect(services.workspace.state().draft!.messages.at(-1)).toMatchObject({ name: 'New SMS Server', default: 0, provider: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(services.workspace.state().draft!.messages).toHaveLength(2));
  });

  it('says in French that only one default SMS server may exist, and checks the sender phone', async () => {
    const { services } = await signedInAt(`/admin/sms-servers?item=${SEED_GUIDS.smsProvider}`, 'Serveurs SMS', 'fr');
    await screen.findByLabelText("Numéro de l'expéditeur");
    editField("Numéro de l'expéditeur", 'appelez-moi');
    await fieldProblem("Numéro de l'expéditeur", 'numéro de téléphone invalide');
    services.workspace.apply({ kind: 'test.default', apply: (draft) => setAt(draft, ['messages', { id: SEED_GUIDS.smsProvider }, 'default'], 1) });
    await fieldProblem('Serveur par défaut', 'un seul serveur SMS peut être celui par défaut');
  });
});
