import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  {
    ignores: ['.next/**', '.data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'lib/server/db/migrations/**'],
  },
  {
    // The token and secrets live under lib/server: browser code must never import it.
    files: ['components/**', 'lib/queries/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/lib/server/*', '**/lib/server/*'], message: 'Browser code must not import lib/server (it holds the token).' }] }],
    },
  },
  {
    // The emulator is a separate program: the app never imports it.
    files: ['app/**', 'components/**', 'lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/emulator/*', '**/emulator/*'], message: 'The app must not import the emulator.' }] }],
    },
  },
  {
    // CommonJS configuration files (dependency-cruiser's) load their helpers with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];

export default config;
