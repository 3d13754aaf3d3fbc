import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createServices, httpAppliance } from '../../src/composition-root';
import { RecordingLoggerAdapter } from '../../src/infrastructure/memory/recording-logger.adapter';
import { RecordingNotifierAdapter } from '../../src/infrastructure/memory/recording-notifier.adapter';
import { MemoryStorage } from '../../src/infrastructure/memory/storage-preferences.adapter';
import { simulatorHandlers } from '../../src/infrastructure/simulator/msw-handlers';
import { createSimulator } from '../../src/composition/simulator';
import { type Simulator } from '../../src/infrastructure/simulator/simulator-app';
import { renderConsole as renderApp, TEST_APPLIANCE } from '../../src/ui/testing/render-console';

/**
 * Component tests of the whole console: the real composition root and HTTP
 * adapters, against the simulated appliance served in-process by msw. Call at
 * the top of a test file; each test starts from a reset appliance
 * (`initialised` as given).
 */
export function consoleAgainstSimulator(options: { initialised: boolean }) {
  const simulator: Simulator = createSimulator({ initialised: options.initialised });
  const server = setupServer(...simulatorHandlers(simulator, TEST_APPLIANCE));

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => simulator.state.reset(options.initialised));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  return { simulator, server };
}

/** The console's services from the real composition root, talking HTTP to TEST_APPLIANCE, with recording notifier and logger. */
export function consoleServices(storage: MemoryStorage = new MemoryStorage()) {
  const notifier = new RecordingNotifierAdapter();
  const logger = new RecordingLoggerAdapter();
  const services = createServices({ notifier, logger, storage, appliance: httpAppliance({ baseUrl: TEST_APPLIANCE }) });
  return { services, notifier, logger, storage };
}

/** Renders the whole console at `path` with fresh services (or the storage given, to test what survives a reload). */
export function renderConsole(path: string, options: { storage?: MemoryStorage } = {}) {
  const parts = consoleServices(options.storage);
  return { ...renderApp(parts.services, path), ...parts };
}
