import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator } from '../../../../test/support/console-against-simulator';
import { signedInAt } from '../../../../test/support/configuration-page-helpers';

/**
 * Simulate mode never reaches the appliance: every request the console
 * sends is watched (msw's request events) while an input is toggled on the
 * demonstration site's graph. The input is first toggled on and off in live
 * mode (two writes, the watch sees them), so that its live state is the
 * simulation's (off): the canvas reused such a node as it was, with live
 * mode's toggle in it, and the simulated press went to the appliance.
 */
const { server } = consoleAgainstSimulator({ initialised: true });

const WORDS = {
  en: { heading: 'Logic controller', simulate: 'Simulate', toggle: 'Toggle Entrance door contact' },
  fr: { heading: 'Contrôleur logique', simulate: 'Simuler', toggle: 'Basculer Entrance door contact' },
} as const;

/** Every request sent from now on, as "METHOD /path". */
function watchRequests(): string[] {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => sent.push(`${request.method} ${new URL(request.url).pathname}`));
  return sent;
}

const doorNode = () => screen.getAllByTestId('logic-node').find((node) => node.textContent?.startsWith('Entrance door contact'));
const doorState = () => {
  const node = doorNode();
  return node ? within(node).queryAllByTestId('live-state')[0]?.getAttribute('data-state') : undefined;
};
const writes = (sent: readonly string[]) => sent.filter((request) => request === 'POST /api/writeio').length;

describe.each(['en', 'fr'] as const)('simulate mode of the logic editor (%s)', (language) => {
  const words = WORDS[language];

  it('toggles the input in the simulation and sends nothing to the appliance, where live mode writes it', async () => {
    await signedInAt('/admin/logic', words.heading, language);
    const sent = watchRequests();
    // Live mode writes the io on the appliance. Pressed again until the rights list has come (a press before it is
    // refused: no rights to write); then once more, back to off.
    await waitFor(() => {
      if (writes(sent) === 0) fireEvent.click(screen.getByRole('button', { name: words.toggle }));
      expect(doorState()).toBe('on');
    });
    fireEvent.click(screen.getByRole('button', { name: words.toggle }));
    await waitFor(() => expect(doorState()).toBe('off'));
    expect(writes(sent)).toBeGreaterThanOrEqual(2);

    fireEvent.click(screen.getByRole('button', { name: words.simulate }));
    await screen.findByTestId('simulation-panel');
    sent.length = 0;
    fireEvent.click(screen.getByRole('button', { name: words.toggle }));
    await waitFor(() => expect(doorState()).toBe('on'));
    fireEvent.click(screen.getByRole('button', { name: words.toggle }));
    await waitFor(() => expect(doorState()).toBe('off'));
    // Long enough for a write to have gone out: the live ones above went at once.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent.filter((request) => !request.startsWith('GET '))).toEqual([]);
    expect(sent.filter((request) => /\/api\/(readio|writeio|ptz)/.test(request))).toEqual([]);
  });
});
