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
            // The property tests read and write whole generated documents; beside every other file on a
            // two-core machine one run may take several seconds. A limit, never a timing assertion.
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'ui',
            environment: 'happy-dom',
            include: ['src/**/*.test.tsx'],
            setupFiles: ['test/setup/ui-setup.ts'],
            // Component tests run beside every other file on small CI machines:
            // generous limits, never timing assertions.
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            environment: 'node',
            include: ['test/integration/**/*.test.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['test/e2e/**/*.test.ts'],
            fileParallelism: false,
            testTimeout: 60_000,
            hookTimeout: 120_000,
            globalSetup: ['test/e2e/support/global-setup.ts'],
          },
        },
      ],
    },
  }),
);
