import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleAgainstSimulator } from '../../../../test/support/console-against-simulator';
import { editField, signedInAt } from '../../../../test/support/configuration-page-helpers';
import { toaster } from '../../components/toaster';

consoleAgainstSimulator({ initialised: true });
afterEach(() => act(() => toaster.remove()));

const WORDS = {
  en: {
    network: 'Network services', contacts: 'Contacts', port: 'HTTP port', bar: 'Configuration changes', redo: /^Redo/,
    undone: 'Undone: Network services: HTTP port', redone: 'Redone: Network services: HTTP port', where: 'This step was on the Network services page.', go: 'Go to Network services',
  },
  fr: {
    network: 'Services réseau', contacts: 'Contacts', port: 'Port HTTP', bar: 'Modifications de la configuration', redo: /^Rétablir/,
    undone: 'Annulé : Services réseau: Port HTTP', redone: 'Rétabli : Services réseau: Port HTTP', where: 'Cette étape était sur la page Services réseau.', go: 'Aller à Services réseau',
  },
} as const;

const historyToast = () => screen.findByTestId('history-step');

describe.each(['en', 'fr'] as const)('undo and redo say what they did (%s)', (language) => {
  const words = WORDS[language];

  it('names the step undone on another page, with a link to its field there, and the step redone on its own page, without one', async () => {
    const view = await signedInAt('/admin/network', words.network, language);
    editField(words.port, '8080');
    await waitFor(() => expect(view.services.workspace.state().draft?.parameters.network.httpPort).toBe(8080));
    act(() => view.history.push('/admin/contacts'));
    await screen.findByRole('heading', { name: words.contacts, level: 1 });

    fireEvent.keyDown(document.body, { key: 'z', code: 'KeyZ', ctrlKey: true });
    const undone = await historyToast();
    await waitFor(() => expect(undone.textContent).toContain(words.undone));
    expect(undone.textContent).toContain(words.where);
    const link = within(undone).getByRole('link', { name: words.go });
    expect(link.getAttribute('href')).toBe('/admin/network#cfg.parameters.network.httpPort');
    fireEvent.click(link);
    await screen.findByRole('heading', { name: words.network, level: 1 });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(words.port)));

    // Redone where the field is: said, with no link (the change is in front of the person).
    act(() => toaster.remove());
    fireEvent.click(within(screen.getByRole('region', { name: words.bar })).getByRole('button', { name: words.redo }));
    const redone = await historyToast();
    await waitFor(() => expect(redone.textContent).toContain(words.redone));
    expect(within(redone).queryByRole('link')).toBeNull();
    expect((screen.getByLabelText(words.port) as HTMLInputElement).value).toBe('8080');
  });
});
