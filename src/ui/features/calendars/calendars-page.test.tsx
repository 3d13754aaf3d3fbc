import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleServices } from '../../../application/console-services';
import { isDailyRange } from '../../../domain/configuration/calendar-range';
import { consoleAgainstSimulator, renderConsole } from '../../../../test/support/console-against-simulator';
import { SEED_GUIDS } from '../../../infrastructure/simulator/seed/seed-guids';
import { INITIALISED_ADMIN_PASSWORD } from '../../../infrastructure/simulator/state/accounts';

consoleAgainstSimulator({ initialised: true });

async function signedIn(path: string) {
  const view = renderConsole(`/auth?redirect=${encodeURIComponent(path)}`);
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: INITIALISED_ADMIN_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { name: 'Calendars', level: 1 });
  // The sign-in does not wait for the configuration's decode: the page's fields come with it.
  await act(() => view.services.signIn.configurationLoaded());
  return view;
}

const calendar = (services: ConsoleServices) => services.workspace.state().draft!.calendars.find((each) => each.id === SEED_GUIDS.calendar)!;

describe('calendars page', () => {
  it('creates a daily range from the keyboard, moves it one step per key, and shows who uses the calendar', async () => {
    const { services } = await signedIn(`/admin/calendars?item=${SEED_GUIDS.calendar}`);
    const count = calendar(services).ranges.length;
    const steps = services.workspace.history().length;
    fireEvent.click(await screen.findByRole('button', { name: 'Add a daily range on Wednesday' }));
    await waitFor(() => expect(calendar(services).ranges).toHaveLength(count + 1));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-key')).toBe(`${count}:3`));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight', shiftKey: false });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown', shiftKey: true });
    await waitFor(() => expect(services.workspace.history().length).toBe(steps + 4));
    const range = calendar(services).ranges[count]!;
    expect(isDailyRange(range) && { thursday: range.begin.weekday4, wednesday: range.begin.weekday3, begin: [range.begin.hour, range.begin.minute], end: [range.end.hour, range.end.minute] }).toEqual({
      thursday: true,
      wednesday: false,
      begin: [8, 15],
      end: [9, 30],
    });
    expect(screen.getAllByText(/gate input/).length).toBeGreaterThan(0);
  });
});
