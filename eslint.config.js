import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import shop from './config/eslint-layers.js'
import { serverAreaZones } from './config/server-areas.js'

const root = import.meta.dirname

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // One-way imports: data/lib -> domain -> components -> features -> app; a feature reaches another
  // feature only through its index (its public hooks and components). Paths are resolved, so
  // relative imports are held to the same rule as `@/` ones.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { shop },
    rules: { 'shop/layers': 'error' },
  },
  // Each business area of server/ owns its tables and rules; other files reach it through its
  // index, areas use each other one way (config/server-areas.js), and no import closes a circle.
  // Tests may reach inside the area they test.
  {
    files: ['server/**/*.{ts,js}'],
    ignores: ['server/**/*.test.{ts,js}', 'server/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverAreaZones(), basePath: root }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Every page is prerendered without a query string and hydrated as it is: a page reads the
    // query only once hydrated (usePageSearchParams), so the elements a visitor used before the
    // app ran stay theirs (docs/boot.md).
    files: ['src/app/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/router',
              importNames: ['useSearchParams'],
              message:
                "A page reads its query string once hydrated: usePageSearchParams from '@/lib/use-hydrated' (docs/boot.md).",
            },
          ],
        },
      ],
    },
  },
  {
    // The domain is what the browser and the server share: plain TypeScript only.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'react-dom/*',
                'react-router',
                'node:*',
                '**/server/**',
              ],
              message: 'src/domain is shared by browser and server: plain TypeScript only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Inlined into every page as a classic script (scripts/prerender.js).
    files: ['src/boot/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    // The operator's console is its own entry: none of the shop's code (docs/DECISIONS.md).
    files: ['src/console/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/components/**',
                '@/features/**',
                '@/app/**',
                '@/data/**',
                '**/src/components/**',
                '**/src/features/**',
                '**/src/app/**',
                '**/src/data/**',
                '../components/**',
                '../features/**',
                '../app/**',
                '../data/**',
              ],
              message: 'The console loads none of the shop code: only src/domain and src/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    // A console page reads through the query cache (src/console/shared/data.tsx), never by hand
    // in an effect; only the sign-in's own read of the session comes before the cache exists.
    files: ['src/console/**/*.{ts,tsx}'],
    ignores: ['src/console/shared/data.tsx', 'src/console/ConsoleApp.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='api'][callee.property.name='get']",
          message: 'Read with useConsoleData (src/console/shared/data.tsx): cached, no effect.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: [
      'server/**/*.{js,ts}',
      'config/**/*.js',
      'scripts/**/*.{js,ts}',
      'e2e/**/*.ts',
      '*.config.{js,ts}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
