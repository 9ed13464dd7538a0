import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutablePath } from './scripts/browser-path.js';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // `server-only` throws outside React Server Components; tests run server code directly.
      'server-only': fileURLToPath(new URL('./test/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    exclude: ['node_modules/**', '.next/**', 'e2e/**', '.data/**'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['**/*.test.ts'],
          // Benchmarks that run under vitest (`*.bench.test.ts`) only when their npm script asks: never in `npm test`.
          exclude: ['node_modules/**', '.next/**', 'e2e/**', '.data/**', ...(process.env.BENCH_REPEATS ? [] : ['**/*.bench.test.ts'])],
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
      },
      {
        extends: true,
        // Next's client modules read process.env at load (Next's compiler inlines it; Vite does not).
        define: { 'process.env': JSON.stringify({ NODE_ENV: 'test' }) },
        // Bundled before the first test: found later, Vite would re-bundle mid-run and load a second React.
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-dev-runtime',
            'react-dom/client',
            '@testing-library/react',
            '@tanstack/react-query',
            '@tanstack/react-virtual',
            'react-hook-form',
            '@hookform/resolvers/zod',
            'zod',
            'zod/mini',
            'temporal-polyfill',
            'libphonenumber-js/max',
            'sonner',
            'next/link',
            'next/navigation',
            'next/dist/shared/lib/app-router-context.shared-runtime',
          ],
        },
        test: {
          // Component tests (*.test.tsx) run in the system Chromium, not a simulated DOM: the
          // dialogs are native <dialog>s (Escape, showModal, inert), and the roster grid is
          // virtualized (it draws rows from measured sizes), which only a real layout gives.
          name: 'components',
          include: ['**/*.test.tsx'],
          setupFiles: ['test/support/component-setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumExecutablePath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
