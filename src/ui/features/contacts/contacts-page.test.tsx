import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editField as edit, fieldProblem, signedInAt, usedByList as usedBy } from '../../../../test/support/configuration-page-helpers';
import { consoleAgainstSimulator } from '../../../../test/support/console-against-simulator';
import { createContact } from '../../../domain/configuration/contact';
import { createAlertMessage, createMessageContact } from '../../../domain/configuration/controller/alert-gates';
import { addGate } from '../../../domain/configuration/controller/controller';
import { createGate } from '../../../domain/configuration/controller/gate-factory';
import { SEED_GUIDS } from '../../../infrastructure/simulator/seed/seed-guids';
import { itemTable, findItemTable, itemButtons, itemButton } from '../../../../test/support/item-table';

consoleAgainstSimulator({ initialised: true });

describe('contacts page', () => {
  it('lists the contacts by name, opens one from the URL and shows the rules of its fields as they are left', async () => {
    const { services } = await signedInAt(`/admin/contacts?item=${SEED_GUIDS.contactSecurity}`, 'Contacts');
    const list = await findItemTable('Contacts');
    expect(itemButtons(list).map((row) => row.textContent)).toEqual(['Martin, Claire', 'Okafor, Daniel']);
    expect((await screen.findByLabelText('Mail address') as HTMLInputElement).value).toBe('claire.martin@example.com');

    edit('Mail address', 'claire.martin@');
    await fieldProblem('Mail address', 'invalid email address');
    edit('Phone number', '06 12 + 34');
    await fieldProblem('Phone number', 'invalid phone number');
    edit('Name', ' ');
    await fieldProblem('Name', 'this field is required');
    const contact = () => services.workspace.state().draft?.contacts.find((each) => each.id === SEED_GUIDS.contactSecurity);
    await waitFor(() => expect(contact()).toMatchObject({ mail: 'claire.martin@', phone: '06 12 + 34', name: ' ' }));
  });

  it('creates a contact with the defaults, its name focused, and deletes an unused one after asking', async () => {
    const { services } = await signedInAt('/admin/contacts', 'Contacts');
    fireEvent.click(await screen.findByRole('button', { name: 'New contact' }));
    const name = await screen.findByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('New Contact');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(services.workspace.state().draft?.contacts).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    within(dialog).getByText('Nothing refers to it. The deletion can be undone until the configuration is saved.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(services.workspace.state().draft?.contacts).toHaveLength(2));
  });

  it('shows the alert messages that send to a contact, and asks before leaving them pointing at nothing', async () => {
    const { services } = await signedInAt('/admin/contacts', 'Contacts');
    const gate = createGate('alert-mail', { name: 'Door forced <b>alarm</b>', message: createAlertMessage({ contacts: [createMessageContact(SEED_GUIDS.contactManager, { mail: true, sms: true })] }) });
    services.workspace.apply({ kind: 'test.gate', apply: (draft) => ({ ...draft, controller: addGate(draft.controller, gate) }) });
    fireEvent.click(itemButton(await findItemTable('Contacts'), 'Okafor, Daniel'));

    expect((await usedBy('Used by')).textContent).toBe('Door forced <b>alarm</b> — Mail alert · recipient of its message by mail and SMS');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect((await usedBy(/1 user refers to it/, dialog)).textContent).toContain('Door forced <b>alarm</b>');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(services.workspace.state().draft?.contacts).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete anyway' }));
    await waitFor(() => expect(services.workspace.state().draft?.contacts.map((contact) => contact.id)).toEqual([SEED_GUIDS.contactSecurity]));
    expect(services.workspace.state().problems.map((problem) => problem.code)).toContain('CONFIG.UNKNOWN_CONTACT');
  });

  it('hints beside the table while no contact is open, and shows an empty list as what to do, not as an empty table', async () => {
    const { services, history } = await signedInAt('/admin/contacts', 'Contacts');
    expect((await screen.findByTestId('detail-hint')).textContent).toBe('Select a contact to edit it, or add one.');
    services.workspace.apply({ kind: 'test.contacts', apply: (draft) => ({ ...draft, contacts: [] }) });
    const empty = await screen.findByTestId('empty-list');
    expect(screen.queryByRole('table', { name: 'Contacts' })).toBeNull();
    expect(within(empty).getByText('The list is empty.')).toBeTruthy();
    // The create button is where the table was, once.
    expect(screen.getAllByRole('button', { name: 'New contact' })).toHaveLength(1);
    fireEvent.click(within(empty).getByRole('button', { name: 'New contact' }));
    await waitFor(() => expect(services.workspace.state().draft!.contacts).toHaveLength(1));
    await waitFor(() => expect(history.location.search).toContain(services.workspace.state().draft!.contacts[0]!.id));
    expect(itemButtons(await findItemTable('Contacts'))).toHaveLength(1);
  });

  it('stays usable with 5,000 contacts: only the rows in view are in the page, and the search narrows them', async () => {
    const { services } = await signedInAt('/admin/contacts', 'Contacts');
    const many = Array.from({ length: 5000 }, (_, index) => createContact({ id: `c-${index}`, name: `Person ${String(index).padStart(4, '0')}` }));
    services.workspace.apply({ kind: 'test.contacts', apply: (draft) => ({ ...draft, contacts: many }) });
    const list = await findItemTable('Contacts');
    await waitFor(() => expect(screen.getByText('5000 of 5000')).toBeTruthy());
    expect(itemButtons(list).length).toBeLessThan(100);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Contacts' }), { target: { value: 'person 4999' } });
    await waitFor(() => expect(itemButtons(itemTable('Contacts')).map((row) => row.textContent)).toEqual(['Person 4999']));
  });

  it('speaks French: field rules, the used-by panel and the question before a delete', async () => {
    const { services } = await signedInAt(`/admin/contacts?item=${SEED_GUIDS.contactManager}`, 'Contacts', 'fr');
    const gate = createGate('alert-mail', { name: 'Alarme', message: createAlertMessage({ contacts: [createMessageContact(SEED_GUIDS.contactManager, { mail: false, sms: true })] }) });
    services.workspace.apply({ kind: 'test.gate', apply: (draft) => ({ ...draft, controller: addGate(draft.controller, gate) }) });
    await screen.findByLabelText('Adresse e-mail');
    edit('Adresse e-mail', 'daniel@');
    await fieldProblem('Adresse e-mail', 'adresse e-mail invalide');
    edit('Numéro de téléphone', 'abc');
    await fieldProblem('Numéro de téléphone', 'numéro de téléphone invalide');
    edit('Nom', '');
    await fieldProblem('Nom', 'ce champ est requis');
    await waitFor(async () => expect((await usedBy('Utilisé par')).textContent).toBe('Alarme — Alerte par e-mail · destinataire de son message par SMS'));
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('alertdialog');
    await usedBy(/1 élément y fait référence/, dialog);
    within(dialog).getByRole('button', { name: 'Supprimer quand même' });
  });
});
