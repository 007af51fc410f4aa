// One lint config for the whole repo: typescript-eslint on every .ts/.tsx, React hooks rules on the UIs.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const frameworkFree = [
  {
    group: ['react', 'react-*', 'ra-*', '@mui/*', '@tanstack/*', '**/src/ui/**'],
    message: 'src/ and server/ stay framework-free: React belongs in src/ui or site/crm.',
  },
  {
    group: ['../ui/**', '../../ui/**'],
    message: 'The shared React pieces are for the site and the console only.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // The launcher of `npm start` (scripts/start.mjs) runs in Node before TypeScript can.
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['site/**/*.{ts,tsx}', 'crm/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // src/ is the framework-free core the server imports too; only src/ui/ holds the React pieces
  // the site and the console share (the upload widget, the dialog frame, the lead wizard), and
  // src/api/ (the clients' HTTP layer) raises ra-core's HttpError (docs/decisions.md).
  {
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: ['src/ui/**', 'src/api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: frameworkFree }] },
  },
  // The registry engine, the jobs and the database layer serve every module, so they import
  // none: a module registers what it adds (its job kinds, its routes) with them (issue 37).
  {
    files: ['server/registries/**/*.ts', 'server/jobs/**/*.ts', 'server/db/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...frameworkFree,
            { group: ['**/modules/**'], message: 'Modules build on the engine, not under it.' },
          ],
        },
      ],
    },
  },
);
