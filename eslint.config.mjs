// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { lightRouteFiles } from './apps/web/build/light-route-files.mjs';

/** A relative import that climbs to one of these folders of apps/web/src (`../../app/...`). */
const upTo = (...folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`;
const LAYERS =
  'The back office depends one way: app -> modules -> crud/ui -> lib (docs/architecture.md, "Web layers").';

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/data/',
    '**/coverage/',
    'apps/server/src/db/migrations/',
    'e2e/artifacts/',
    'bench/results/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Node code: server, contract, scripts, e2e, bench and every config file.
    files: [
      'apps/server/**/*.{ts,js,mjs,cjs}',
      'packages/**/*.{ts,js,mjs,cjs}',
      'scripts/**/*.{ts,js,mjs,cjs}',
      'e2e/**/*.{ts,js,mjs,cjs}',
      'bench/**/*.{ts,js,mjs,cjs}',
      '*.{ts,js,mjs,cjs}',
      'apps/web/*.{ts,js,mjs,cjs}',
      'apps/store/*.{ts,js,mjs,cjs}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // The SPAs (the back office and the store) run in the browser.
    files: ['apps/web/src/**/*.{ts,tsx,js,jsx}', 'apps/store/src/**/*.{ts,tsx,js,jsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // The back office's layers (app -> modules -> crud/ui -> lib): the generic layers import no
    // screen, no route table and no business area.
    files: ['apps/web/src/crud/**/*.{ts,tsx}', 'apps/web/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: upTo('app', 'modules'), message: LAYERS }] },
      ],
    },
  },
  {
    // A business area's screens import no route table, menu or shell. Exceptions: a test may read
    // its screen's configuration from the app's catalog, and sign-in's landing checks a remembered
    // origin against the route tables (modules/identity/landing.ts -> app/routes/route-access.ts).
    files: ['apps/web/src/modules/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/modules/identity/landing.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: upTo('app'), message: LAYERS }] }],
    },
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: upTo('app', 'modules', 'crud', 'ui'), message: LAYERS }] },
      ],
    },
  },
  {
    // A light screen (apps/web/src/app/routes/light-routes.ts) loads no antd on its first load:
    // its page and everything the page imports statically (apps/web/build/light-route-files.mjs),
    // and the light kit, import antd's types only; antd's parts come through import() (an
    // antd island, the dialogs).
    files: ['apps/web/src/ui/light/**/*.{ts,tsx}', ...lightRouteFiles(import.meta.dirname)],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(antd|@ant-design/|@rc-component/)',
              allowTypeImports: true,
              message:
                'A light route loads no antd up front: import() it (ui/antd-island, ui/dialogs) or draw the screen in the antd frame.',
            },
          ],
        },
      ],
    },
  },
  {
    // The store's pages weigh at most 120 KiB (issue 28): the contract's index brings zod (about
    // 20 KiB gzipped) with any value imported from it. Types are free; values come from its
    // zod-free modules (@wander/contract/store/...).
    files: ['apps/store/src/**/*.{ts,tsx}'],
    ignores: ['apps/store/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@wander/contract',
              allowTypeImports: true,
              message:
                'Values from the contract index bring zod into the store: import from a zod-free module (@wander/contract/store/...).',
            },
          ],
        },
      ],
    },
  },
  {
    // e2e: page.evaluate callbacks run in the browser.
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
