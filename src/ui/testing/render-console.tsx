import { setupI18n } from '@lingui/core';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { Language } from '../../application/ports/preferences.port';
import { createServices } from '../../composition-root';
import { RecordingLoggerAdapter } from '../../infrastructure/memory/recording-logger.adapter';
import { RecordingNotifierAdapter } from '../../infrastructure/memory/recording-notifier.adapter';
import { MemoryStorage } from '../../infrastructure/memory/storage-preferences.adapter';
import { App } from '../app';
import { activateLanguage } from '../i18n/i18n-setup';

/** Where the in-process simulated appliance answers in component tests (msw). */
export const TEST_APPLIANCE = 'http://appliance.test';

/**
 * Renders the whole console at `path` through the real composition root and
 * HTTP adapters, against whatever answers TEST_APPLIANCE (the simulator
 * behind msw in the tests). Test-only: the UI itself never imports the root.
 */
export function renderConsole(path: string, options: { language?: Language; storage?: MemoryStorage } = {}) {
  const notifier = new RecordingNotifierAdapter();
  const logger = new RecordingLoggerAdapter();
  const storage = options.storage ?? new MemoryStorage();
  const services = createServices({ notifier, logger, storage, appliance: { kind: 'http', baseUrl: TEST_APPLIANCE } });
  const i18n = activateLanguage(options.language ?? 'en', setupI18n());
  const history = createMemoryHistory({ initialEntries: [path] });
  const view = render(<App services={services} i18n={i18n} initialLanguage={options.language ?? 'en'} history={history} />);
  return { ...view, services, notifier, logger, history, storage };
}
