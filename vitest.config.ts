import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Four projects, run in this order by `npm test`: unit and ui (fast, in-process,
// the simulator behind msw where HTTP is needed), integration (the simulated
// appliance over real HTTP on 127.0.0.1) and e2e (the production build in
// headless Debian Chromium through playwright-core).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.ts', 'bin/**/*.test.ts', 'scripts/**/*.test.ts'],
            // One module graph per worker, not per file: no test mocks a module or leaves a global behind
            // (vi.mock is not used), and importing the domain and the codecs again for each file was half the time.
            isolate: false,
            // The property tests read and write whole generated documents; beside every other file on a
            // two-core machine (and beside the e2e phase) one run may take several seconds. A limit, never a timing assertion.
            testTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'ui',
            environment: 'happy-dom',
            include: ['src/**/*.test.tsx'],
            setupFiles: ['test/setup/ui-setup.ts'],
            // As unit: Chakra, the router and the console are imported once per worker, not once per file;
            // ui-setup.ts unmounts what a test rendered and empties the toaster after each test.
            isolate: false,
            // Component tests run beside every other file, and beside the e2e phase, on small CI machines:
            // generous limits, never timing assertions.
            testTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            environment: 'node',
            include: ['test/integration/**/*.test.ts'],
            // As unit and ui: the servers, codecs and database adapters are imported once per worker, not once per
            // file (each file starts its own servers and databases and closes them). Isolated, the 48 files took 245 s
            // alone here, 51 s of it between files, and 152 s between files beside the e2e phase in CI; not, 194 s.
            isolate: false,
            // Beside the e2e phase on two cores (scripts/run-tests.js): a limit, never a timing assertion.
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['test/e2e/**/*.test.ts'],
            // Two files at a time, each worker on its own console server, appliance and Chromium
            // (test/e2e/support/global-setup.ts); VIGIL_E2E_WORKERS=1 runs them one by one. A third
            // worker was tried: beside the tests phase's two steps it slowed every phase (docs/testing.md).
            maxWorkers: Number(process.env.VIGIL_E2E_WORKERS) || 2,
            // Two files beside the tests phase's two steps on two cores: a limit, never a timing assertion.
            testTimeout: 90_000,
            hookTimeout: 120_000,
            // expect.poll waits 1 s by default: too short for a page beside another worker on two cores.
            // As the pages' own waits (15 s), a limit, never a timing assertion.
            expect: { poll: { timeout: 15_000 } },
            globalSetup: ['test/e2e/support/global-setup.ts'],
          },
        },
      ],
    },
  }),
);
