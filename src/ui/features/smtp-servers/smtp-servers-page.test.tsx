import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkFields, fieldProblem, signedInAt } from '../../../../test/support/configuration-page-helpers';
import { consoleAgainstSimulator } from '../../../../test/support/console-against-simulator';
import { cryptedString } from '../../../domain/configuration/crypted-string';
import { setAt } from '../../../domain/configuration/model-path';
import { SEED_GUIDS } from '../../../infrastructure/simulator/seed/seed-guids';
import { itemTable, findItemTable, itemButtons } from '../../../../test/support/item-table';

consoleAgainstSimulator({ initialised: true });

const company = `/admin/smtp-servers?item=${SEED_GUIDS.smtpCompany}`;

describe('SMTP servers page', () => {
  it('lists the servers with the default marker and shows the rules of the sender and the address', async () => {
    await signedInAt(company, 'SMTP servers');
    const list = await findItemTable('SMTP servers');
    expect(itemButtons(list).map((row) => row.textContent)).toEqual(['Appliance mail relaydefault', 'Company SMTP']);
    expect(((await screen.findByLabelText('Server address')) as HTMLInputElement).value).toBe('smtp.example.com');
    expect((screen.getByLabelText('Connection security') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('STARTTLS');

    await checkFields([
      ['Sender address', 'alerts.example.com', 'invalid email address'],
      ['Server address', '300.0.0.1', 'invalid ip address'],
      ['Server address', 'mail.example.org', { not: 'invalid ip address' }],
      // 70000 is a positive integer but no port: the one port rule of every form.
      ['Port', '70000', 'please provide a port between 1 and 65535'],
    ]);
  });

  it('hides the connection of the default server, and moves the mark when another becomes the default', async () => {
    const { services } = await signedInAt(company, 'SMTP servers');
    await screen.findByLabelText('Server address');
    fireEvent.change(screen.getByLabelText('Default server'), { target: { value: '1' } });
    await waitFor(() => expect(screen.queryByLabelText('Server address')).toBeNull());
    for (const label of ['Port', 'User', 'Password', 'Connection security']) expect(screen.queryByLabelText(label), label).toBeNull();
    expect(screen.queryByText('The server requires authentication')).toBeNull();

    const emails = services.workspace.state().draft!.emails;
    expect(emails.find((server) => server.id === SEED_GUIDS.smtpCompany)).not.toHaveProperty('address');
    expect(emails.find((server) => server.id === SEED_GUIDS.smtpDefault)).toMatchObject({ default: 0, address: '' });
    const list = itemTable('SMTP servers');
    // The relay is no longer the default: it needs an address of its own, a problem of the draft its row counts.
    expect(itemButtons(list).map((row) => row.textContent)).toEqual(['Appliance mail relay1 problem', 'Company SMTPdefault']);
    expect(services.workspace.state().problems.map((problem) => [problem.path, problem.message])).toContainEqual([expect.stringMatching(/^configuration\/emails\/email\[\d\]\/address$/), 'this field is required']);
  });

  it('keeps an encrypted password untouched until one is typed, then writes it in clear', async () => {
    const { services } = await signedInAt(company, 'SMTP servers');
    const path = ['emails', { id: SEED_GUIDS.smtpCompany }, 'password'] as const;
    const secret = cryptedString('Q2lwaGVy', true);
    services.workspace.apply({ kind: 'test.crypted', apply: (draft) => setAt(draft, [...path], secret) });
    const password = (await screen.findByLabelText('Password', { selector: 'input' })) as HTMLInputElement;
    await waitFor(() => expect(password.placeholder).toBe('unchanged'));
    expect(password.value).toBe('');
    fireEvent.blur(password);
    const stored = () => services.workspace.state().draft!.emails.find((server) => server.id === SEED_GUIDS.smtpCompany)!.password;
    expect(stored()).toBe(secret);

    fireEvent.change(password, { target: { value: 'New-Pa55' } });
    fireEvent.blur(password);
    await waitFor(() => expect(stored()).toEqual({ value: 'New-Pa55', crypted: false }));
  });

  it('creates a server named as section 3 says, with authentication off', async () => {
    const { services } = await signedInAt('/admin/smtp-servers', 'SMTP servers');
    fireEvent.click(await screen.findByRole('button', { name: 'New SMTP server' }));
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('New SMTP Server');
    expect(screen.queryByLabelText('User')).toBeNull();
    fireEvent.click(screen.getByText('The server requires authentication'));
    await screen.findByLabelText('User');
    expect(services.workspace.state().draft!.emails).toHaveLength(3);
  });

  it('says in French that only one default SMTP server may exist, beside the mark, and checks the address', async () => {
    const { services } = await signedInAt(company, 'Serveurs SMTP', 'fr');
    await screen.findByLabelText('Adresse du serveur');
    await checkFields([
      ['Adresse du serveur', '1.2.3', 'adresse IP invalide'],
      ['Port', '70000', 'veuillez saisir un port entre 1 et 65535'],
    ]);
    // A document holding two defaults (edited by hand on the appliance): the second one's mark is the problem.
    services.workspace.apply({ kind: 'test.default', apply: (draft) => setAt(setAt(draft, ['emails', { id: SEED_GUIDS.smtpCompany }, 'address'], undefined), ['emails', { id: SEED_GUIDS.smtpCompany }, 'default'], 1) });
    await fieldProblem('Serveur par défaut', 'un seul serveur SMTP peut être celui par défaut');
  });
});
