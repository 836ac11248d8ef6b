import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/__generated__/**', '.vitest-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tests read untyped GraphQL answers; production code may not use any.
    files: ['**/*.test.ts', '**/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The back office's CSS goes through web/src/admin/admin-styles.css: imported from a component, Vite would put
    // it in the shop's render-blocking stylesheet (docs/decisions.md).
    files: ['web/src/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '\\.css$', message: 'Import back-office CSS from web/src/admin/admin-styles.css instead.' },
          ],
        },
      ],
    },
  },
);
