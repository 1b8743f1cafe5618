// ESLint with type information (npm run lint; npm test runs it). Rules switched off or
// relaxed below each say why.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Generated code, not linted (TanStack Router asks for its route tree to be left out). */
const GENERATED = ['src/client/route-tree.gen.ts'];

/** A folder and everything in it, as element paths. */
const under = (folder) => [folder, `${folder}/**`];

/**
 * Which layer may import which: shared code neither client nor server code; client code no
 * server code; the service worker only Workbox and shared code (it runs in the worker).
 */
const layerPolicies = [
  {
    from: { element: { path: under('src/shared') } },
    disallow: { to: { element: { path: [...under('src/client'), ...under('src/server')] } } },
    message: 'Shared code imports neither client nor server code',
  },
  {
    from: { element: { path: under('src/client') } },
    disallow: { to: { element: { path: under('src/server') } } },
    message: 'Client code never imports server code',
  },
  {
    from: { element: { path: under('sw') } },
    disallow: { to: { element: { path: [...under('src/client'), ...under('src/server')] } } },
    message: 'The service worker imports only its own files and shared code',
  },
  {
    from: { element: { path: under('sw') } },
    disallow: { to: { module: { origin: ['external', 'core'], source: '!workbox-*' } } },
    message: 'The service worker imports only Workbox packages',
  },
];

/**
 * An area (access, study, recruitment, visits, safety, work, portal) uses another area, in
 * any layer, only through that area's index.ts; within an area, across layers, anything.
 */
const areaPolicies = [
  {
    from: { element: { types: { anyOf: ['area', 'area-routes'] } } },
    disallow: {
      to: {
        element: {
          type: 'area',
          captured: { area: '!{{ from.element.captured.area }}' },
          fileInternalPath: '!index.ts',
        },
      },
    },
    message: 'Another area is used through its index.ts',
  },
];

export default defineConfig(
  {
    ignores: ['dist/**', 'dist-*/**', 'coverage/**', 'data/**', 'public/**', 'docs/**', ...GENERATED],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // TypeScript's noUnusedLocals/noUnusedParameters already report these (with `_` for ones kept on purpose).
      '@typescript-eslint/no-unused-vars': 'off',
      // TanStack Router's redirect() and notFound() are thrown by design; everything else throws an Error.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
      // Off by choice: an async function with no await is how this code satisfies a Promise-returning
      // contract (Fastify handlers, repository interfaces, fetch stubs); no-floating-promises and
      // no-misused-promises above catch the mistakes that matter with promises.
      '@typescript-eslint/require-await': 'off',
      // Files a reader can hold (CONVENTIONS.md); tests split their fixtures into kits.
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    // Demo data is tables of values, read by scrolling rather than held in mind.
    files: ['src/server/db/seed/**'],
    rules: { 'max-lines': 'off' },
  },
  {
    // Not yet clean in tests: response bodies read as `any` (JSON.parse, inject().json()). Count at the first run.
    files: [
      '**/*.test.{ts,tsx}',
      'tests/**',
      'bench/**',
      'src/**/*-kit.{ts,tsx}',
      'src/**/test-kit.ts',
      'src/**/*test-support.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off', // 696
      '@typescript-eslint/no-unsafe-assignment': 'off', // 288
      '@typescript-eslint/no-unsafe-call': 'off', // 71
      '@typescript-eslint/no-unsafe-return': 'off', // 33
      '@typescript-eslint/no-unsafe-argument': 'off', // 33
    },
  },
  {
    files: ['**/*.tsx', 'src/client/**/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { boundaries, areas: boundaries },
    settings: {
      'boundaries/include': ['src/**/*', 'sw/**/*'],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'contract', pattern: 'src/shared/api/contract', partialMatch: false },
        { type: 'area', pattern: 'src/shared/api/*', partialMatch: false, capture: ['area'] },
        { type: 'area', pattern: 'src/shared/domain/*', partialMatch: false, capture: ['area'] },
        { type: 'area', pattern: 'src/server/modules/*', partialMatch: false, capture: ['area'] },
        { type: 'area', pattern: 'src/client/features/*', partialMatch: false, capture: ['area'] },
        // Route groups are named '(area)'.
        { type: 'area-routes', pattern: 'src/client/routes/staff/\\(*\\)', partialMatch: false, capture: ['area'] },
        // Everything else, by layer.
        { type: 'layer', pattern: 'src/*', partialMatch: false, capture: ['layer'] },
        { type: 'layer', pattern: 'sw', partialMatch: false, capture: ['layer'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', checkAllOrigins: true, checkUnknownLocals: true, policies: layerPolicies },
      ],
      'areas/dependencies': ['error', { default: 'allow', policies: areaPolicies }],
    },
  },
  {
    // The server suites share one module graph per worker (vite.config.ts, isolate: false):
    // a module mock would leak into the files after it. Pass a stand-in as an option instead.
    files: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|hoisted)$/]",
          message: 'Server tests share modules between files: pass a stand-in as an option, not vi.mock.',
        },
      ],
    },
  },
  {
    // Tests may use another area's test kit or fixtures, which no index re-exports.
    files: ['**/*.test.{ts,tsx}', 'src/**/*-kit.{ts,tsx}', 'src/**/test-kit.ts'],
    rules: { 'areas/dependencies': 'off' },
  },
  {
    // The public pages import a few study and recruitment files directly, each marked 'direct import:'
    // (an index would pull staff code into their chunks); tests/import-graph.ts checks every one is marked.
    files: ['src/client/features/portal/**'],
    rules: { 'areas/dependencies': 'off' },
  },
  {
    // Plain JavaScript (this file): no type information.
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
