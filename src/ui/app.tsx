import { ChakraProvider } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { MotionConfig } from 'framer-motion';
import { useEffect, useMemo, useState } from 'react';
import type { ConsoleServices } from '../application/console-services';
import type { Language, Theme } from '../application/ports/preferences.port';
import { Toaster } from './components/toaster';
import { activateLanguage } from './i18n/i18n-setup';
import { PreferencesContext, type UiPreferences } from './preferences-context';
import { createAppRouter, type AppRouter } from './routes/router';
import { ServicesContext } from './services-context';
import { applyTheme } from './theme/apply-theme';
import { system } from './theme/system';
import { useExpertModeHotkey } from './shell/expert-mode-hotkey';

export interface AppProps {
  readonly services: ConsoleServices;
  readonly i18n: I18n;
  readonly initialLanguage: Language;
  /** Memory history in tests; the browser's address bar otherwise. */
  readonly history?: RouterHistory;
  /**
   * A router already loaded at the current location (console.tsx prepares
   * one, so that the console's first render is its only one): drawn in the
   * first language; a change of language starts a fresh router, as before.
   */
  readonly router?: AppRouter;
}

/** Providers and preferences; the page below is re-created when the language changes. */
export function App({ services, i18n, initialLanguage, history, router }: AppProps) {
  const [prepared, setPrepared] = useState(router);
  const [language, setLanguageState] = useState<Language>(initialLanguage);
  const [theme, setThemeState] = useState<Theme>(() => services.preferences.theme() ?? 'dark');
  const [expertMode, setExpertMode] = useState(() => services.preferences.expertMode());

  useEffect(() => applyTheme(theme), [theme]);
  useExpertModeHotkey(() => setExpertMode(services.toggleExpertMode.execute()));

  const preferences = useMemo<UiPreferences>(
    () => ({
      language,
      theme,
      expertMode,
      setLanguage: (next) => {
        services.preferences.setLanguage(next);
        activateLanguage(next, i18n);
        setPrepared(undefined);
        setLanguageState(next);
      },
      setTheme: (next) => {
        services.preferences.setTheme(next);
        setThemeState(next);
      },
      setExpertMode: (enabled) => {
        services.preferences.setExpertMode(enabled);
        setExpertMode(enabled);
      },
    }),
    [language, theme, expertMode, services, i18n],
  );

  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <ServicesContext value={services}>
          <PreferencesContext value={preferences}>
            <MotionConfig reducedMotion="user">
              <Page key={language} services={services} history={history} router={prepared} />
              <Toaster />
            </MotionConfig>
          </PreferencesContext>
        </ServicesContext>
      </I18nProvider>
    </ChakraProvider>
  );
}

function Page({ services, history, router }: { readonly services: ConsoleServices; readonly history: RouterHistory | undefined; readonly router: AppRouter | undefined }) {
  const [current] = useState(() => router ?? createAppRouter(services, history));
  return <RouterProvider router={current} />;
}
