import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import newInCompositionRoot from './eslint-rules/new-in-composition-root.js';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-cli/**', 'node_modules/**', 'locales/**/*.ts', 'coverage/**', 'test-results/**', 'public/mockServiceWorker.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'inversify', message: 'Inversify is used only in the composition root (src/composition-root.ts, src/composition/).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/composition-root.ts', 'src/composition/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/composition-root.ts', 'src/composition/**', 'src/**/*.test.{ts,tsx}'],
    plugins: { vigil: { rules: { 'new-in-composition-root': newInCompositionRoot } } },
    rules: { 'vigil/new-in-composition-root': 'error' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', module: 'writable', URL: 'readonly', setTimeout: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
