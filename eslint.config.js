import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'

/** Forbids files in `files` to import from the given src/ layers. */
function layer(files, forbidden, extraPatterns = []) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden.map((name) => ({
              group: [
                `@/${name}`,
                `@/${name}/**`,
                `**/src/${name}/**`,
                `../${name}/**`,
                `../../${name}/**`,
              ],
              message: `This layer must not import from src/${name} (imports flow data/lib -> domain -> components -> features -> app).`,
            })),
            ...extraPatterns,
          ],
        },
      ],
    },
  }
}

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
  // One-way imports: data/lib -> domain -> components -> features -> app; a feature reaches
  // another feature only through its index (its public hooks and components). The domain is what
  // the browser and the server share, so it holds no React and no server code.
  layer(['src/data/**'], ['domain', 'components', 'features', 'app']),
  layer(['src/lib/**'], ['domain', 'components', 'features', 'app']),
  {
    ...layer(
      ['src/domain/**'],
      ['components', 'features', 'app'],
      [
        {
          group: ['react', 'react-dom', 'react-dom/*', 'react-router', 'node:*', '**/server/**'],
          message: 'src/domain is shared by browser and server: plain TypeScript only.',
        },
      ],
    ),
    ignores: ['src/domain/**/*.test.ts'],
  },
  // Its tests may read files (the catalogue's committed images).
  layer(['src/domain/**/*.test.ts'], ['components', 'features', 'app']),
  layer(['src/components/**'], ['features', 'app']),
  // The operator's console is its own entry: none of the shop's code (DECISIONS.md, "Operators").
  layer(['src/console/**'], ['components', 'features', 'app', 'data']),
  layer(
    ['src/features/**'],
    ['app'],
    [
      {
        group: ['@/features/*/*'],
        message: "Import another feature through its index: '@/features/<name>'.",
      },
    ],
  ),
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
