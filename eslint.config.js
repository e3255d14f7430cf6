// ESLint flat config for the whole monorepo. Base: the rules Hydrogen's skeleton lints with
// (eslint recommended, typescript-eslint, react, react-hooks, jsx-a11y, import). Import cycles are checked
// by oxlint, `npm run lint:cycles` (scripts/import-cycles.mjs, decision 168): here that rule was 77% of the time.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The backend stands apart from the storefronts (decision 145): what both must agree on is in contracts/,
// which imports nothing outside itself. server/ never imports a storefront or the storefronts' settings
// (hydrogen.config.ts); server/src takes from shared/ only the libraries that hold no store's settings.
const BACKEND_APART = [
  {
    target: './server',
    from: ['./storefronts', './hydrogen.config.ts'],
    message:
      "The backend imports no storefront and not the storefronts' settings: import contracts/ (decision 145).",
  },
];
const BACKEND_SRC_APART = [
  ...BACKEND_APART,
  {
    target: './server/src',
    from: './shared',
    except: [
      './money/format.ts',
      './dates/format.ts',
      './rate-limit/limiter.ts',
    ],
    message:
      'The backend takes from shared/ only ₹ and IST formatting and the rate limiter; what it shares with the storefronts is in contracts/ (decision 145).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'storefrontapi.generated.d.ts',
      'server/data/**',
      // Generated from a font file (scripts/gum-face-script.mjs, decision 152).
      'storefronts/gum/app/styles/fonts/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: {...globals.browser, ...globals.node, ...globals.serviceworker},
    },
    plugins: {import: importPlugin},
    settings: {
      'import/resolver': {
        typescript: {
          project: [
            'tsconfig.json',
            'storefronts/grooming/tsconfig.json',
            'storefronts/gum/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        },
        node: true,
      },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import/no-self-import': 'error',
      'import/first': 'error',
      'import/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'none',
        },
      ],
      // Tests and the GraphQL edge read loosely typed JSON; `unknown` is preferred, `any` is flagged.
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-empty-object-type': [
        'error',
        {allowInterfaces: 'with-single-extends'},
      ],
      'no-empty': ['error', {allowEmptyCatch: true}],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-useless-escape': 'error',
      eqeqeq: ['error', 'always', {null: 'ignore'}],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.d.ts'],
    rules: {'@typescript-eslint/triple-slash-reference': 'off'},
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: {'react-hooks': reactHooks},
    // The two classic hook rules; react-hooks 7's React Compiler rules assume the compiler, which we do not run.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: {react, 'jsx-a11y': jsxA11y},
    settings: {react: {version: '18.3'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...jsxA11y.configs.recommended.rules,
      'react/prop-types': 'off',
      'react/no-unescaped-entities': 'off',
    },
  },
  {
    // The backend's layers point down (docs/architecture.md, decisions 16 and 80): resolvers → objects →
    // catalog → data, and resolvers → cart → pricing → data. A layer never imports one above it, and
    // the resolvers never read data/ themselves (objects/, catalog/ and cart/ scope reads to the shop).
    files: ['server/src/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './server/src/data',
              from: [
                './server/src/storefront-api',
                './server/src/orders',
                './server/src/pricing',
              ],
              message: 'data/ only persists: it imports no layer above it.',
            },
            {
              target: './server/src/pricing',
              from: ['./server/src/storefront-api', './server/src/orders'],
              message: 'pricing/ sits below the cart and orders.',
            },
            {
              target: './server/src/storefront-api/catalog',
              from: [
                './server/src/storefront-api/objects',
                './server/src/storefront-api/resolvers',
                './server/src/storefront-api/cart',
              ],
              message: 'catalog/ sits below objects/, cart/ and resolvers/.',
            },
            {
              target: './server/src/storefront-api/objects',
              from: [
                './server/src/storefront-api/resolvers',
                './server/src/storefront-api/cart',
              ],
              message: 'objects/ sits below resolvers/ and cart/.',
            },
            {
              target: './server/src/storefront-api/cart',
              from: ['./server/src/storefront-api/resolvers'],
              message: 'cart/ sits below resolvers/.',
            },
            {
              target: './server/src/storefront-api/resolvers',
              from: ['./server/src/data'],
              message:
                "resolvers read through objects/, catalog/ or cart/, never data/ (the request's shop is scoped there).",
            },
            ...BACKEND_SRC_APART,
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/src/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {basePath: import.meta.dirname, zones: BACKEND_APART},
      ],
    },
  },
  {
    // The contracts are the bottom layer: both sides import them, they import neither (decision 145).
    files: ['contracts/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './contracts',
              from: [
                './server',
                './shared',
                './storefronts',
                './hydrogen.config.ts',
                './tests',
                './scripts',
              ],
              message:
                'contracts/ imports nothing outside itself: the storefronts and the backend both build on it.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to prepare SQL (decision 80): prepared(db, sql) prepares each statement once per database.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/data/prepared.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='prepare']",
          message:
            'Prepare SQL with prepared(db, sql) from server/src/data/prepared.ts (once per database).',
        },
      ],
    },
  },
  {
    // e2e specs take `test` and `expect` from the fixture layer (tests/e2e/fixtures: the store, hydration
    // signal, cart and login fixtures), never straight from Playwright (docs/architecture.md).
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: 'Import test and expect from tests/e2e/fixtures.',
            },
          ],
        },
      ],
    },
  },
);
