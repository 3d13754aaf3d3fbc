import { defineConfig } from '@lingui/cli';

// English is the source language and the fallback; French must be complete
// (`lingui compile --strict` fails the build on a missing French message).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src/ui', '<rootDir>/src/application'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
  ],
  format: 'po',
  compileNamespace: 'ts',
});
