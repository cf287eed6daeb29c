import js from '@eslint/js'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'build/',
      'server-build/',
      'data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
  {
    // Architecture rule: only app/server and prisma talk to the database client.
    files: ['app/routes/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@prisma/client',
              message: 'Query through a service in app/server/*.server.ts.',
            },
          ],
          patterns: [
            {
              group: ['**/db.server', '**/db.server.ts'],
              message: 'Query through a service in app/server/*.server.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Architecture rule: UI and shared utilities never import server modules (nor the database).
    files: ['app/components/**', 'app/designer/**', 'app/utils/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@prisma/client', message: 'UI and utilities do not touch the database.' },
          ],
          patterns: [
            {
              group: ['**/*.server', '**/*.server.ts'],
              message: 'Server code stays in app/server and route loaders/actions.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Architecture rule: domain code takes plain values and throws AppError; reading requests,
    // cookies and writing responses is app/server/http's job (routes may import both).
    files: [
      'app/server/{accounts,cart,catalog,checkout,payments,loyalty,billing,designs,orders,content,admin,platform}/**',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/**', '#app/server/http/**'],
              message: 'Domain code does not know about HTTP: take plain values, throw AppError.',
            },
            {
              group: ['@remix-run/*'],
              message: 'Domain code does not use the Remix runtime: do it in app/server/http.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
)
