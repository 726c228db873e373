/* ESLint 8 config. The import restrictions encode the layering in README.md:
 * ui/ never sees the store, adapters/ only see the adapter contract. */
module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2023, sourceType: 'module', ecmaFeatures: { jsx: true } },
  env: { browser: true, es2023: true, node: true },
  plugins: ['@typescript-eslint', 'react-hooks', 'jsx-a11y'],
  extends: [
    'eslint:recommended',
    'plugin:@typescript-eslint/recommended',
    'plugin:jsx-a11y/strict',
    'prettier',
  ],
  rules: {
    'react-hooks/rules-of-hooks': 'error',
    'react-hooks/exhaustive-deps': 'error',
    '@typescript-eslint/consistent-type-imports': 'error',
    '@typescript-eslint/no-unused-vars': [
      'error',
      { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
    ],
    'no-console': ['error', { allow: ['warn', 'error'] }],
  },
  overrides: [
    {
      files: ['src/ui/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [
                  '**/store/**',
                  '**/features/**',
                  'react-redux',
                  '@reduxjs/toolkit',
                  'redux-saga',
                  'redux-saga/*',
                ],
                message: 'ui/ holds stateless primitives: pass data in as props.',
              },
            ],
          },
        ],
      },
    },
    {
      files: ['adapters/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['**/src/*', '!**/src/adapter', '!**/src/adapter/**'],
                message: 'Adapters import only the adapter contract (src/adapter/).',
              },
              {
                group: ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', 'redux-saga'],
                message: 'Adapters are framework-free.',
              },
            ],
          },
        ],
      },
    },
    {
      files: ['test/**', 'storybook/**', '**/*.test.ts', '**/*.test.tsx', '*.cjs', '*.mjs'],
      rules: { 'no-console': 'off' },
    },
    {
      files: ['*.cjs'],
      rules: { '@typescript-eslint/no-require-imports': 'off' },
    },
  ],
  ignorePatterns: [
    'node_modules/',
    'dist/',
    'storybook-static/',
    'test/demo/dist/',
    'test/api/report/',
    '!.storybook',
  ],
};
