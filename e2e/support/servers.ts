// Ports and settings of the servers the end-to-end suite starts: its own emulator and its own
// dashboard with its own PGlite folder, so a running demo or dev server is never disturbed.
export const E2E_EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 4011);
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 3001);
export const E2E_EMULATOR_URL = `http://127.0.0.1:${E2E_EMULATOR_PORT}`;
export const E2E_APP_URL = `http://127.0.0.1:${E2E_APP_PORT}`;
export const E2E_DATA_DIR = '.data/e2e';
// A fixed key for the throwaway e2e database only; real deployments set their own.
export const E2E_TOKEN_KEY = '0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e';
// The local OpenID provider (scripts/oidc-provider/) and the dashboard instance the company
// sign-in spec starts against it (LOCAL_SIGN_IN=0), on ports of their own. (Not +4: 4015 would do,
// but 4045, next to a helper's emulator on 4041, is one of the ports browsers and fetch refuse.)
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? E2E_EMULATOR_PORT + 5);
export const E2E_OIDC_URL = `http://127.0.0.1:${E2E_OIDC_PORT}`;
export const E2E_OIDC_APP_PORT = Number(process.env.E2E_OIDC_APP_PORT ?? E2E_APP_PORT + 3);
export const E2E_OIDC_APP_URL = `http://127.0.0.1:${E2E_OIDC_APP_PORT}`;
export const E2E_OIDC_CLIENT = { id: 'shiftdesk-e2e', secret: 'e2e-oidc-client-secret' };
/** Settings every dashboard the suite starts runs with: copies wait out a 20 s lease after a stop, not 2 minutes (copy-restart.spec.ts). */
export const E2E_APP_ENV = { COPY_LEASE_SECONDS: '20' };
