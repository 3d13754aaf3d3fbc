import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactElement, ReactNode } from 'react';
import type { Language } from '../../application/ports/preferences.port';
import { activateLanguage } from '../i18n/i18n-setup';
import { system } from '../theme/system';

/**
 * A piece of the console as component tests render it on its own: the theme
 * and a fresh i18n instance in `language` around it.
 */
export function inLanguage(ui: ReactNode, language: Language = 'en'): ReactElement {
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={activateLanguage(language, setupI18n())}>{ui}</I18nProvider>
    </ChakraProvider>
  );
}
