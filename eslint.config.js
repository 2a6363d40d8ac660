import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import { databaseBoundary } from './apps/api/database-boundary.config.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.reports/**',
      'apps/api/drizzle/**',
      '**/*.config.ts',
      '**/*.config.js',
      'scripts/**/*.mjs',
      'scripts/**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      // unrs-resolver: Node's resolution including package.json "imports" (`#shared/*`).
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Deep relative imports hide a module boundary; use a package or an alias instead.
      'no-restricted-imports': ['error', { patterns: ['../../../*'] }],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  webBoundaries(),
  ...databaseBoundary,
  {
    files: ['**/test/**', '**/e2e/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Every browser test fails on console errors and page errors through the shared `test`.
    files: ['apps/web/e2e/**/*.ts'],
    ignores: ['apps/web/e2e/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['../../../*'],
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import `test` from './test.ts', which fails on browser console errors.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);

/**
 * The web app's layers (apps/web/README.md): `shared/` knows no feature, route or app module and
 * its layers import only the ones below them; a feature imports the shared layer and other
 * features' public entries (`features/<name>/index.ts`); routes and the app import features only
 * through those entries. Checked on resolved files, so relative and `#shared/…` imports alike.
 */
function webBoundaries() {
  const SRC = 'apps/web/src';
  const features = readdirSync(join(import.meta.dirname, SRC, 'features'), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const entries = features
    .filter((name) => existsSync(join(import.meta.dirname, SRC, 'features', name, 'index.ts')))
    .map((name) => `./${name}/index.ts`);
  // Lowest first: a shared layer may import only the layers before it.
  const sharedOrder = [
    'paths',
    'navigation',
    'pwa',
    'ui',
    'session',
    'http',
    'config',
    'shell',
    'auth',
  ];
  const ENTRY_ONLY =
    'import another feature only through its public entry, features/<name>/index.ts';
  const zones = [
    {
      target: `${SRC}/shared`,
      from: `${SRC}/features`,
      message: 'The shared layer never imports a feature; pass what it needs in from the app.',
    },
    {
      target: [`${SRC}/shared`, `${SRC}/features`],
      from: [`${SRC}/routes`, `${SRC}/app`],
      message: 'Shared code and features never import routes or the app.',
    },
    ...features.map((name) => ({
      target: `${SRC}/features/${name}`,
      from: `${SRC}/features`,
      except: [`./${name}`, ...entries],
      message: `A feature may ${ENTRY_ONLY}.`,
    })),
    {
      target: [`${SRC}/routes`, `${SRC}/app`, `${SRC}/main.tsx`],
      from: `${SRC}/features`,
      except: entries,
      message: `Routes and the app ${ENTRY_ONLY}.`,
    },
    ...sharedOrder.slice(0, -1).map((layer, index) => ({
      target: `${SRC}/shared/${layer}`,
      from: sharedOrder.slice(index + 1).map((higher) => `${SRC}/shared/${higher}`),
      message: `shared/${layer} sits below ${sharedOrder.slice(index + 1).join(', ')} (order: ${sharedOrder.join(' < ')}).`,
    })),
  ];
  return {
    files: [`${SRC}/**/*.ts`, `${SRC}/**/*.tsx`],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
    },
  };
}
