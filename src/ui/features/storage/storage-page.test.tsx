import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator, renderConsole } from '../../../../test/support/console-against-simulator';
import { INITIALISED_ADMIN_PASSWORD } from '../../../infrastructure/simulator/state/accounts';

consoleAgainstSimulator({ initialised: true });

async function signedIn(path: string) {
  const view = renderConsole(`/auth?redirect=${encodeURIComponent(path)}`);
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: INITIALISED_ADMIN_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { name: 'Storage', level: 1 });
  return view;
}

describe('storage page', () => {
  it('lists the stores sorted by name with the default marker, and opens one from the URL', async () => {
    const { services } = await signedIn('/admin/storage');
    const list = await screen.findByRole('list', { name: 'Stores' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual(['Main storagedefault', 'Rescue storagerescue']);
    fireEvent.click(rows[0]!);
    const path = await screen.findByLabelText('Path');
    expect((path as HTMLInputElement).value).toBe('/var/lib/vigil/records');
    fireEvent.change(path, { target: { value: 'relative/path' } });
    fireEvent.blur(path);
    await screen.findByText('invalid storage path');
    await waitFor(() => expect(services.workspace.state().draft?.parameters.stores[0]?.path).toBe('relative/path'));
  });
});
