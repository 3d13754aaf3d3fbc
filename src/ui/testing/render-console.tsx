import { setupI18n } from '@lingui/core';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ConsoleServices } from '../../application/console-services';
import type { Language } from '../../application/ports/preferences.port';
import { App } from '../app';
import { activateLanguage } from '../i18n/i18n-setup';

/** Where the in-process simulated appliance answers in component tests (msw). */
export const TEST_APPLIANCE = 'http://appliance.test';

/**
 * Renders the whole console at `path` with the given services (component
 * tests build them with the real composition root against TEST_APPLIANCE),
 * a fresh i18n instance and an in-memory history.
 */
export function renderConsole(services: ConsoleServices, path: string, language: Language = 'en') {
  const i18n = activateLanguage(language, setupI18n());
  const history = createMemoryHistory({ initialEntries: [path] });
  const view = render(<App services={services} i18n={i18n} initialLanguage={language} history={history} />);
  return { ...view, history };
}
