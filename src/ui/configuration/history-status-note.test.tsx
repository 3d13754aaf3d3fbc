import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplianceRequestError } from '../../application/errors/console-errors';
import type { HistoryStatus } from '../../application/ports/history-status.port';
import { activateLanguage } from '../i18n/i18n-setup';
import { system } from '../theme/system';
import { HistoryStatusNote } from './history-status-note';

function renderNote(language: 'en' | 'fr', status: HistoryStatus | undefined, error?: unknown) {
  return render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={activateLanguage(language, setupI18n())}>
        <HistoryStatusNote status={status} error={error} />
      </I18nProvider>
    </ChakraProvider>,
  );
}

const away: HistoryStatus = { database: { kind: 'server', reachable: false, location: 'db.example:5432/vigil' }, spooled: 3 };

describe('the history status line', () => {
  it('says that history is behind while its database is away, and that nothing is lost, in English and French', () => {
    const english = renderNote('en', away);
    expect(screen.getByTestId('history-behind').textContent).toBe(
      "History is behind: its database does not answer. 3 records wait on this server's disk and will be written when it answers; nothing is lost.",
    );
    english.unmount();
    renderNote('fr', { ...away, spooled: 1 });
    expect(screen.getByTestId('history-behind').textContent).toBe(
      "L'historique est en retard : sa base de données ne répond pas. 1 enregistrement attend sur le disque de ce serveur et sera écrit dès qu'elle répondra ; rien n'est perdu.",
    );
  });

  it('says nothing while the database answers and nothing waits, and names --no-history when the server keeps none', () => {
    const { container } = renderNote('en', { database: { kind: 'embedded', reachable: true, location: 'data/database' }, spooled: 0 });
    expect(container.textContent).toBe('');
    renderNote('en', undefined, new ApplianceRequestError(404, 'this Vigil server keeps no history (--no-history)'));
    expect(screen.getByTestId('history-not-kept').textContent).toBe('This Vigil server keeps no history (it was started with --no-history).');
  });
});
