import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// English is the source language. French must be complete: no fallback locale
// is configured, so `lingui compile --strict` fails the build on a missing
// French message instead of filling it from English (test/i18n checks the
// catalogue too). Origins carry file names but no line numbers, so that two
// branches adding messages do not conflict on every reference line.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      // The gate modules hold their words as descriptors (src/domain/shared/words.ts).
      include: ['<rootDir>/src/ui', '<rootDir>/src/application', '<rootDir>/src/domain/configuration/controller/gates'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
