import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkFields, fieldProblem, signedInAt, usedByList } from '../../../../test/support/configuration-page-helpers';
import { consoleAgainstSimulator } from '../../../../test/support/console-against-simulator';
import { addGate } from '../../../domain/configuration/controller/controller';
import { createGate } from '../../../domain/configuration/controller/gate-factory';
import { SEED_GUIDS } from '../../../infrastructure/simulator/seed/seed-guids';

consoleAgainstSimulator({ initialised: true });

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('alarm receivers page', () => {
  it('shows the secondary receiver only when it is used, and the protocol codes in expert mode', async () => {
    await signedInAt(`/admin/monitors?item=${SEED_GUIDS.monitor}`, 'Alarm receivers');
    expect(((await screen.findByLabelText('Receiver address')) as HTMLInputElement).value).toBe('203.0.113.10');
    expect(value('Secondary receiver address')).toBe('203.0.113.11');
    expect(screen.queryByLabelText('Transmitter identifier (TRID)')).toBeNull();
    expect(screen.queryByLabelText('Periodic test code')).toBeNull();

    fireEvent.keyDown(window, { key: 'E', code: 'KeyE', altKey: true, shiftKey: true });
    expect((await screen.findByLabelText('Transmitter identifier (TRID)') as HTMLInputElement).value).toBe('VIG01');
    for (const [label, expected] of [['Account', '4821'], ['Prefix', '01'], ['Receiver number', '1'], ['Message format', '0'], ['Periodic test code', '602'], ['Sequence number (S)', '1']]) {
      expect(value(label!), label).toBe(expected);
    }

    fireEvent.click(screen.getByText('Use a secondary receiver'));
    await waitFor(() => expect(screen.queryByLabelText('Secondary receiver address')).toBeNull());
    expect(screen.queryByLabelText('Secondary receiver port')).toBeNull();
  });

  it('creates a receiver with the defaults of the specification, {ip} to be replaced', async () => {
    const { services } = await signedInAt('/admin/monitors', 'Alarm receivers');
    fireEvent.click(await screen.findByRole('button', { name: 'New alarm receiver' }));
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('New Monitor');
    expect([value('Receiver type'), value('Receiver address'), value('Attempts'), value('Response time'), value('Monitoring domain')]).toEqual(['1', '{ip}', '5', '10', 'monitoring.example.net']);
    expect(screen.queryByLabelText('Secondary receiver address')).toBeNull();
    fireEvent.blur(screen.getByLabelText('Receiver address'));
    await fieldProblem('Receiver address', 'invalid ip address');
    await checkFields([
      ['Receiver address', 'receiver.example.net', { not: 'invalid ip address' }],
      ['Attempts', '0', 'please provide a whole number between 1 and 100'],
      ['Receiver port', '70000', 'please provide a port between 1 and 65535'],
    ]);
    // What was typed is in the draft (what the form shows is what would be saved), each refusal a problem blocking the save.
    expect(services.workspace.state().draft!.alarms.at(-1)).toMatchObject({ type: 1, nbTest: 0, port: 70000, responseTime: 10, address: 'receiver.example.net' });
    const index = services.workspace.state().draft!.alarms.length;
    expect(services.workspace.state().problems.filter((problem) => problem.path.startsWith(`configuration/alarms/monitor[${index}]/`)).map((problem) => [problem.at.at(-1), problem.message])).toEqual([
      ['port', 'please provide a port between 1 and 65535'],
      ['nbTest', 'please provide a whole number between 1 and 100'],
    ]);
  });

  it('names the alerts reporting to a receiver, and asks before deleting it', async () => {
    const { services } = await signedInAt(`/admin/monitors?item=${SEED_GUIDS.monitor}`, 'Alarm receivers');
    const gate = createGate('alert-monitoring', { name: 'Intrusion report', monitoringIdentifier: SEED_GUIDS.monitor });
    services.workspace.apply({ kind: 'test.gate', apply: (draft) => ({ ...draft, controller: addGate(draft.controller, gate) }) });
    await waitFor(async () => expect((await usedByList('Used by')).textContent).toBe('Intrusion report — Alarm-monitoring alert · reports its alerts to this receiver'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect((await usedByList(/1 user refers to it/, dialog)).textContent).toContain('Intrusion report');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete anyway' }));
    await waitFor(() => expect(services.workspace.state().draft!.alarms).toEqual([]));
    expect(services.workspace.state().problems.map((problem) => problem.code)).toContain('CONFIG.UNKNOWN_MONITOR');
  });

  it('speaks French: the address of a new receiver and its numbers', async () => {
    await signedInAt('/admin/monitors', "Récepteurs d'alarme", 'fr');
    fireEvent.click(await screen.findByRole('button', { name: "Nouveau récepteur d'alarme" }));
    fireEvent.blur(await screen.findByLabelText('Adresse du récepteur'));
    await fieldProblem('Adresse du récepteur', 'adresse IP invalide');
    await checkFields([
      ['Tentatives', '0', 'veuillez saisir un nombre entier entre 1 et 100'],
      ['Port du récepteur', '70000', 'veuillez saisir un port entre 1 et 65535'],
      ['Nom', ' ', 'ce champ est requis'],
    ]);
  });
});
