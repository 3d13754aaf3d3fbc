import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleServices } from '../../../application/console-services';
import { VersionedStorage } from '../../../application/storage/versioned-storage';
import { MemoryStorage } from '../../../infrastructure/memory/storage-preferences.adapter';
import { activateLanguage } from '../../i18n/i18n-setup';
import { ServicesContext } from '../../services-context';
import { system } from '../../theme/system';
import { StoredRecordsNotice } from './stored-records-notice';

const DRAFT_KEY = 'vigil.draft.3f9a1c0d2b4e5a61:https://appliance.example';
const NEWER_DRAFT = JSON.stringify({ record: 'draft', version: 7, data: {} });

function renderNotice(language: 'en' | 'fr', records: Record<string, string>) {
  const storage = new MemoryStorage();
  for (const [key, text] of Object.entries(records)) storage.setItem(key, text);
  const storedRecords = new VersionedStorage(storage);
  render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={activateLanguage(language, setupI18n())}>
        <ServicesContext value={{ storedRecords } as unknown as ConsoleServices}>
          <StoredRecordsNotice />
        </ServicesContext>
      </I18nProvider>
    </ChakraProvider>,
  );
  return { storage, storedRecords };
}

describe('StoredRecordsNotice', () => {
  it('shows nothing when every record was read', () => {
    renderNotice('en', { 'vigil.theme': 'dark' });
    expect(screen.queryByTestId('stored-records-notice')).toBeNull();
  });

  it.each([
    ['en', 'Unsaved configuration changes', 'Stored by a newer version of the console (record version 7; this version reads up to version 1): not opened, kept as it is for that version.'],
    ['fr', 'Modifications de configuration non enregistrées', 'Enregistré par une version plus récente de la console (version 7 de l’enregistrement ; cette version lit jusqu’à la version 1) : non ouvert, conservé tel quel pour cette version-là.'],
  ] as const)('refuses a draft from a newer version with a message, and keeps it (%s)', (language, kind, message) => {
    const { storage } = renderNotice(language, { [DRAFT_KEY]: NEWER_DRAFT });
    const notice = screen.getByTestId('stored-records-notice');
    expect(notice.textContent).toContain(kind);
    expect(notice.textContent).toContain(message);
    expect(notice.textContent).toContain(DRAFT_KEY);
    expect(storage.getItem(DRAFT_KEY)).toBe(NEWER_DRAFT);
  });

  it.each([
    ['en', 'The theme chosen', 'Damaged, could not be read: set aside, not lost.'],
    ['fr', 'Le thème choisi', 'Endommagé, illisible : mis de côté, pas perdu.'],
  ] as const)('says a damaged record was set aside, and forgets it once confirmed (%s)', async (language, kind, message) => {
    const { storage } = renderNotice(language, { 'vigil.theme': 'purple' });
    const notice = screen.getByTestId('stored-records-notice');
    expect(notice.textContent).toContain(kind);
    expect(notice.textContent).toContain(message);
    expect(notice.textContent).toContain('vigil.set-aside:vigil.theme');
    expect(storage.getItem('vigil.set-aside:vigil.theme')).toBe('purple');
    fireEvent.click(within(notice).getByRole('button', { name: language === 'en' ? 'Forget it' : 'L’oublier' }));
    const confirm = await screen.findByRole('button', { name: language === 'en' ? 'Forget' : 'Oublier' });
    act(() => {
      fireEvent.click(confirm);
    });
    expect(storage.getItem('vigil.set-aside:vigil.theme')).toBeNull();
    expect(screen.queryByTestId('stored-records-notice')).toBeNull();
  });
});
