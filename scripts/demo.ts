import { rmSync } from 'node:fs';
import { run, startServer, stopAll, waitForUrl } from './child-process';
import { ROLE_MAP } from '@/test/support/oidc-accounts';

// `npm run demo`: build, start the emulator with demo data and its activity simulator, start the
// dashboard pointed at it in demo mode, and print where to go. The emulator keeps its data in
// memory, so the dashboard's demo database is started fresh too (a stored token from a previous
// emulator would not be valid in this one).
const EMULATOR_PORT = Number(process.env.EMULATOR_PORT ?? 4010);
const APP_PORT = Number(process.env.PORT ?? 3000);
const EMULATOR_URL = `http://127.0.0.1:${EMULATOR_PORT}`;
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const DATA_DIR = '.data/demo';
// A fixed key for the throwaway demo database only; real deployments set TOKEN_ENCRYPTION_KEY.
const DEMO_TOKEN_KEY = 'de30de30de30de30de30de30de30de30de30de30de30de30de30de30de30de30';

// `npm run demo -- --oidc`: also a local OpenID provider, and "Sign in with Demo Company" on the
// sign-in page (accounts alice, sam, vic, nora; any password). Password sign-in stays on.
const OIDC = process.argv.includes('--oidc');
const OIDC_PORT = Number(process.env.OIDC_PROVIDER_PORT ?? 4020);
const OIDC_CLIENT = { id: 'shiftdesk-demo', secret: 'demo-oidc-client-secret' };

function companySignIn(): Record<string, string> {
  if (!OIDC) return {};
  const callback = `${APP_URL}/api/auth/oidc/callback`;
  startServer('oidc provider', 'npx', ['tsx', 'scripts/oidc-provider/main.ts'], {
    OIDC_PROVIDER_PORT: String(OIDC_PORT),
    OIDC_PROVIDER_CLIENT_ID: OIDC_CLIENT.id,
    OIDC_PROVIDER_CLIENT_SECRET: OIDC_CLIENT.secret,
    OIDC_PROVIDER_REDIRECT_URIS: callback,
  });
  return {
    OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
    OIDC_CLIENT_ID: OIDC_CLIENT.id,
    OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
    OIDC_REDIRECT_URI: callback,
    OIDC_PROVIDER_NAME: 'Demo Company',
    OIDC_SCOPES: 'openid email profile groups',
    OIDC_ROLE_MAP: ROLE_MAP,
  };
}

type Seed = { clientId: string; clientSecret: string; firstToken: string; authorizationCode: string };

async function main() {
  const started = Date.now();
  if (!process.argv.includes('--no-build')) await run('npx', ['next', 'build']);

  startServer('emulator', 'npx', ['tsx', 'emulator/main.ts'], {
    EMULATOR_PORT: String(EMULATOR_PORT),
    EMULATOR_SEED: 'demo',
    EMULATOR_ACTIVITY: '1',
    EMULATOR_MORNING: '1',
  });
  await waitForUrl(`${EMULATOR_URL}/_control/seed`);
  const seed = (await (await fetch(`${EMULATOR_URL}/_control/seed`)).json()) as Seed;

  const oidcEnv = companySignIn();
  rmSync(DATA_DIR, { recursive: true, force: true });
  startServer('dashboard', 'npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(APP_PORT)], {
    DEMO_MODE: '1',
    DATA_DIR,
    SERVICE_BASE_URL: EMULATOR_URL,
    SERVICE_ACCESS_TOKEN: seed.firstToken,
    SERVICE_CLIENT_ID: seed.clientId,
    SERVICE_CLIENT_SECRET: seed.clientSecret,
    TOKEN_ENCRYPTION_KEY: process.env.TOKEN_ENCRYPTION_KEY ?? DEMO_TOKEN_KEY,
    ...oidcEnv,
  }, { pretty: true });
  await waitForUrl(`${APP_URL}/api/health`, 120_000);

  console.log(`
  Shiftdesk demo is ready in ${((Date.now() - started) / 1000).toFixed(1)} s

    Dashboard   ${APP_URL}
    Sign in as  admin@example.com | scheduler@example.com | viewer@example.com
    Password    shiftdesk-demo${OIDC ? `
    Company     "Sign in with Demo Company" (http://127.0.0.1:${OIDC_PORT}): alice (admin), sam (scheduler),
                vic (viewer), nora (no group: refused); any password` : ''}

    Emulator    ${EMULATOR_URL}  (client id ${seed.clientId}, secret ${seed.clientSecret})
    First token ${seed.firstToken}
    Auth code   ${seed.authorizationCode}  (single use, 10 minutes)

  Press Ctrl+C to stop.
`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
});
