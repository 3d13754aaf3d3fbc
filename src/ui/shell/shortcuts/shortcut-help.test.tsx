import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleAgainstSimulator } from '../../../../test/support/console-against-simulator';
import { signedInAt } from '../../../../test/support/configuration-page-helpers';
import { PAGES } from '../../routes/pages';
import { SHORTCUT_GROUPS } from './shortcut-catalogue';

/** "?" anywhere outside a text field lists the page's keyboard shortcuts, by where they work, in the console's language. */
consoleAgainstSimulator({ initialised: true });

const WORDS = {
  en: { calendars: 'Calendars', dashboard: 'Dashboard', title: 'Keyboard shortcuts', week: 'Calendar week', configuration: 'Configuration pages', redo: 'Redo the change undone', shift: 'Shift', close: 'Close', search: 'Search' },
  fr: { calendars: 'Calendriers', dashboard: 'Tableau de bord', title: 'Raccourcis clavier', week: 'Semaine du calendrier', configuration: 'Pages de configuration', redo: 'Rétablir la modification annulée', shift: 'Maj', close: 'Fermer', search: 'Rechercher' },
} as const;

const sections = (dialog: HTMLElement) => within(dialog).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('shortcut help', () => {
  for (const language of ['en', 'fr'] as const) {
    const words = WORDS[language];

    it(`lists on "?" the shortcuts of the page in view, every page's then its own (${language})`, async () => {
      await signedInAt('/admin/calendars', words.calendars, language);
      fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
      const dialog = await screen.findByRole('dialog', { name: words.title });
      expect(sections(dialog)).toContain(words.week);
      expect(sections(dialog)).toContain(words.configuration);
      const redo = within(dialog).getByRole('row', { name: new RegExp(words.redo) });
      expect(within(redo).getAllByText(words.shift)).toHaveLength(1);
      expect(redo.textContent).toMatch(/Ctrl \+ .+ \+ Z.+Ctrl \+ Y/);
      fireEvent.click(within(dialog).getByRole('button', { name: words.close }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: words.title })).toBeNull());
    });

    it(`does not list the configuration's keys on the dashboard, and "?" typed in a field is only typed (${language})`, async () => {
      await signedInAt('/admin', words.dashboard, language);
      fireEvent.click(screen.getByTestId('search-button'));
      const search = await screen.findByRole('dialog');
      const field = within(search).getByRole('combobox');
      // The dialog listens for Escape once it is set up, a frame or more after it is drawn (the same moment it puts the
      // focus in its field): a loaded machine once drew it, took the Escape below before then, and kept it open.
      await waitFor(() => expect(document.activeElement).toBe(field));
      fireEvent.keyDown(field, { key: '?', shiftKey: true });
      expect(screen.queryByRole('dialog', { name: words.title })).toBeNull();
      fireEvent.keyDown(field, { key: 'Escape' });
      // A closed dialog is unmounted once its exit is over (DialogFrame), which a loaded machine may take seconds to see (the
      // component tests wait up to 20 s: test/setup/ui-setup.ts; 5 s ran out once beside the e2e phase).
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      fireEvent.click(screen.getByTestId('shortcut-help-button'));
      const dialog = await screen.findByRole('dialog', { name: words.title });
      expect(sections(dialog)).not.toContain(words.configuration);
      expect(sections(dialog)).not.toContain(words.week);
    });
  }

  it('names only pages of the page table', () => {
    const paths = new Set(PAGES.map((page) => page.path));
    for (const group of SHORTCUT_GROUPS) if (typeof group.where !== 'string') for (const path of group.where) expect(paths).toContain(path);
  });
});
