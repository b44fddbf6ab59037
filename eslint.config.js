import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One lint set-up for the whole tree. Import boundaries between services, libs and SPA features
// are enforced by dependency-cruiser (.dependency-cruiser.cjs); this file covers code rules.
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      'test-results/**',
      '.run/**',
      '.data/**',
      'proto/src/gen/**',
      'sdk/src/gen/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through @rubrica/config (loadConfig) only.',
        },
      ],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Nest needs runtime class references for injection: a type-only import would erase them.
    files: [
      'services/**/*.ts',
      'gateway/**/*.ts',
      'libs/service-kit/**/*.ts',
      'libs/messaging/**/*.ts',
      'libs/errors/**/*.ts',
    ],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: [
      'libs/config/src/**/*.ts',
      'scripts/**',
      '*.config.js',
      'web/vite.config.ts',
      'web/vitest.config.ts',
      'jest.config.js',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.spec.ts', '**/test/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
