import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './scripts/browser-path';
import { E2E_APP_ENV, E2E_APP_PORT, E2E_APP_URL, E2E_DATA_DIR, E2E_EMULATOR_PORT, E2E_EMULATOR_URL, E2E_OIDC_APP_URL, E2E_OIDC_CLIENT, E2E_OIDC_PORT, E2E_OIDC_URL, E2E_TOKEN_KEY } from './e2e/support/servers';

const RESILIENCE = [/e2e\/load\.spec\.ts$/, /e2e\/resilience\/.*\.spec\.ts$/];

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // The emulator's state is shared by the whole run; tests that change it run one at a time.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report is what `npm run e2e:timings` reads; the wall time is printed last.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }], ...(process.env.CI ? [['html', { open: 'never' }] as const] : []), ['./e2e/support/wall-time-reporter.ts']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: E2E_APP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: chromiumExecutablePath(), args: chromiumArgs },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    // `npm test` runs this one (`--project=chromium`).
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }, dependencies: ['setup'], testIgnore: RESILIENCE },
    // The long runs (30 s of load, the fault storm): `npm run test:resilience` (package.json's resilience:e2e and resilience:storm).
    { name: 'resilience', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }, dependencies: ['setup'], testMatch: RESILIENCE },
  ],
  webServer: [
    {
      command: 'tsx emulator/main.ts',
      url: `${E2E_EMULATOR_URL}/_control/seed`,
      env: { EMULATOR_PORT: String(E2E_EMULATOR_PORT), EMULATOR_SEED: 'demo' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // A real OpenID provider for company sign-in (e2e/company-sign-in.spec.ts starts the
      // dashboard instance that uses it).
      command: 'tsx scripts/oidc-provider/main.ts',
      url: `${E2E_OIDC_URL}/.well-known/openid-configuration`,
      env: {
        OIDC_PROVIDER_PORT: String(E2E_OIDC_PORT),
        OIDC_PROVIDER_CLIENT_ID: E2E_OIDC_CLIENT.id,
        OIDC_PROVIDER_CLIENT_SECRET: E2E_OIDC_CLIENT.secret,
        OIDC_PROVIDER_REDIRECT_URIS: `${E2E_OIDC_APP_URL}/api/auth/oidc/callback`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // `next start` serves the build made by `npm run build` (webServer does not build).
      command: `rm -rf ${E2E_DATA_DIR} && next start -H 127.0.0.1 -p ${E2E_APP_PORT}`,
      url: `${E2E_APP_URL}/api/health`,
      env: {
        DEMO_MODE: '1',
        DATA_DIR: E2E_DATA_DIR,
        SERVICE_BASE_URL: E2E_EMULATOR_URL,
        SERVICE_ACCESS_TOKEN: 'demo-first-token',
        SERVICE_CLIENT_ID: 'demo-client',
        SERVICE_CLIENT_SECRET: 'demo-secret',
        TOKEN_ENCRYPTION_KEY: E2E_TOKEN_KEY,
        // The fuzzer sends thousands of calls as one admin: limited, most would never reach
        // validation. The per-user limit is tested on a dashboard of its own (user-rate-limit.spec.ts).
        USER_RATE_LIMIT_PER_MINUTE: '0',
        // Specs change the emulator behind the dashboard's back and read at once, as no user waits
        // for: shared reads are joined in flight only here; e2e/shared-reads.spec.ts runs a
        // dashboard with the default time.
        SHARED_READ_SECONDS: '0',
        ...E2E_APP_ENV,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
