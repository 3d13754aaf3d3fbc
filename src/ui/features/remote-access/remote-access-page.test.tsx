import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAt } from '../../../../test/support/configuration-page-helpers';
import { consoleAgainstSimulator } from '../../../../test/support/console-against-simulator';

const { simulator } = consoleAgainstSimulator({ initialised: true });

/** The error text shown under the field labelled `label`. */
async function shownUnder(label: string, message: string): Promise<void> {
  await waitFor(() => {
    const root = screen.getByLabelText(label).closest('.chakra-field__root') ?? screen.getByLabelText(label).parentElement!;
    expect(root.textContent).toContain(message);
  });
}

describe('remote access page: the tunnel form', () => {
  it('says the port rule for a port of 70000 and refuses an expiry of 99,999,999 minutes', async () => {
    await signedInAt('/admin/remote-access', 'Remote access');
    fireEvent.change(screen.getByLabelText('Port'), { target: { value: '70000' } });
    fireEvent.change(screen.getByLabelText('Expires in (minutes)'), { target: { value: '99999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the tunnel' }));
    await shownUnder('Port', 'please provide a port between 1 and 65535');
    await shownUnder('Expires in (minutes)', 'please provide a number of minutes between 1 and 43200 (30 days)');
    expect(screen.queryByText('please provide a positive integer')).toBeNull();
    expect(simulator.state.operations.tunnels).toEqual([]);
  });

  it('speaks French', async () => {
    await signedInAt('/admin/remote-access', 'Accès à distance', 'fr');
    fireEvent.change(screen.getByLabelText('Port'), { target: { value: '70000' } });
    fireEvent.change(screen.getByLabelText('Expire dans (minutes)'), { target: { value: '99999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le tunnel' }));
    await shownUnder('Port', 'veuillez saisir un port entre 1 et 65535');
    await shownUnder('Expire dans (minutes)', 'veuillez saisir un nombre de minutes entre 1 et 43200 (30 jours)');
  });
});
