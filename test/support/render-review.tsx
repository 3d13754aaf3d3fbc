import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import type { Configuration } from '../../src/domain/configuration/configuration';
import type { ModelChange } from '../../src/domain/configuration/model-change';
import { describeChange } from '../../src/ui/configuration/describe-change';
import { PAGES } from '../../src/ui/routes/pages';
import { activateLanguage } from '../../src/ui/i18n/i18n-setup';
import { system } from '../../src/ui/theme/system';
import { ChangeList } from '../../src/ui/configuration/change-list';
import { toChangeView } from '../../src/ui/configuration/change-view';

/** The save review's list of `changes` made to `draft`, as the save dialog draws it, in `language`. */
export function renderReview(language: 'en' | 'fr', changes: readonly ModelChange[], draft: Configuration): HTMLElement {
  const i18n = activateLanguage(language, setupI18n());
  const views = changes.map((change, index) => toChangeView(describeChange(i18n, change, PAGES, draft), String(index)));
  render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <ChangeList changes={views} label="Changes" />
      </I18nProvider>
    </ChakraProvider>,
  );
  return screen.getByRole('list', { name: 'Changes' });
}
