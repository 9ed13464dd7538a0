import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // `server-only` throws outside React Server Components; tests run server code directly.
      'server-only': fileURLToPath(new URL('./test/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', '.next/**', 'e2e/**', '.data/**'],
    environment: 'node',
    // The app's JSON log lines are silent (many tests provoke failures on purpose); tests that
    // check logging capture the logger themselves. LOG_LEVEL=debug shows everything.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    // A throwaway PostgreSQL for the PostgreSQL variants of the tests (skipped when not installed).
    globalSetup: ['test/postgres-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: 'forks',
  },
});
