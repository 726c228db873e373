/* ESLint 8 config. The import zones below encode the layering in README.md ("Layers and
 * import directions"): each src/ folder may import only the layers beneath it. */

const LAYERS = [
  'adapter',
  'api',
  'components',
  'config',
  'embed',
  'features',
  'frame',
  'hooks',
  'i18n',
  'modal',
  'provider',
  'sagas',
  'shell',
  'store',
  'testing',
  'theme',
  'ui',
  'utils',
  'views',
];
const STATE_LIBRARIES = ['react-redux', '@reduxjs/toolkit', 'redux-saga', 'redux-saga/*'];

/**
 * An import zone: files under `src/<folder>/` may not import the `forbidden` layers (by path
 * segment) or packages. `typesFrom` layers may still be imported for their types.
 */
function zone(folder, { forbidden, packages = [], typesFrom = [], allow = [], exact = [] }) {
  const paths = (layers) => layers.map((layer) => `**/${layer}/*`);
  return {
    files: [`src/${folder}/**`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...paths(forbidden),
                ...exact,
                // features/modal (a feature) is not src/modal (the host API).
                ...(forbidden.includes('modal') ? ['!**/features/modal/*'] : []),
                ...allow.map((path) => `!${path}`),
              ],
              message: `src/${folder}/ may not import this layer (README, "Layers and import directions").`,
            },
            ...(typesFrom.length > 0
              ? [
                  {
                    group: paths(typesFrom),
                    allowTypeImports: true,
                    message: `src/${folder}/ imports only types from this layer.`,
                  },
                ]
              : []),
            ...(packages.length > 0
              ? [{ group: packages, message: `src/${folder}/ does not use this package.` }]
              : []),
          ],
        },
      ],
    },
  };
}
const except = (...allowed) => LAYERS.filter((layer) => !allowed.includes(layer));

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
    // The contract adapters implement: nothing else of src/, no framework.
    zone('adapter', { forbidden: except('adapter'), packages: ['react', ...STATE_LIBRARIES] }),
    // Pure helpers and the product-API client: no state, no React.
    zone('utils', { forbidden: except('utils'), packages: ['react', ...STATE_LIBRARIES] }),
    zone('api', {
      forbidden: except('adapter', 'config', 'api', 'utils'),
      packages: ['react', ...STATE_LIBRARIES],
    }),
    zone('sagas', { forbidden: except('sagas'), packages: ['react'] }),
    // The secure-frame client: the DOM and zod only, no state, no React.
    zone('frame', {
      forbidden: except('adapter', 'frame'),
      packages: ['react', ...STATE_LIBRARIES],
    }),
    // Only src/frame/ and the Safe app's transport speak across windows (origin, window and
    // schema checked there).
    {
      files: ['src/**', 'adapters/**'],
      excludedFiles: ['src/frame/**', 'adapters/eip155/safe/createSafeMessenger.ts'],
      rules: {
        'no-restricted-properties': [
          'error',
          {
            property: 'postMessage',
            message: 'Cross-window messages go through src/frame/ (origin and schema checked).',
          },
        ],
        'no-restricted-syntax': [
          'error',
          {
            selector:
              "CallExpression[callee.property.name='addEventListener'][arguments.0.value='message']",
            message: 'Cross-window messages are read in src/frame/ only (origin, window, schema).',
          },
        ],
      },
    },
    zone('theme', { forbidden: except('theme'), typesFrom: ['config'], packages: ['react'] }),
    zone('testing', {
      forbidden: except('adapter', 'testing'),
      packages: ['react', ...STATE_LIBRARIES],
    }),
    // The config is pure: it reads two feature rules (sign-in, project flags) and types.
    zone('config', {
      forbidden: except('adapter', 'config', 'features', 'utils'),
      packages: ['react', ...STATE_LIBRARIES],
    }),
    // Features know nothing of React, the views or the lazy machinery (types of the state only).
    // (features/modal is a feature: src/modal, the host API, is named by its exact path.)
    zone('features', {
      forbidden: ['components', 'embed', 'hooks', 'provider', 'shell', 'ui', 'views'],
      exact: ['../../modal/*'],
      typesFrom: ['store'],
      packages: ['react', 'react-dom'],
    }),
    zone('store', {
      forbidden: ['components', 'embed', 'hooks', 'modal', 'provider', 'shell', 'ui', 'views'],
    }),
    zone('i18n', {
      forbidden: ['components', 'embed', 'modal', 'provider', 'shell', 'ui', 'views'],
    }),
    zone('hooks', { forbidden: ['components', 'embed', 'shell', 'ui', 'views'] }),
    // The host API validates `open({ view })` against the view names, never the views' code.
    zone('modal', {
      forbidden: ['components', 'embed', 'hooks', 'provider', 'shell', 'ui', 'views'],
    }),
    // Views read selectors and dispatch events; the store object is not theirs.
    zone('views', {
      forbidden: ['components', 'embed', 'modal', 'provider', 'shell', 'store'],
      allow: ['**/store/PorticoReduxContext'],
    }),
    zone('shell', { forbidden: ['components', 'embed', 'modal', 'provider'] }),
    zone('components', { forbidden: ['embed', 'shell', 'views'] }),
    zone('provider', { forbidden: ['components', 'embed'] }),
    zone('embed', { forbidden: ['components'] }),
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
            paths: [
              {
                name: 'zod',
                // Full zod compiles its parsers with new Function: a strict CSP refuses it.
                message: "Import 'zod/mini': full zod needs eval, which the product's CSP forbids.",
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
