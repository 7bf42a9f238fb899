// One ESLint configuration for the whole monorepo (flat config). Type-aware rules are left to
// `npm run typecheck` (tsc strict) to keep linting fast.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The router is built into @academy/shared, tree-shaken to what the apps use; importing it
// directly would put a second, whole copy in a remote.
const ROUTER_PACKAGES = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: "Import the router from '@academy/shared' (see shared/src/router.ts).",
}));
// TanStack Query likewise: one cache in the page, tree-shaken to what the apps use.
const QUERY_PACKAGES = ['@tanstack/react-query', '@tanstack/query-core'].map((name) => ({
  name,
  message: "Import TanStack Query from '@academy/shared' (see shared/src/query/index.ts).",
}));

// Packages whose UI copy lives in their catalogues (messages.ts / messages.ar.ts,
// docs/design/languages.md#catalogues): a literal text in their JSX, shown or read out (aria-label,
// alt, title, placeholder), is an error, since it would stay English in Arabic.
const CATALOGUED_PACKAGES = [
  'shared',
  'shell',
  'mf-catalog',
  'mf-blog',
  'mf-checkout',
  'mf-learning',
  'mf-exam',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      '.data/**',
      'bench/results/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Remotes must use the shared singleton by package name, never a relative path into it.
      'no-restricted-imports': [
        'error',
        {
          paths: [...ROUTER_PACKAGES, ...QUERY_PACKAGES],
          patterns: [
            {
              group: ['**/shared/src/**', '../shared/**', '../../shared/**'],
              message: "Import '@academy/shared' by its package name (one copy in the page).",
            },
          ],
        },
      ],
    },
  },
  {
    // @academy/shared is where the router and TanStack Query come from (shared/src/router.ts,
    // shared/src/query/index.ts).
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: CATALOGUED_PACKAGES.map((name) => `${name}/src/**/*.tsx`),
    // Tests and their helpers (mf-exam's question-types/test-questions.tsx) are not UI.
    ignores: ['**/*.test.tsx', '**/testing/**', '**/test-*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['aria-label', 'aria-description', 'alt', 'title', 'placeholder', 'label'],
          },
          words: {
            exclude: [
              // Punctuation and symbols that read the same in both languages.
              /^[\s\p{P}\p{S}\d]*$/u,
              // Class names and ids built in JSX ('is-correct', 'attempt-nav__button',
              // 'exam-answer is-chosen'): lower-case words joined by - or _, never copy.
              /^[a-z][a-z\d]*(?:(?:--?|__?)[a-z\d]+)+(?:\s+[a-z][a-z\d]*(?:(?:--?|__?)[a-z\d]+)+)*$/,
            ],
          },
          // Content picked in the learner's language: the argument names a field, not copy.
          callees: { exclude: ['localized', 'localizedField'] },
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}', 'api/**/*.ts', 'e2e/**/*.ts', 'tools/**/*', 'scripts/**/*'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tools/jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
